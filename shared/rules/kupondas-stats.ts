/**
 * A sharer's record, written once for the profile and the leaderboards. Only won and lost shares count as settled:
 * a refunded or cancelled coupon neither hits nor misses. Yield treats every settled share as one unit staked at
 * its total odds: (sum of the won shares' total odds − settled count) / settled count, so a member who wins every
 * share at 2,00 yields +100 %, one who loses all −100 %. Both are integer per mille (‰), rounded half away from zero.
 */

/** Rounds a ratio to per mille without floating drift (integers in, integer out). */
const perMille = (numerator: number, denominator: number): number => {
  const scaled = numerator * 1000;
  const q = Math.trunc(scaled / denominator);
  const rest = Math.abs(scaled - q * denominator) * 2;
  if (rest < denominator) return q;
  return q + Math.sign(scaled);
};

/** Won among settled, per mille; null before the first settled share. */
export const hitRatePerMille = (won: number, settled: number): number | null => {
  if (settled <= 0) return null;
  return perMille(won, settled);
};

/**
 * Yield per mille from the count of settled shares and the sum of the won ones' total odds (hundredths); null
 * before the first settled share.
 */
export const yieldPerMille = (settled: number, wonOddsSum: number): number | null => {
  if (settled <= 0) return null;
  return perMille(wonOddsSum - settled * 100, settled * 100);
};

/** Up to two capital letters of a nickname for the card's avatar circle (Turkish capitals: i → İ). */
export const nicknameInitials = (nickname: string): string => {
  const letters = [...nickname].filter((c) => /\p{L}|\p{N}/u.test(c));
  return letters.slice(0, 2).join('').toLocaleUpperCase('tr-TR');
};
