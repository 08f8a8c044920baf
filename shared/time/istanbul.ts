/**
 * Europe/Istanbul days and wall-clock times, the one place that computes them. Offsets come from the time-zone
 * database, never assumed (no hard-coded +3). Days are numbered from the epoch, so a day number is also a stable
 * seed.
 *
 * A page can be given an offset span (`setIstanbulOffsetSpan`): a stretch of time in which the edge's time-zone
 * database says the offset does not change (`istanbulOffsetSpan`), named in the shell's HTML. Inside it, days and
 * times are written from that offset with the Turkish names below, without Intl: the first Intl formatter of a page
 * loads ICU's data, 130–250 ms of a slow phone's first load. Outside it, or without one, Intl answers as before;
 * istanbul-span.test.ts checks that both write the same.
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

/** A stretch [from, until) in which Istanbul is `offsetMinutes` east of UTC. */
export interface OffsetSpan {
  offsetMinutes: number;
  from: number;
  until: number;
}

let span: OffsetSpan | null = null;
/** Sets (or clears) the span this runtime may format from without Intl. */
export const setIstanbulOffsetSpan = (s: OffsetSpan | null): void => {
  span = s;
};

const spanOffset = (epochMs: number): number | null =>
  span !== null && epochMs >= span.from && epochMs < span.until ? span.offsetMinutes : null;

const TR_MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'] as const;
const TR_WEEKDAYS = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;
const two = (n: number): string => String(n).padStart(2, '0');

/** The Istanbul wall clock as a UTC date (read with getUTC*), when the span covers the instant. */
const spanWall = (epochMs: number): Date | null => {
  const off = spanOffset(epochMs);
  return off === null ? null : new Date(epochMs + off * MINUTE_MS);
};

const wallClock = (epochMs: number): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const p of partsFmt().formatToParts(epochMs)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
};

/** Minutes east of UTC in Istanbul at that instant, from the time-zone database. */
const databaseOffsetMinutes = (epochMs: number): number => {
  const w = wallClock(epochMs);
  const asUtc = Date.UTC(w.year!, w.month! - 1, w.day!, w.hour!, w.minute!, w.second!);
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return Math.round((asUtc - wholeSecond) / MINUTE_MS);
};

/** Minutes east of UTC in Istanbul at that instant. */
export const istanbulOffsetMinutes = (epochMs: number): number => spanOffset(epochMs) ?? databaseOffsetMinutes(epochMs);

/** YYYY-MM-DD of the Istanbul calendar day at that instant. */
export const istanbulDayKey = (epochMs: number): string => {
  const w = spanWall(epochMs);
  return w ? `${w.getUTCFullYear()}-${two(w.getUTCMonth() + 1)}-${two(w.getUTCDate())}` : dayKeyFmt().format(epochMs);
};

/** Istanbul calendar day of an instant, numbered from the epoch. */
export const istanbulDayNumber = (epochMs: number): number => Math.round(Date.parse(istanbulDayKey(epochMs)) / DAY_MS);

/** The instant the Istanbul calendar day of `epochMs` began (for per-day limits). */
export const istanbulDayStart = (epochMs: number): number => {
  const midnightAsUtc = Date.parse(`${istanbulDayKey(epochMs)}T00:00:00Z`);
  return midnightAsUtc - istanbulOffsetMinutes(midnightAsUtc) * MINUTE_MS;
};

/** "HH:MM" of the Istanbul wall clock. */
export const istanbulHhmm = (epochMs: number): string => {
  const w = spanWall(epochMs);
  return w ? `${two(w.getUTCHours())}:${two(w.getUTCMinutes())}` : hhmmFmt().format(epochMs);
};

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

const spanDate = (w: Date): string => `${two(w.getUTCDate())}.${two(w.getUTCMonth() + 1)}.${w.getUTCFullYear()}`;

/** tr-TR "dd.MM.yyyy" of the Istanbul day. */
export const formatIstanbulDate = (epochMs: number): string => {
  const w = spanWall(epochMs);
  return w ? spanDate(w) : dateFmt().format(epochMs);
};
/** tr-TR weekday name ("Çarşamba") of the Istanbul day. */
export const formatIstanbulWeekday = (epochMs: number): string => {
  const w = spanWall(epochMs);
  return w ? TR_WEEKDAYS[w.getUTCDay()]! : weekdayFmt().format(epochMs);
};
/** tr-TR "dd.MM.yyyy HH:MM" in Istanbul. */
export const formatIstanbulDateTime = (epochMs: number): string => {
  const w = spanWall(epochMs);
  return w ? `${spanDate(w)} ${two(w.getUTCHours())}:${two(w.getUTCMinutes())}` : dateTimeFmt().format(epochMs);
};
/** tr-TR "11 Mart Çarşamba" of the Istanbul day. */
export const formatIstanbulLongDay = (epochMs: number): string => {
  const w = spanWall(epochMs);
  return w ? `${w.getUTCDate()} ${TR_MONTHS[w.getUTCMonth()]!} ${TR_WEEKDAYS[w.getUTCDay()]!}` : longDayFmt().format(epochMs);
};

const SPAN_STEP_MS = 15 * MINUTE_MS;
/**
 * The span around `nowMs`, from the time-zone database (the edge): probed every 15 minutes from `backMs` before to
 * `aheadMs` after, and cut at the last probe before a change of offset, so it never holds one.
 */
export const istanbulOffsetSpan = (nowMs: number, backMs = 8 * DAY_MS, aheadMs = 35 * DAY_MS): OffsetSpan => {
  const offsetMinutes = databaseOffsetMinutes(nowMs);
  let last = nowMs;
  while (last < nowMs + aheadMs && databaseOffsetMinutes(last + SPAN_STEP_MS) === offsetMinutes) last += SPAN_STEP_MS;
  let first = nowMs;
  while (first > nowMs - backMs && databaseOffsetMinutes(first - SPAN_STEP_MS) === offsetMinutes) first -= SPAN_STEP_MS;
  return { offsetMinutes, from: first, until: last + 1 };
};

/** The span as the shell's meta content: "offsetMinutes from until". */
export const formatOffsetSpan = (s: OffsetSpan): string => `${s.offsetMinutes} ${s.from} ${s.until}`;
/** A span read back from the meta content; null when it is not one (three integers, from before until, |offset| ≤ 18 h). */
export const parseOffsetSpan = (content: string | null | undefined): OffsetSpan | null => {
  const parts = (content ?? '').trim().split(/\s+/).map(Number);
  if (parts.length !== 3 || !parts.every(Number.isSafeInteger)) return null;
  const [offsetMinutes, from, until] = parts as [number, number, number];
  return Math.abs(offsetMinutes) <= 18 * 60 && from < until ? { offsetMinutes, from, until } : null;
};
