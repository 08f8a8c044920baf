/**
 * A generator feed whose clock starts at 20:30 Istanbul time of the run's day, an hour with many live matches in
 * every sport, so that tests which need live traffic do not depend on the hour CI starts them. Tests may move
 * `clock.offset` on to make matches end.
 */
import { istanbulDayStart } from '@shared/time/istanbul';
import { createGeneratorFeed } from '../../edge/feed/generator-feed';

const HOUR = 3_600_000;

export interface FeedClock {
  offset: number;
  now: () => number;
}

export function eveningFeedClock(): FeedClock {
  const clock: FeedClock = {
    offset: istanbulDayStart(Date.now()) + 20.5 * HOUR - Date.now(),
    now: () => Date.now() + clock.offset,
  };
  return clock;
}

export const eveningFeed =
  (clock: FeedClock) =>
  (opts: Parameters<typeof createGeneratorFeed>[0]): ReturnType<typeof createGeneratorFeed> =>
    createGeneratorFeed({ ...opts, now: clock.now });
