/**
 * Europe/Istanbul days and wall-clock times, the one place that computes them. Offsets come from the time-zone
 * database, never assumed (no hard-coded +3). Days are numbered from the epoch, so a day number is also a stable
 * seed.
 */
import { LOCALE, TIME_ZONE } from '../constants/business';

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Each formatter is built on its first use: building the first one with a time zone loads ICU's zone data (some
 * 25 ms of a phone's first page load), work that should not sit in the entry module's evaluation.
 */
const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const partsFmt = once(() => new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
}));
const dayKeyFmt = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));
const hhmmFmt = once(() => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
const dateFmt = once(() => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }));
const weekdayFmt = once(() => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'long' }));
const dateTimeFmt = once(() => new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
}));
const longDayFmt = once(() => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'long', weekday: 'long' }));

const wallClock = (epochMs: number): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const p of partsFmt().formatToParts(epochMs)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
};

/** Minutes east of UTC in Istanbul at that instant. */
export const istanbulOffsetMinutes = (epochMs: number): number => {
  const w = wallClock(epochMs);
  const asUtc = Date.UTC(w.year!, w.month! - 1, w.day!, w.hour!, w.minute!, w.second!);
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return Math.round((asUtc - wholeSecond) / MINUTE_MS);
};

/** YYYY-MM-DD of the Istanbul calendar day at that instant. */
export const istanbulDayKey = (epochMs: number): string => dayKeyFmt().format(epochMs);

/** Istanbul calendar day of an instant, numbered from the epoch. */
export const istanbulDayNumber = (epochMs: number): number => Math.round(Date.parse(istanbulDayKey(epochMs)) / DAY_MS);

/** The instant the Istanbul calendar day of `epochMs` began (for per-day limits). */
export const istanbulDayStart = (epochMs: number): number => {
  const midnightAsUtc = Date.parse(`${istanbulDayKey(epochMs)}T00:00:00Z`);
  return midnightAsUtc - istanbulOffsetMinutes(midnightAsUtc) * MINUTE_MS;
};

/** "HH:MM" of the Istanbul wall clock. */
export const istanbulHhmm = (epochMs: number): string => hhmmFmt().format(epochMs);

const noonOffsets = new Map<number, number>();
/** Offset of Istanbul from UTC in ms on a day number, taken at noon (cached: the program asks for many times). */
const offsetOnDay = (day: number): number => {
  let off = noonOffsets.get(day);
  if (off === undefined) {
    off = istanbulOffsetMinutes(day * DAY_MS + 12 * HOUR_MS) * MINUTE_MS;
    noonOffsets.set(day, off);
  }
  return off;
};

/** The instant of an Istanbul wall-clock time "HH:MM" on a day number. */
export const istanbulTimeOn = (day: number, hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return day * DAY_MS + h * HOUR_MS + m * MINUTE_MS - offsetOnDay(day);
};

/** tr-TR "dd.MM.yyyy" of the Istanbul day. */
export const formatIstanbulDate = (epochMs: number): string => dateFmt().format(epochMs);
/** tr-TR weekday name ("Çarşamba") of the Istanbul day. */
export const formatIstanbulWeekday = (epochMs: number): string => weekdayFmt().format(epochMs);
/** tr-TR "dd.MM.yyyy HH:MM" in Istanbul. */
export const formatIstanbulDateTime = (epochMs: number): string => dateTimeFmt().format(epochMs);
/** tr-TR "11 Mart Çarşamba" of the Istanbul day. */
export const formatIstanbulLongDay = (epochMs: number): string => longDayFmt().format(epochMs);
