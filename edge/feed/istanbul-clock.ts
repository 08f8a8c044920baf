/**
 * Istanbul calendar days and wall-clock times: kick-off times are Istanbul times and the program rolls one
 * Istanbul day at a time. Days are numbered from the epoch, so a day number is also a stable seed.
 */
import { TIME_ZONE } from '@shared/constants/business';
import { dayKey } from '@shared/format/tr';

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const wallFmt = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
});
const offsets = new Map<number, number>();

/** Offset of Istanbul from UTC on a day (fixed +3 since 2016, asked of Intl so a rule change needs no code). */
const offsetOn = (day: number): number => {
  let off = offsets.get(day);
  if (off === undefined) {
    const at = day * DAY_MS + 12 * HOUR_MS;
    const parts = Object.fromEntries(wallFmt.formatToParts(at).map((p) => [p.type, Number(p.value)]));
    off = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0) - at;
    offsets.set(day, off);
  }
  return off;
};

/** Istanbul calendar day of an instant. */
export const istanbulDay = (epochMs: number): number => Math.round(Date.parse(dayKey(epochMs)) / DAY_MS);

/** The instant of an Istanbul wall-clock time "HH:MM" on a day. */
export const istanbulTime = (day: number, hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return day * DAY_MS + h * HOUR_MS + m * 60_000 - offsetOn(day);
};

/** Weekday of a day number, Sunday 0 (1 January 1970 was a Thursday). */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** First day of the Tuesday-to-Monday week a day belongs to: a league round spans a weekend and its Monday. */
export const roundStartOf = (day: number): number => day - ((((day + 2) % 7) + 7) % 7);
