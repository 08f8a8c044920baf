/**
 * tr-TR numbers without Intl: "1.234,50" (dots group thousands, a comma before the decimals) for whole hundredths
 * and whole numbers; anything else goes to Intl.NumberFormat. The first Intl formatter of a page loads ICU's locale
 * data: 130–250 ms of a slow phone's first load, in front of the program's first rows (Lighthouse's TBT).
 * tr-number.test.ts checks every answer against Intl.NumberFormat('tr-TR').
 */
import { LOCALE } from '../constants/business';

const intl = new Map<string, Intl.NumberFormat>();
/** A number this module does not write itself (a fraction where a whole number is expected, NaN, beyond 2^53). */
const viaIntl = (x: number, minFrac: number, maxFrac: number): string => {
  const key = `${minFrac}:${maxFrac}`;
  let f = intl.get(key);
  if (!f) intl.set(key, (f = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: minFrac, maximumFractionDigits: maxFrac })));
  return f.format(x);
};

const group = (int: string): string => {
  let out = '';
  for (let end = int.length; end > 0; end -= 3) out = end - 3 > 0 ? `.${int.slice(end - 3, end)}${out}` : `${int.slice(0, end)}${out}`;
  return out;
};

/** Whole hundredths with two decimals ("1,85", "1.234,50"): the odds and amounts of every row and cell. */
export const formatHundredthsTr = (hundredths: number): string => {
  // A fraction of a hundredth, or beyond 10^11 TL (never an odd or an amount), goes to Intl, which writes the
  // double hundredths / 100 there, not the exact integer.
  if (!Number.isInteger(hundredths) || Math.abs(hundredths) >= 1e13) return viaIntl(hundredths / 100, 2, 2);
  const abs = Math.abs(hundredths);
  const cents = abs % 100;
  const sign = hundredths < 0 || Object.is(hundredths, -0) ? '-' : '';
  return `${sign}${group(String((abs - cents) / 100))},${cents < 10 ? '0' : ''}${cents}`;
};

/** A whole number with thousands dots ("100.000"); anything else as Intl writes it with no decimals. */
export const formatIntegerTr = (n: number): string =>
  Number.isSafeInteger(n) ? `${n < 0 || Object.is(n, -0) ? '-' : ''}${group(String(Math.abs(n)))}` : viaIntl(n, 0, 0);
