/**
 * How long a match keeps its sides busy: the longest course its model can run (the live models' own wall clocks:
 * football 110 minutes with half time, basketball 120, tennis up to three sets of at most 58 minutes, e-sports by
 * their format) plus a margin for warming up, delays and getting to the next match. The generator never puts a
 * side into two matches of its sport whose [start, start + occupancy) overlap.
 */
import { DAY_MS } from '@shared/time/istanbul';
import { SPORTS } from '@shared/constants/sports';
import { MINUTE_MS, clockDurationMs } from './match-clock';
import { SET_LENGTH } from './sets-model';
import type { ModelSettings, SportPlan } from './sport-plan';

/** The longest wall time a match of this model lasts from its start. */
export const longestCourseMs = (model: ModelSettings): number => {
  switch (model.kind) {
    case 'goals':
    case 'points':
      return clockDurationMs(model.clock);
    case 'sets':
      return Math.ceil((2 * model.setsToWin - 1) * model.setWallMinutes * SET_LENGTH[1] * MINUTE_MS);
    case 'fight':
      return model.wallMinutes * MINUTE_MS;
  }
};

/** A quarter of the course, at least 5 and at most 30 minutes. */
const marginMs = (courseMs: number): number => Math.min(30 * MINUTE_MS, Math.max(5 * MINUTE_MS, courseMs / 4));

/** How long a match of this model keeps its sides busy from its start. */
export const occupancyMs = (model: ModelSettings): number => {
  const course = longestCourseMs(model);
  return course + marginMs(course);
};

const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * How far into the next day a match of this sport can keep a side busy (0 when none reaches midnight): its
 * latest-ending kick-off of any competition. A day's matches are never moved to a time before it, so only those
 * drawn there can meet the previous day's late matches, and those make way for them.
 */
export const spillMs = (plan: SportPlan): number => {
  let spill = 0;
  for (const c of plan.competitions) {
    const occupancy = occupancyMs(c.model ?? plan.model);
    for (const slot of c.slots) spill = Math.max(spill, minutesOf(slot) * MINUTE_MS + occupancy - DAY_MS);
  }
  return spill;
};

/** Tennis: singles, whose players play one match a day in a tournament. */
const TENNIS_ID = 5;

/**
 * Sports whose sides play at most one match a day: the team sports (not e-sports, whose teams play several series
 * a day) and tennis. Table tennis, snooker and the fights keep several matches of a player a day, as their
 * tournaments do; the no-overlap rule (occupancyMs) holds for every sport.
 */
export const ONE_MATCH_A_DAY: ReadonlySet<number> = new Set(
  SPORTS.filter((s) => (s.kind === 'team' && !s.esports) || s.id === TENNIS_ID).map((s) => s.id),
);
