/**
 * Ids of generated rows.
 *
 * Identity (an event's NID, market ids, outcome ids) comes from an `IdSpace`: a block of numbers the database
 * hands out once (a sequence), so no id is ever given twice for the life of the database, whatever restarts,
 * crashes or seeds happen. Coupons, results and settlement key on these.
 *
 * Display numbers (the event code, 5-6 digits as iddaa prints them, and the bid) start at a seed-chosen point and
 * grow by small random steps; they only name events of the current program, and real iddaa reuses them too. Their
 * counters are part of the feed's checkpoint, so a restarted feed goes on numbering where it stopped.
 */
import { SeededRandom, mixSeed } from '@shared/random/seeded-random';

/** Numbers in one reserved block: block b holds [b * ID_BLOCK_SIZE, (b + 1) * ID_BLOCK_SIZE). */
export const ID_BLOCK_SIZE = 1_000_000_000;

/** Hands out identity numbers from one reserved block, never the same twice. */
export class IdSpace {
  private next: number;
  private readonly end: number;

  constructor(readonly block: number) {
    if (!Number.isSafeInteger(block) || block < 1 || (block + 1) * ID_BLOCK_SIZE > Number.MAX_SAFE_INTEGER) {
      throw new RangeError(`id block ${block} is out of range`);
    }
    this.next = block * ID_BLOCK_SIZE;
    this.end = this.next + ID_BLOCK_SIZE;
  }

  take(): number {
    // A billion ids is centuries of program at any scale; running out must stop the feed, never wrap.
    if (this.next >= this.end) throw new RangeError(`id block ${this.block} is used up`);
    return this.next++;
  }
}

/** The display counters of a checkpoint (identity is never restored: a restarted feed reserves a new block). */
export interface DisplayCounters {
  code: number;
  bid: number;
  rng: number;
}

export class ProgramIds {
  private readonly rng: SeededRandom;
  private code: number;
  private bid: number;

  constructor(seed: number, private readonly space: IdSpace) {
    this.rng = new SeededRandom(mixSeed(seed, 0x1d5));
    this.code = this.rng.int(10_000, 30_000);
    this.bid = this.rng.int(40_000_000, 45_000_000);
  }

  nextEvent(): { code: number; nevId: number; bid: string } {
    this.code += this.rng.int(1, 3);
    this.bid += this.rng.int(1, 40);
    return { code: this.code, nevId: this.space.take(), bid: String(this.bid) };
  }

  nextMarket(): number {
    return this.space.take();
  }

  nextOutcome(): number {
    return this.space.take();
  }

  counters(): DisplayCounters {
    return { code: this.code, bid: this.bid, rng: this.rng.state };
  }

  restoreCounters(c: DisplayCounters): void {
    this.code = c.code;
    this.bid = c.bid;
    this.rng.state = c.rng;
  }
}
