/**
 * Seeded pseudo-random numbers (mulberry32): the whole program is reproducible from one seed, which makes
 * tests exact and lets two feed processes started with the same seed agree. In shared/ (it imports nothing) so
 * shared's own tests draw their random cases from it too: a failing case names its seed and comes back.
 */
export type Rng = SeededRandom;

/** Mixes a seed with further integers into one 32-bit seed, so sub-streams (a day, an event) stay independent. */
export const mixSeed = (...parts: number[]): number => {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    // Fold the high part too: seeds and ids may exceed 32 bits (epoch days, large codes).
    h = Math.imul(h ^ Math.floor(part / 0x100000000), 0x27d4eb2f);
    h ^= h >>> 15;
  }
  return h >>> 0;
};

/** Stable 32-bit hash of a text (FNV-1a), for per-name traits such as a team's strength noise. */
export const hashText = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

export class SeededRandom {
  /** The generator's whole state: a feed checkpoint saves it so a restored stream goes on exactly. */
  state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Index drawn with the given non-negative weights. */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** Poisson count (Knuth for small means, normal approximation above 30: goals and points stay cheap). */
  poisson(mean: number): number {
    if (mean <= 0) return 0;
    if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k++;
      p *= this.next();
    }
    return k;
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** floor(x) plus one with probability frac(x): keeps expected counts right when a scale shrinks them. */
  roundRandom(x: number): number {
    const base = Math.floor(x);
    return base + (this.chance(x - base) ? 1 : 0);
  }
}
