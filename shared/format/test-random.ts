/** Tests' seeded random numbers (mulberry32, as edge/lib/seeded-random.ts), so a failing value names itself and comes back. */
export const seededRandom = (seed: number) => (): number => {
  let t = (seed += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
