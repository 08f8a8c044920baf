/** Europe/Istanbul wall-clock facts computed from the time-zone database, never assumed (no hard-coded +3). */
import { TIME_ZONE } from '@shared/constants/business';

const partsFmt = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const wallClock = (epochMs: number): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const p of partsFmt.formatToParts(epochMs)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
};

/** Minutes east of UTC in Istanbul at that instant. */
export const istanbulOffsetMinutes = (epochMs: number): number => {
  const w = wallClock(epochMs);
  const asUtc = Date.UTC(w.year!, w.month! - 1, w.day!, w.hour!, w.minute!, w.second!);
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return Math.round((asUtc - wholeSecond) / 60_000);
};

/** "HH:MM" of the Istanbul wall clock. */
export const istanbulHhmm = (epochMs: number): string => {
  const w = wallClock(epochMs);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};
