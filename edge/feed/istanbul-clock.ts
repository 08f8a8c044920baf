/**
 * The feed's week rules on Istanbul day numbers (shared/time/istanbul.ts): kick-off times are Istanbul times and the
 * program rolls one Istanbul day at a time.
 */

/** Weekday of a day number, Sunday 0 (1 January 1970 was a Thursday). */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** First day of the Tuesday-to-Monday week a day belongs to: a league round spans a weekend and its Monday. */
export const roundStartOf = (day: number): number => day - ((((day + 2) % 7) + 7) % 7);
