/**
 * Account state for login and the forced states: the credentials with the account's status, and what a logged-in
 * member must do first. Attempts and holds are counted in login-attempts.repo.ts.
 */
import { CONTRACT_KIND } from '@shared/constants/contract';
import type { Queryable } from './db.port';

export interface AccountLogin {
  id: number;
  username: string;
  passwordHash: string;
  /** 0 active, else the login code the account answers (300, 301, 302, 303, 503, ...). */
  accountStatus: number;
  statusMessage: string | null;
}

export interface ForcedStateRow {
  isPasswordChanged: boolean;
  professionRequired: boolean;
  kvkRequired: boolean;
  signedContractId: number;
  /** The newest membership contract that requires a signature (0: none). */
  requiredContractId: number;
}

const LOGIN_COLUMNS = `id, username, password_hash AS "passwordHash", account_status AS "accountStatus",
  status_message AS "statusMessage"`;

const loginWhere = async (db: Queryable, where: string, value: unknown): Promise<AccountLogin | null> => {
  const rows = await db.query<AccountLogin & Record<string, unknown>>(`SELECT ${LOGIN_COLUMNS} FROM members WHERE ${where}`, [value]);
  return rows[0] ?? null;
};

export const accountsRepo = {
  byMemberNo: (db: Queryable, memberNo: number) => loginWhere(db, 'member_no = $1', memberNo),
  byCitizenId: (db: Queryable, citizenId: string) => loginWhere(db, 'citizen_id = $1', citizenId),
  byUsername: (db: Queryable, username: string) => loginWhere(db, 'lower(username) = lower($1)', username),

  async forcedState(db: Queryable, id: number): Promise<ForcedStateRow | null> {
    const rows = await db.query<ForcedStateRow & Record<string, unknown>>(
      `SELECT is_password_changed AS "isPasswordChanged", profession_required AS "professionRequired",
         kvk_required AS "kvkRequired", signed_contract_id AS "signedContractId",
         (SELECT COALESCE(MAX(c.id), 0)::integer FROM contracts c WHERE c.kind = $2 AND c.requires_signature) AS "requiredContractId"
       FROM members WHERE id = $1`,
      [id, CONTRACT_KIND.membership],
    );
    return rows[0] ?? null;
  },

  async credentialsById(db: Queryable, id: number): Promise<{ username: string; passwordHash: string } | null> {
    const rows = await db.query<{ username: string; passwordHash: string }>(
      'SELECT username, password_hash AS "passwordHash" FROM members WHERE id = $1',
      [id],
    );
    return rows[0] ?? null;
  },

  /** The new password hash; the forced password change is resolved with it. */
  async setPassword(db: Queryable, id: number, passwordHash: string): Promise<void> {
    await db.query('UPDATE members SET password_hash = $2, is_password_changed = true WHERE id = $1', [id, passwordHash]);
  },

  /** Personal-data consent answered (allowed or refused): the KvkRequired state ends. For the consent calls. */
  async clearKvkRequired(db: Queryable, id: number): Promise<void> {
    await db.query('UPDATE members SET kvk_required = false WHERE id = $1', [id]);
  },
};
