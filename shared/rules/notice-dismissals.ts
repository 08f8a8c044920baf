/** A visitor's dismissed notices, kept in a cookie as comma-separated ids (members' are kept on the server). */
import { NOTICE_DISMISS_COOKIE_MAX } from '../constants/notices';

export const parseDismissedNotices = (raw: string | undefined | null): number[] =>
  (raw ?? '')
    .split(',')
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number)
    .slice(-NOTICE_DISMISS_COOKIE_MAX);

export const addDismissedNotice = (raw: string | undefined | null, id: number): string => {
  const ids = parseDismissedNotices(raw).filter((x) => x !== id);
  ids.push(id);
  return ids.slice(-NOTICE_DISMISS_COOKIE_MAX).join(',');
};
