/** The offline notice's sentence, apart from React so every case is tested as a plain function. */
import { dayKey, dayLabel, formatTime } from '@shared/format/tr';
import { PWA_TEXTS } from './pwa.texts';

/** "14:05" today; the day in front for an older copy (the cache keeps answers for days). */
const asOf = (at: number, now: number): string =>
  dayKey(at) === dayKey(now) ? formatTime(at) : `${dayLabel(at, now)} ${formatTime(at)}`;

/**
 * Offline, or online with the program served from the service-worker cache (the server did not answer in time).
 * A cache time of 0 means the worker could not tell when it stored the answer. Null when there is nothing to say.
 */
export const offlineNoticeText = (online: boolean, cachedAt: number | null, now: number): string | null => {
  if (online && cachedAt === null) return null;
  const lead = online ? PWA_TEXTS.unreachable : PWA_TEXTS.offline;
  if (cachedAt === null) return `${lead} ${PWA_TEXTS.programWillRefresh}`;
  return `${lead} ${cachedAt > 0 ? PWA_TEXTS.programAsOf(asOf(cachedAt, now)) : PWA_TEXTS.programFromCache}`;
};
