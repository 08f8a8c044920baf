/**
 * Starts of the Istanbul calendar periods the responsible-play limits count in: the day (00:00), the week (Monday
 * 00:00) and the month (the 1st, 00:00), built on istanbul.ts's day numbers and wall-clock times.
 */
import type { LimitPeriod } from '../protocol/responsible-play-api';
import { DAY_MS, istanbulDayKey, istanbulDayNumber, istanbulTimeOn } from './istanbul';

/** Day 0 (1970-01-01) was a Thursday: Monday-based weekday 3. */
const EPOCH_WEEKDAY = 3;

export const istanbulWeekStart = (epochMs: number): number => {
  const day = istanbulDayNumber(epochMs);
  return istanbulTimeOn(day - ((day + EPOCH_WEEKDAY) % 7), '00:00');
};

export const istanbulMonthStart = (epochMs: number): number => {
  const firstDay = Math.round(Date.parse(`${istanbulDayKey(epochMs).slice(0, 7)}-01`) / DAY_MS);
  return istanbulTimeOn(firstDay, '00:00');
};

export const istanbulPeriodStart = (period: LimitPeriod, epochMs: number): number =>
  period === 'day' ? istanbulTimeOn(istanbulDayNumber(epochMs), '00:00') : period === 'week' ? istanbulWeekStart(epochMs) : istanbulMonthStart(epochMs);
