/**
 * Coupon activity (spec section 3): the records {timestamp, match code, action} kept while a coupon is built, and
 * the report they make when it is played or abandoned. Pure; the meanings of the report's fields are written in
 * edge/http/API.md, "Diagnostics".
 */
import type {
  ActivityEnding, CouponActivityAction, CouponActivityRecord, CouponActivityReport,
} from '@shared/protocol/diagnostics-api';

/** Actions that change what the coupon holds (the "edits"); play and refusal are outcomes. */
const EDITS: ReadonlySet<CouponActivityAction> = new Set(['add', 'remove', 'banker', 'misli']);

export interface ReportContext {
  nid: string;
  sid: string;
  ending: ActivityEnding;
  /** Epoch ms the page was loaded (time to first pick counts from it). */
  pageLoadedAt: number;
  endedAt: number;
  /** Rows on the coupon when it was played or emptied (0 when abandoned by emptying). */
  rows: number;
  /** The coupon's amount in kuruş: played, or the last one seen before it was abandoned. */
  amount: number;
  /** The server's odds changes met (ODDS_CHANGED refusals' changed rows). */
  oddsChanges: number;
}

const count = (records: readonly CouponActivityRecord[], action: CouponActivityAction): number =>
  records.reduce((n, r) => n + (r.action === action ? 1 : 0), 0);

const nonNegative = (ms: number): number => Math.max(0, Math.round(ms));

/** The report of one coupon's building; null when nothing was recorded (nothing to say). */
export const buildActivityReport = (records: readonly CouponActivityRecord[], c: ReportContext): CouponActivityReport | null => {
  if (records.length === 0) return null;
  const started = records[0]!.timestamp;
  const edits = records.filter((r) => EDITS.has(r.action));
  const lastEdit = edits.length > 0 ? edits[edits.length - 1]!.timestamp : started;
  return {
    nid: c.nid,
    sid: c.sid,
    at: c.ending,
    tec: c.rows,
    pec: count(records, 'add'),
    eat: started,
    aet: Math.max(c.endedAt, started),
    lpet: nonNegative(lastEdit - started),
    ftt: nonNegative(started - c.pageLoadedAt),
    urcle: count(records, 'remove'),
    cp: Math.max(0, Math.round(c.amount)),
    fct: count(records, 'refusal'),
    laptt: nonNegative(c.endedAt - lastEdit),
    dec: c.oddsChanges,
  };
};
