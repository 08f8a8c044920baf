/**
 * The bench's feed clock. How busy the program is depends on the hour: the generator keeps about 20 football matches
 * live late at night and about 150 at 21:00 in Istanbul, and every live match moves its row (minute, score, odds of
 * its own). A bench on the real clock therefore measured a lighter page at 22:00 than at 20:00. The feed's clock is
 * set ahead to the next given Istanbul time of day instead (default 21:00, the week's busiest hour), so every run
 * measures the same evening, whenever it starts. `now` keeps the real clock.
 */
const ISTANBUL_UTC_OFFSET_MS = 3 * 3_600_000; // Turkey keeps UTC+3 all year since 2016.
const DAY_MS = 86_400_000;

/** Milliseconds to add to the real clock so that the feed starts at the next `HH:MM` Istanbul time (0 for 'now'). */
export const feedClockOffset = (at: string, realNow: number): number => {
  if (at === 'now') return 0;
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!m) throw new Error(`BENCH_FEED_AT must be HH:MM (Istanbul time) or "now" (got "${at}")`);
  const wantedInDay = (Number(m[1]) * 60 + Number(m[2])) * 60_000;
  const localInDay = (((realNow + ISTANBUL_UTC_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return (wantedInDay - localInDay + DAY_MS) % DAY_MS;
};

/** '2026-11-29 21:00 Istanbul' for the log. */
export const istanbulLabel = (t: number): string => `${new Date(t + ISTANBUL_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} Istanbul`;
