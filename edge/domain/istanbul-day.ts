/** The instant the Istanbul calendar day of `epochMs` began (for per-day limits). */
import { istanbulDate } from '@shared/validation/birth-date';
import { istanbulOffsetMinutes } from './istanbul-time';

const MINUTE_MS = 60_000;

export const istanbulDayStart = (epochMs: number): number => {
  const midnightAsUtc = Date.parse(`${istanbulDate(epochMs)}T00:00:00Z`);
  return midnightAsUtc - istanbulOffsetMinutes(midnightAsUtc) * MINUTE_MS;
};
