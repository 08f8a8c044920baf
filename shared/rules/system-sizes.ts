/**
 * System sizes of a coupon: the sizes a coupon of n rows offers (1 .. n-1; n is the plain coupon), their
 * Turkish labels ("2'li", "3'lü", "6'lı", "9'lu"), and a cheap test of whether a column would hit the winnings cap.
 * Bankers do not remove sizes: a size too small for the bankers is a rule problem (shared checkCoupon) shown
 * before play, so the member sees why instead of a choice silently dropped. Pure.
 */
import { COUPON_RULES } from '../constants/business';
import { stakeTimesOdds } from './coupon-math';

/** Sizes a coupon of `rows` rows offers, ascending. */
export const allowedSystemSizes = (rows: number): number[] => Array.from({ length: Math.max(0, rows - 1) }, (_, i) => i + 1);

/** Keeps the chosen sizes the rows still offer, ascending and without repeats. */
export const pruneSystemSizes = (sizes: readonly number[], rows: number): number[] =>
  [...new Set(sizes)].filter((k) => Number.isInteger(k) && k >= 1 && k < rows).sort((a, b) => a - b);

// Vowel harmony with the last vowel of the number word: bir, iki, beş, yedi, sekiz, yirmi, elli -> li; üç, dört,
// yüz -> lü; altı, kırk, altmış, doksan -> lı; dokuz, on, otuz -> lu.
const ONES: Record<number, string> = { 1: 'li', 2: 'li', 3: 'lü', 4: 'lü', 5: 'li', 6: 'lı', 7: 'li', 8: 'li', 9: 'lu' };
const TENS: Record<number, string> = { 1: 'lu', 2: 'li', 3: 'lu', 4: 'lı', 5: 'li', 6: 'lı', 7: 'li', 8: 'li', 9: 'lı' };

/** "2'li", "3'lü", "6'lı", "10'lu": how iddaa names a system size. */
export const systemSizeLabel = (k: number): string => {
  const ones = k % 10;
  const suffix = ones !== 0 ? ONES[ones] : (TENS[Math.floor(k / 10) % 10] ?? 'lü');
  return `${k}'${suffix}`;
};

/**
 * Whether the biggest column would pay more than the cap: the bankers with the highest free odds of the largest
 * size (every odd is at least 1,00, so more odds never pay less).
 */
export const systemColumnCapped = (
  odds: readonly number[],
  bankerIdx: readonly number[],
  sizes: readonly number[],
  stakePerColumn: number,
  cap: number = COUPON_RULES.maxWinningsKurus,
): boolean => {
  if (sizes.length === 0 || odds.length === 0) return false;
  const k = Math.max(...sizes);
  const bankers = new Set(bankerIdx);
  const free = odds.filter((_, i) => !bankers.has(i)).sort((a, b) => b - a);
  const column = [...bankerIdx.map((i) => odds[i]!), ...free.slice(0, k - bankers.size)];
  return stakeTimesOdds(stakePerColumn, column) > cap;
};
