/**
 * TC Kimlik No check: 11 digits, the first not 0; the 10th digit is ((sum of odd places * 7) - sum of even
 * places) mod 10, and the 11th is the sum of the first ten mod 10.
 */
export const isValidTcKimlik = (value: string): boolean => {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  const first10 = d.slice(0, 10).reduce((a, b) => a + b, 0);
  return first10 % 10 === d[10];
};

/** Builds a valid number from nine leading digits (first not 0); used by seeds and tests. */
export const completeTcKimlik = (nine: string): string => {
  const d = [...nine].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
};
