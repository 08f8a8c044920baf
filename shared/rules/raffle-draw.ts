/**
 * The verifiable raffle draw. Before the draw the site publishes sha256(seed) (the commitment); after it, the seed
 * and the frozen entry list. Anyone can then check the commitment and recompute the winners with `drawWinners`,
 * which depends on nothing but the seed and the entries: the same inputs always give the same winners.
 *
 * Method: entries are put in canonical order (by ref). Pick k takes the k-th digest sha256(`${seed}:${k}`) and uses
 * its first 13 hex digits (52 bits) as a number; values at or above the largest multiple of the pool size are
 * rejected and the next counter is used (no modulo bias). The chosen entry's owner then leaves the pool, so one
 * member wins at most once. Main winners come first, then the reserves, until the pool is empty.
 */
import { sha256Hex } from './sha256';

export interface RaffleEntry {
  /** Public, opaque id of one entry (one qualifying coupon). */
  ref: string;
  /** Public, opaque id of the entry's owner: one win per owner. */
  owner: string;
}

export interface RaffleDraw {
  main: RaffleEntry[];
  reserve: RaffleEntry[];
}

const SAMPLE_HEX_DIGITS = 13;
const SAMPLE_SPACE = 2 ** (SAMPLE_HEX_DIGITS * 4);

/** The commitment published before the draw. */
export const seedCommitment = (seed: string): string => sha256Hex(seed);

/** True when the revealed seed matches the commitment published before the draw. */
export const commitmentMatches = (seed: string, commitment: string): boolean => seedCommitment(seed) === commitment.toLowerCase();

export const drawWinners = (seed: string, entries: readonly RaffleEntry[], mainCount: number, reserveCount: number): RaffleDraw => {
  let pool = [...entries].sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
  const picked: RaffleEntry[] = [];
  let counter = 0;
  while (picked.length < mainCount + reserveCount && pool.length > 0) {
    const limit = SAMPLE_SPACE - (SAMPLE_SPACE % pool.length);
    const sample = parseInt(sha256Hex(`${seed}:${counter}`).slice(0, SAMPLE_HEX_DIGITS), 16);
    counter++;
    if (sample >= limit) continue;
    const chosen = pool[sample % pool.length]!;
    picked.push(chosen);
    pool = pool.filter((e) => e.owner !== chosen.owner);
  }
  return { main: picked.slice(0, mainCount), reserve: picked.slice(mainCount) };
};
