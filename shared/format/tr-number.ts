/**
 * tr-TR decimal numbers without Intl: "1.234,50" (dots group thousands, a comma before the decimals), rounded half
 * away from zero on the shortest decimal form of the number, as Intl.NumberFormat does. The first Intl formatter
 * of a page loads ICU's locale data: 130–250 ms of a slow phone's first load, in front of the program's first rows
 * (Lighthouse's TBT). tr-number.test.ts checks every answer against Intl.NumberFormat('tr-TR').
 */
import { LOCALE } from '../constants/business';

const intl = new Map<string, Intl.NumberFormat>();
/** The rare number this module does not write itself (exponent form: below 1e-6 or from 1e21 on). */
const viaIntl = (x: number, minFrac: number, maxFrac: number): string => {
  const key = `${minFrac}:${maxFrac}`;
  let f = intl.get(key);
  if (!f) intl.set(key, (f = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: minFrac, maximumFractionDigits: maxFrac })));
  return f.format(x);
};

/** Adds one to a string of decimal digits ("199" -> "200", "99" -> "100"). */
const plusOne = (digits: string): string => {
  const d = digits.split('');
  let i = d.length - 1;
  for (; i >= 0 && d[i] === '9'; i -= 1) d[i] = '0';
  if (i < 0) return `1${d.join('')}`;
  d[i] = String(Number(d[i]) + 1);
  return d.join('');
};

const group = (int: string): string => {
  let out = '';
  for (let end = int.length; end > 0; end -= 3) out = end - 3 > 0 ? `.${int.slice(end - 3, end)}${out}` : `${int.slice(0, end)}${out}`;
  return out;
};

/**
 * Whole hundredths with two decimals ("1,85", "1.234,50"): the odds and amounts of every row and cell, without the
 * general path's string work.
 */
export const formatHundredthsTr = (hundredths: number): string => {
  // A fraction of a hundredth (never an odd or an amount) goes to Intl: the entry carries only this path.
  if (!Number.isSafeInteger(hundredths)) return viaIntl(hundredths / 100, 2, 2);
  const abs = Math.abs(hundredths);
  const cents = abs % 100;
  const sign = hundredths < 0 || Object.is(hundredths, -0) ? '-' : '';
  return `${sign}${group(String((abs - cents) / 100))},${cents < 10 ? '0' : ''}${cents}`;
};

/** A whole number with thousands dots ("100.000"); anything else as Intl writes it with no decimals. */
export const formatIntegerTr = (n: number): string =>
  Number.isSafeInteger(n) ? `${n < 0 || Object.is(n, -0) ? '-' : ''}${group(String(Math.abs(n)))}` : viaIntl(n, 0, 0);

/** `x` with between `minFrac` and `maxFrac` decimals, in tr-TR ("-1.234,5"); NaN and infinities as Intl writes them. */
export const formatDecimalTr = (x: number, minFrac: number, maxFrac: number): string => {
  const shortest = String(Math.abs(x));
  if (!Number.isFinite(x) || shortest.includes('e')) return viaIntl(x, minFrac, maxFrac);
  const [int = '0', frac = ''] = shortest.split('.');
  let digits = int + frac.slice(0, maxFrac).padEnd(maxFrac, '0');
  if (frac.length > maxFrac && frac.charCodeAt(maxFrac) >= 53 /* '5' */) digits = plusOne(digits);
  const intPart = digits.slice(0, digits.length - maxFrac).replace(/^0+(?=\d)/, '') || '0';
  let fracPart = digits.slice(digits.length - maxFrac);
  while (fracPart.length > minFrac && fracPart.endsWith('0')) fracPart = fracPart.slice(0, -1);
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  return `${sign}${group(intPart)}${fracPart ? `,${fracPart}` : ''}`;
};
