/**
 * How many reports this browser session may still send (spec section 9): 50 per session, counted in
 * sessionStorage so a reload does not reset it; 5 per page when sessionStorage is not available (disabled
 * storage, some private modes), since then nothing counts across reloads.
 */
import { CLIENT_LOG } from '@shared/constants/business';

export const CLIENT_LOG_COUNT_KEY = 'iddaa.clientLog.count';

export interface ReportBudget {
  readonly limit: number;
  /** Takes one report from the budget; false when it is spent. */
  take(): boolean;
}

const usableSessionStorage = (): Storage | null => {
  try {
    const s = window.sessionStorage;
    const probe = `${CLIENT_LOG_COUNT_KEY}.probe`;
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
};

export const createReportBudget = (storage: Storage | null = usableSessionStorage()): ReportBudget => {
  if (!storage) {
    let used = 0;
    return {
      limit: CLIENT_LOG.maxWithoutSessionStorage,
      take: () => (used < CLIENT_LOG.maxWithoutSessionStorage ? (used++, true) : false),
    };
  }
  return {
    limit: CLIENT_LOG.maxPerSession,
    take: () => {
      const used = Number(storage.getItem(CLIENT_LOG_COUNT_KEY)) || 0;
      if (used >= CLIENT_LOG.maxPerSession) return false;
      try {
        storage.setItem(CLIENT_LOG_COUNT_KEY, String(used + 1));
      } catch {
        return false;
      }
      return true;
    },
  };
};
