/**
 * Wall clock of a match: periods of game time played over longer wall time, with breaks between them. Live
 * events run in real time, so a football match lasts 110 minutes from its kick-off.
 */
import type { LiveState } from '@shared/protocol/program';

export interface ClockShape {
  periods: number;
  /** Game minutes per period (45 in football, 10 or 12 in basketball). */
  periodMinutes: number;
  /** Wall minutes a period takes, stoppages and time-outs included. */
  periodWallMinutes: number;
  breakWallMinutes: number;
}

export const MINUTE_MS = 60_000;

export const clockDurationMs = (c: ClockShape): number =>
  (c.periods * c.periodWallMinutes + (c.periods - 1) * c.breakWallMinutes) * MINUTE_MS;

/** Period index running at a wall time, or -1 during a break; periods when over. */
export const periodAt = (c: ClockShape, elapsedMs: number): number => {
  const slot = c.periodWallMinutes + c.breakWallMinutes;
  const min = Math.max(0, elapsedMs / MINUTE_MS);
  const k = Math.floor(min / slot);
  if (k >= c.periods) return c.periods;
  return min - k * slot < c.periodWallMinutes ? k : k + 1 >= c.periods ? c.periods : -1;
};

/** Game minutes played in each period up to a wall time. */
export const playedByPeriod = (c: ClockShape, elapsedMs: number): number[] => {
  const slot = c.periodWallMinutes + c.breakWallMinutes;
  const min = Math.max(0, elapsedMs / MINUTE_MS);
  const out: number[] = [];
  for (let k = 0; k < c.periods; k++) {
    const inPeriod = Math.min(c.periodWallMinutes, Math.max(0, min - k * slot));
    out.push((inPeriod / c.periodWallMinutes) * c.periodMinutes);
  }
  return out;
};

/**
 * The minute shown on the row: running minutes count from 1 within a period and stop at its end, so a break
 * shows the period's last minute (45 at half time).
 */
export const shownMinute = (c: ClockShape, elapsedMs: number): number => {
  const played = playedByPeriod(c, elapsedMs).reduce((a, b) => a + b, 0);
  const k = periodAt(c, elapsedMs);
  if (k < 0 || k >= c.periods) {
    const done = Math.round(played / c.periodMinutes) * c.periodMinutes;
    return Math.max(c.periodMinutes, done);
  }
  return Math.min((k + 1) * c.periodMinutes, Math.floor(played) + 1);
};

/** The period a wall time belongs to (1-based) and whether it is being played; false in the break after it or when over. */
export const clockPosition = (c: ClockShape, elapsedMs: number): { period: number; running: boolean } => {
  const slot = c.periodWallMinutes + c.breakWallMinutes;
  const min = Math.max(0, elapsedMs / MINUTE_MS);
  const k = Math.min(c.periods - 1, Math.floor(min / slot));
  return { period: k + 1, running: min - k * slot < c.periodWallMinutes };
};

/** Live state of a sport whose clock counts up (football, handball, ice hockey): the shown minute and the period. */
export const clockState = (c: ClockShape, elapsedMs: number): LiveState => ({
  kind: 'clock', ...clockPosition(c, elapsedMs), periods: c.periods, minute: shownMinute(c, elapsedMs),
});

/** Live state of a sport whose clock counts down in quarters (basketball, American football): the seconds left. */
export const quartersState = (c: ClockShape, elapsedMs: number): LiveState => {
  const { period, running } = clockPosition(c, elapsedMs);
  const played = playedByPeriod(c, elapsedMs)[period - 1] ?? 0;
  const clockSeconds = running ? Math.max(0, Math.ceil((c.periodMinutes - played) * 60)) : 0;
  return { kind: 'quarters', period, periods: c.periods, clockSeconds, running };
};
