/**
 * Account state for login and the forced states: the credentials with the account's status and hold, counting
 * wrong passwords (members and unknown identifiers alike), and what a logged-in member must do first.
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
  heldUntil: Date | null;
}

export interface ForcedStateRow {
  isPasswordChanged: boolean;
  professionRequired: boolean;
  kvkRequired: boolean;
  signedContractId: number;
  /** The newest membership contract that requires a signature (0: none). */
  requiredContractId: number;
}

/** One wrong password at `at`: a streak whose last failure is before `staleBefore` starts again; reaching
 * `maxFailures` holds until `holdUntil`. */
export interface Failure {
  at: Date;
  staleBefore: Date;
  holdUntil: Date;
  maxFailures: number;
}

const LOGIN_COLUMNS = `id, username, password_hash AS "passwordHash", account_status AS "accountStatus",
  status_message AS "statusMessage", held_until AS "heldUntil"`;

const loginWhere = async (db: Queryable, where: string, value: unknown): Promise<AccountLogin | null> => {
  const rows = await db.query<AccountLogin & Record<string, unknown>>(`SELECT ${LOGIN_COLUMNS} FROM members WHERE ${where}`, [value]);
  return rows[0] ?? null;
};

/**
 * Counting a failure: a streak older than the hold period starts again at 1; reaching the limit sets held_until
 * and clears the count, so after the hold the member has the full number of tries again. A failure during a hold
 * changes nothing: nobody's guessing extends a hold.
 */
const COUNT = (t: string) => `failed_attempts = CASE WHEN ${t}.last_failed_at IS NULL OR ${t}.last_failed_at < $3
    THEN 1 ELSE ${t}.failed_attempts + 1 END, last_failed_at = $2`;

export const accountsRepo = {
  byMemberNo: (db: Queryable, memberNo: number) => loginWhere(db, 'member_no = $1', memberNo),
  byCitizenId: (db: Queryable, citizenId: string) => loginWhere(db, 'citizen_id = $1', citizenId),
  byUsername: (db: Queryable, username: string) => loginWhere(db, 'lower(username) = lower($1)', username),

  /** Counts a wrong password of a member (a held account is left as it is). */
  async memberFailed(db: Queryable, id: number, f: Failure): Promise<void> {
    await db.query(`UPDATE members SET ${COUNT('members')} WHERE id = $1 AND (held_until IS NULL OR held_until <= $2)`, [id, f.at, f.staleBefore]);
    await db.query('UPDATE members SET held_until = $2, failed_attempts = 0 WHERE id = $1 AND failed_attempts >= $3', [id, f.holdUntil, f.maxFailures]);
  },

  async memberSucceeded(db: Queryable, id: number): Promise<void> {
    await db.query('UPDATE members SET failed_attempts = 0, last_failed_at = NULL, held_until = NULL WHERE id = $1 AND (failed_attempts > 0 OR held_until IS NOT NULL)', [id]);
  },

  async unknownHeldUntil(db: Queryable, idHash: string): Promise<Date | null> {
    const rows = await db.query<{ heldUntil: Date | null }>('SELECT held_until AS "heldUntil" FROM login_unknown_holds WHERE id_hash = $1', [idHash]);
    return rows[0]?.heldUntil ?? null;
  },

  /** The same counting as memberFailed, for an identifier that names no account. */
  async unknownFailed(db: Queryable, idHash: string, f: Failure): Promise<void> {
    await db.query(
      `INSERT INTO login_unknown_holds AS u (id_hash, failed_attempts, last_failed_at) VALUES ($1, 1, $2)
       ON CONFLICT (id_hash) DO UPDATE SET ${COUNT('u')} WHERE u.held_until IS NULL OR u.held_until <= $2`,
      [idHash, f.at, f.staleBefore],
    );
    await db.query('UPDATE login_unknown_holds SET held_until = $2, failed_attempts = 0 WHERE id_hash = $1 AND failed_attempts >= $3', [
      idHash,
      f.holdUntil,
      f.maxFailures,
    ]);
  },

  /** Rows of unknown identifiers that neither hold nor count any more; keeps the table bounded. */
  async purgeUnknown(db: Queryable, at: Date, staleBefore: Date): Promise<void> {
    await db.query('DELETE FROM login_unknown_holds WHERE last_failed_at < $2 AND (held_until IS NULL OR held_until <= $1)', [at, staleBefore]);
  },

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
