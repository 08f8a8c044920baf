/**
 * Responsible play's rows: limits, settings (reminder, self-exclusion), the append-only audit, and the ledger sums
 * the limits count (stakes, and winnings plus refunds, since an instant). Writers run inside the caller's
 * transaction, after it has locked the member row (membersRepo.lockBalance), as the play does.
 */
import type { LimitKind, LimitPeriod, ReminderMinutes } from '@shared/protocol/responsible-play-api';
import type { Queryable, Tx } from './db.port';
import { LEDGER_KIND } from './ledger.repo';
import { RACING_LEDGER_KIND } from './racing-bets.repo';

/** Ganyan stakes count as stakes, its payouts and refunds as returns (horse racing, migration 17). */
const RACING_STAKE = `'${RACING_LEDGER_KIND.stake}'`;
const RACING_RETURNS = `'${RACING_LEDGER_KIND.payout}', '${RACING_LEDGER_KIND.refund}'`;

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  pendingAmount: number | null;
  pendingRemove: boolean;
  pendingRequestedAt: Date | null;
}

export interface SettingsRow {
  reminderMinutes: ReminderMinutes;
  excludedUntil: Date | null;
  excludedPermanently: boolean;
}

/** Stakes and returns (payouts and refunds) since an instant, kuruş, both positive. */
export interface MoneySince {
  stakes: number;
  returns: number;
}

export const DEFAULT_SETTINGS: SettingsRow = { reminderMinutes: 0, excludedUntil: null, excludedPermanently: false };

export const responsiblePlayRepo = {
  async limits(q: Queryable, memberId: number): Promise<LimitRow[]> {
    return q.query<LimitRow & Record<string, unknown>>(
      `SELECT kind, period, amount_kurus AS amount, pending_amount_kurus AS "pendingAmount", pending_remove AS "pendingRemove",
         pending_requested_at AS "pendingRequestedAt" FROM play_limits WHERE member_id = $1`,
      [memberId],
    );
  },

  async saveLimit(tx: Tx, memberId: number, row: LimitRow, at: Date): Promise<void> {
    await tx.query(
      `INSERT INTO play_limits (member_id, kind, period, amount_kurus, pending_amount_kurus, pending_remove, pending_requested_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (member_id, kind, period) DO UPDATE SET amount_kurus = $4, pending_amount_kurus = $5, pending_remove = $6,
         pending_requested_at = $7, updated_at = $8`,
      [memberId, row.kind, row.period, row.amount, row.pendingAmount, row.pendingRemove, row.pendingRequestedAt, at],
    );
  },

  async settings(q: Queryable, memberId: number): Promise<SettingsRow> {
    const rows = await q.query<SettingsRow & Record<string, unknown>>(
      `SELECT reminder_minutes AS "reminderMinutes", excluded_until AS "excludedUntil", excluded_permanently AS "excludedPermanently"
       FROM play_settings WHERE member_id = $1`,
      [memberId],
    );
    return rows[0] ?? DEFAULT_SETTINGS;
  },

  async saveSettings(tx: Tx, memberId: number, s: SettingsRow, at: Date): Promise<void> {
    await tx.query(
      `INSERT INTO play_settings (member_id, reminder_minutes, excluded_until, excluded_permanently, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id) DO UPDATE SET reminder_minutes = $2, excluded_until = $3, excluded_permanently = $4, updated_at = $5`,
      [memberId, s.reminderMinutes, s.excludedUntil, s.excludedPermanently, at],
    );
  },

  async audit(tx: Tx, e: { memberId: number; action: string; detail: Record<string, unknown>; address: string; at: Date }): Promise<void> {
    await tx.query('INSERT INTO responsible_play_audit (member_id, action, detail, address, created_at) VALUES ($1, $2, $3, $4, $5)', [
      e.memberId, e.action, JSON.stringify(e.detail), e.address, e.at,
    ]);
  },

  /** Stakes and returns of the member's ledger since each instant, in one pass over the rows since the earliest. */
  async moneySince(q: Queryable, memberId: number, since: readonly Date[]): Promise<MoneySince[]> {
    if (since.length === 0) return [];
    const from = new Date(Math.min(...since.map((d) => d.getTime())));
    const cols = since.map((_, i) => {
      const p = `$${i + 4}`;
      return `COALESCE(SUM(-amount_kurus) FILTER (WHERE kind IN ($2, ${RACING_STAKE}) AND created_at >= ${p}), 0)::bigint AS s${i},
        COALESCE(SUM(amount_kurus) FILTER (WHERE kind NOT IN ($2, ${RACING_STAKE}) AND created_at >= ${p}), 0)::bigint AS r${i}`;
    });
    const rows = await q.query<Record<string, number>>(
      `SELECT ${cols.join(', ')} FROM ledger WHERE member_id = $1 AND created_at >= $3 AND kind IN ($2, '${LEDGER_KIND.couponPayout}', '${LEDGER_KIND.couponRefund}', ${RACING_STAKE}, ${RACING_RETURNS})`,
      [memberId, LEDGER_KIND.couponStake, from, ...since],
    );
    const row = rows[0] ?? {};
    return since.map((_, i) => ({ stakes: Number(row[`s${i}`] ?? 0), returns: Number(row[`r${i}`] ?? 0) }));
  },
};
