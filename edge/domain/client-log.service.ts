/**
 * Client error reports (spec section 7): a session (or visitor) stores at most CLIENT_LOG.maxPerSession reports;
 * the table keeps the newest CLIENT_LOG_STORE.maxRows (each insert trims it in the same transaction).
 */
import { CLIENT_LOG } from '@shared/constants/business';
import { CLIENT_LOG_STORE, type ClientLogReport } from '@shared/constants/client-log';
import type { Db } from '../storage/db.port';
import { clientLogsRepo } from '../storage/client-logs.repo';

const USER_AGENT_MAX = 512;

export interface ClientLogServiceDeps {
  db: Db;
  now: () => number;
}

export interface ClientLogEntry {
  sessionId: string;
  memberId: number | null;
  report: Pick<ClientLogReport, 'message' | 'level'> & Partial<ClientLogReport>;
  userAgent: string;
}

export const createClientLogService = ({ db, now }: ClientLogServiceDeps) => ({
  /** Stores one report; 'capped' (nothing stored) when the session has used up its reports. */
  async record({ sessionId, memberId, report: b, userAgent }: ClientLogEntry): Promise<'stored' | 'capped'> {
    if ((await clientLogsRepo.countForSession(db, sessionId)) >= CLIENT_LOG.maxPerSession) return 'capped';
    await db.transaction(async (tx) => {
      await clientLogsRepo.insert(tx, {
        sessionId,
        memberId,
        level: b.level,
        message: b.message,
        url: b.url ?? '',
        data: b.data ?? '',
        stack: b.stack ?? '',
        callsite: b.callsite ?? '',
        machineName: b.machineName ?? '',
        userAgent: userAgent.slice(0, USER_AGENT_MAX),
        createdAt: new Date(now()),
      });
      await clientLogsRepo.trim(tx, CLIENT_LOG_STORE.maxRows);
    });
    return 'stored';
  },
});
export type ClientLogService = ReturnType<typeof createClientLogService>;
