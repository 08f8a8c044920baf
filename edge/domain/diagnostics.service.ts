/**
 * The page's diagnostics (shared/protocol/diagnostics-api.ts): screen logs and coupon activity reports, stored
 * under the session (or visitor) that posted them. A session stores at most SCREEN_LOG_LIMITS.maxPerSession logs
 * and ACTIVITY_REPORT_MAX_PER_SESSION reports; each table keeps its newest rows (trimmed in the insert's
 * transaction). Ids are the client's: a post replayed after a lost answer stores nothing twice.
 */
import {
  ACTIVITY_REPORT_MAX_PER_SESSION, SCREEN_LOG_LIMITS, type CouponActivityAggregates, type CouponActivityReport, type ScreenLog,
} from '@shared/protocol/diagnostics-api';
import type { Db } from '../storage/db.port';
import { diagnosticsRepo } from '../storage/diagnostics.repo';

const DAY_MS = 86_400_000;
const REPORT_MAX_ROWS = 200_000;

export interface DiagnosticsServiceDeps {
  db: Db;
  now: () => number;
}

const round = (v: number | null, digits = 0): number | null => (v === null ? null : Number(v.toFixed(digits)));

export const createDiagnosticsService = ({ db, now }: DiagnosticsServiceDeps) => ({
  /** Stores the logs; 'capped' (nothing stored) once the session has used up its logs. */
  async storeScreenLogs(sessionId: string, logs: readonly ScreenLog[]): Promise<{ outcome: 'stored' | 'capped'; added: number }> {
    const used = await diagnosticsRepo.screenLogsOfSession(db, sessionId);
    const room = SCREEN_LOG_LIMITS.maxPerSession - used;
    if (room <= 0) return { outcome: 'capped', added: 0 };
    const added = await db.transaction((tx) =>
      diagnosticsRepo.insertScreenLogs(tx, sessionId, logs.slice(0, room), new Date(now()), SCREEN_LOG_LIMITS.storeMaxRows));
    return { outcome: 'stored', added };
  },

  /** Stores one report; 'duplicate' when its nid is stored already. */
  async storeReport(sessionId: string, report: CouponActivityReport): Promise<'stored' | 'duplicate' | 'capped'> {
    if ((await diagnosticsRepo.reportsOfSession(db, sessionId)) >= ACTIVITY_REPORT_MAX_PER_SESSION) return 'capped';
    const added = await db.transaction((tx) => diagnosticsRepo.insertReport(tx, sessionId, report, new Date(now()), REPORT_MAX_ROWS));
    return added ? 'stored' : 'duplicate';
  },

  /** The ops view's aggregates over the reports received in the last `days` days. */
  async aggregates(days: number): Promise<CouponActivityAggregates> {
    const since = new Date(now() - days * DAY_MS);
    const a = await diagnosticsRepo.aggregates(db, since);
    return {
      Days: days,
      Played: a.played,
      Abandoned: a.abandoned,
      MedianTimeToFirstPickMs: round(a.median_first_pick),
      MedianBuildMs: round(a.median_build),
      AvgPicks: round(a.avg_picks, 2),
      AvgRemovals: round(a.avg_removals, 2),
      AvgRefusals: round(a.avg_refusals, 2),
      AvgOddsChanges: round(a.avg_odds_changes, 2),
      AvgPlayedAmount: round(a.avg_played_amount),
      ScreenLogs: await diagnosticsRepo.screenLogsSince(db, since),
    };
  },
});
export type DiagnosticsService = ReturnType<typeof createDiagnosticsService>;
