/**
 * Leaderboard periods in Istanbul time: a week starts on Monday 00:00, a month on its first day 00:00 (offsets from
 * the time-zone database through shared/time, never a hard-coded +3).
 */
import { DAY_MS, istanbulDayKey, istanbulDayNumber, istanbulDayStart } from '../time/istanbul';

const NOON_MS = 12 * 3_600_000;
/** Day 0 of the epoch (1970-01-01) was a Thursday: three days after a Monday. */
const EPOCH_WEEKDAY_FROM_MONDAY = 3;

/** The instant the Istanbul week (Monday) of `epochMs` began. */
export const istanbulWeekStart = (epochMs: number): number => {
  const day = istanbulDayNumber(epochMs);
  const sinceMonday = (((day + EPOCH_WEEKDAY_FROM_MONDAY) % 7) + 7) % 7;
  return istanbulDayStart((day - sinceMonday) * DAY_MS + NOON_MS);
};

/** The instant the Istanbul calendar month of `epochMs` began. */
export const istanbulMonthStart = (epochMs: number): number => {
  const month = istanbulDayKey(epochMs).slice(0, 7);
  return istanbulDayStart(Date.parse(`${month}-01T00:00:00Z`) + NOON_MS);
};

export type KupondasPeriod = 'weekly' | 'monthly' | 'all';

/** Where a leaderboard period starts; null for all time. */
export const periodStart = (period: KupondasPeriod, epochMs: number): number | null => {
  if (period === 'weekly') return istanbulWeekStart(epochMs);
  if (period === 'monthly') return istanbulMonthStart(epochMs);
  return null;
};
