/** Reads of what the edge wrote, for asserting that a refusal changed nothing and money adds up. */
import type { Db } from '../../edge/storage/db.port';

export interface MoneyState {
  balance: number;
  ledgerSum: number;
  ledgerRows: number;
  coupons: number;
  selections: number;
}

export const memberIdOf = async (db: Db, username: string): Promise<number> => {
  const rows = await db.query<{ id: number }>('SELECT id FROM members WHERE lower(username) = lower($1)', [username]);
  if (!rows[0]) throw new Error(`no member ${username}`);
  return rows[0].id;
};

export const moneyState = async (db: Db, username: string): Promise<MoneyState> => {
  const id = await memberIdOf(db, username);
  const [row] = await db.query<{ balance: number; ledgerSum: number; ledgerRows: number; coupons: number; selections: number }>(
    `SELECT m.balance_kurus AS balance,
       (SELECT COALESCE(SUM(amount_kurus), 0)::bigint FROM ledger WHERE member_id = m.id) AS "ledgerSum",
       (SELECT COUNT(*)::bigint FROM ledger WHERE member_id = m.id) AS "ledgerRows",
       (SELECT COUNT(*)::bigint FROM coupons WHERE member_id = m.id) AS coupons,
       (SELECT COUNT(*)::bigint FROM coupon_selections s JOIN coupons c ON c.id = s.coupon_id WHERE c.member_id = m.id) AS selections
     FROM members m WHERE m.id = $1`,
    [id],
  );
  if (!row) throw new Error(`no member ${username}`);
  return row;
};

export const sessionCount = async (db: Db): Promise<number> =>
  (await db.query<{ n: number }>('SELECT COUNT(*)::bigint AS n FROM sessions'))[0]?.n ?? 0;
