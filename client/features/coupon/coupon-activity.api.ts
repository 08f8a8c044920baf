/**
 * Posting a coupon activity report to its configured URL (spec sections 7 and 9: 5 s timeout, answer not read). A
 * plain function the offline queue may call too; it never throws and answers the HTTP status (0: no answer).
 */
import { ACTIVITY_REPORT_TIMEOUT_MS, type CouponActivityReport } from '@shared/protocol/diagnostics-api';
import { DIAGNOSTICS_URLS } from '../../platform/diagnostics/diagnostics-urls';
import { postDiagnostics } from '../../platform/diagnostics/diagnostics.post';

export const sendActivityReport = (report: CouponActivityReport): Promise<number> =>
  postDiagnostics(DIAGNOSTICS_URLS.activityReport, report, { timeoutMs: ACTIVITY_REPORT_TIMEOUT_MS, keepalive: true });

const VISIT_KEY = 'iddaa.visitId';

/** This tab's visit id (sid): one per tab, kept across reloads in session storage. */
export const visitId = (): string => {
  try {
    const known = sessionStorage.getItem(VISIT_KEY);
    if (known) return known;
    const id = crypto.randomUUID();
    sessionStorage.setItem(VISIT_KEY, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
};
