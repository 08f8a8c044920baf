/**
 * Ids of generated rows. Event codes are five to six digits, as iddaa prints them on coupons; they start at a
 * seed-chosen point and grow by small random steps, which leaves room for years of new events below a million.
 */
import { SeededRandom, mixSeed } from './seeded-random';

export class ProgramIds {
  private readonly rng: SeededRandom;
  private code: number;
  private nevId: number;
  private bid: number;
  private market: number;
  private outcome: number;

  constructor(seed: number) {
    this.rng = new SeededRandom(mixSeed(seed, 0x1d5));
    this.code = this.rng.int(10_000, 30_000);
    this.nevId = this.rng.int(2_000_000, 2_500_000);
    this.bid = this.rng.int(40_000_000, 45_000_000);
    this.market = this.rng.int(1_000_000, 1_500_000);
    this.outcome = this.rng.int(10_000_000, 15_000_000);
  }

  nextEvent(): { code: number; nevId: number; bid: string } {
    this.code += this.rng.int(1, 3);
    this.nevId += this.rng.int(1, 9);
    this.bid += this.rng.int(1, 40);
    return { code: this.code, nevId: this.nevId, bid: String(this.bid) };
  }

  nextMarket(): number {
    return ++this.market;
  }

  nextOutcome(): number {
    return ++this.outcome;
  }
}
