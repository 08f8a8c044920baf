/**
 * Timers that end together run together: a callback is due at the first `grainMs` boundary at or after `ms` from
 * now, and every callback due at one boundary runs in the same task. Many short-lived marks (a changed odd's trend,
 * ODDS_TREND_MS) then clear in one React render per boundary instead of one task and render each: under a stream of
 * odds that was hundreds of separate tasks a second.
 */
const due = new Map<number, Set<() => void>>();

export const GROUPED_TIMER_GRAIN_MS = 250;

/** Runs `fn` between `ms` and `ms + grainMs` from now; the returned function cancels it. */
export const afterGrouped = (ms: number, fn: () => void, grainMs = GROUPED_TIMER_GRAIN_MS): (() => void) => {
  const at = Math.ceil((Date.now() + ms) / grainMs) * grainMs;
  let group = due.get(at);
  if (!group) {
    const fresh = new Set<() => void>();
    due.set(at, fresh);
    setTimeout(() => {
      due.delete(at);
      for (const run of fresh) run();
    }, at - Date.now());
    group = fresh;
  }
  group.add(fn);
  const held = group;
  return () => {
    held.delete(fn);
  };
};
