/** Members: lookups for login, the member-info row, and the balance under a row lock for play. */
import type { Queryable, Tx } from './db.port';

export interface MemberCredentials {
  id: number;
  passwordHash: string;
}

export interface MemberRecord {
  id: number;
  memberNo: number;
  citizenId: string;
  username: string;
  email: string;
  name: string;
  surname: string;
  nickname: string;
  publicId: string;
  balanceKurus: number;
  point: number;
  isSharingMember: boolean;
  isWinnersClubMember: boolean;
  isNicknameChanged: boolean;
  isPasswordChanged: boolean;
  hasMultipleCouponRight: boolean;
  openCouponType: number;
  signedContractId: number;
  avatarMediaId: number | null;
  avatarStatus: number | null;
  kvkAllowed: boolean;
  allowContact: boolean;
  emailVerified: boolean;
  mobilePhoneVerified: boolean;
  waitingMessages: number;
  noticeId: number | null;
  cookieBarSignId: number;
  groupCode: string;
  trackingCode: string;
  redirectOnLogin: string | null;
}

export interface NewMember {
  memberNo: number;
  citizenId: string;
  username: string;
  email: string;
  passwordHash: string;
  name: string;
  surname: string;
  nickname: string;
  publicId: string;
  signedContractId: number;
  kvkAllowed: boolean;
  allowContact: boolean;
  isSharingMember: boolean;
  createdAt: Date;
}

const RECORD_COLUMNS = `id, member_no AS "memberNo", citizen_id AS "citizenId", username, email, name, surname, nickname,
  public_id AS "publicId", balance_kurus AS "balanceKurus", point, is_sharing_member AS "isSharingMember",
  is_winners_club_member AS "isWinnersClubMember", is_nickname_changed AS "isNicknameChanged",
  is_password_changed AS "isPasswordChanged", has_multiple_coupon_right AS "hasMultipleCouponRight",
  open_coupon_type AS "openCouponType", signed_contract_id AS "signedContractId",
  avatar_media_id AS "avatarMediaId", avatar_status AS "avatarStatus", kvk_allowed AS "kvkAllowed",
  allow_contact AS "allowContact", email_verified AS "emailVerified", mobile_phone_verified AS "mobilePhoneVerified",
  waiting_messages AS "waitingMessages", notice_id AS "noticeId", cookie_bar_sign_id AS "cookieBarSignId",
  group_code AS "groupCode", tracking_code AS "trackingCode", redirect_on_login AS "redirectOnLogin"`;

const credentialsWhere = async (db: Queryable, where: string, value: unknown): Promise<MemberCredentials | null> => {
  const rows = await db.query<{ id: number; passwordHash: string }>(
    `SELECT id, password_hash AS "passwordHash" FROM members WHERE ${where}`,
    [value],
  );
  return rows[0] ?? null;
};

export const membersRepo = {
  byMemberNo: (db: Queryable, memberNo: number) => credentialsWhere(db, 'member_no = $1', memberNo),
  byCitizenId: (db: Queryable, citizenId: string) => credentialsWhere(db, 'citizen_id = $1', citizenId),
  /** Case-insensitive, served by the unique index on lower(username). */
  byUsername: (db: Queryable, username: string) => credentialsWhere(db, 'lower(username) = lower($1)', username),

  async record(db: Queryable, id: number): Promise<MemberRecord | null> {
    const rows = await db.query<MemberRecord & Record<string, unknown>>(`SELECT ${RECORD_COLUMNS} FROM members WHERE id = $1`, [id]);
    return rows[0] ?? null;
  },

  /** Locks the member row until the transaction ends: plays of one member queue here, one at a time. */
  async lockBalance(tx: Tx, id: number): Promise<number | null> {
    const rows = await tx.query<{ balance: number }>('SELECT balance_kurus AS balance FROM members WHERE id = $1 FOR UPDATE', [id]);
    return rows[0]?.balance ?? null;
  },

  /** Adds a signed amount; the CHECK constraint refuses a negative balance even if a caller got it wrong. */
  async addToBalance(tx: Tx, id: number, amountKurus: number): Promise<number> {
    const rows = await tx.query<{ balance: number }>(
      'UPDATE members SET balance_kurus = balance_kurus + $2 WHERE id = $1 RETURNING balance_kurus AS balance',
      [id, amountKurus],
    );
    const row = rows[0];
    if (!row) throw new Error(`member ${id} vanished inside its own transaction`);
    return row.balance;
  },

  /** Inserts unless the member number, citizen id or username exists; returns the new id or null. */
  async insertIfAbsent(tx: Tx, m: NewMember): Promise<number | null> {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO members (member_no, citizen_id, username, email, password_hash, name, surname, nickname, public_id,
         signed_contract_id, kvk_allowed, allow_contact, is_sharing_member, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT DO NOTHING RETURNING id`,
      [m.memberNo, m.citizenId, m.username, m.email, m.passwordHash, m.name, m.surname, m.nickname, m.publicId,
        m.signedContractId, m.kvkAllowed, m.allowContact, m.isSharingMember, m.createdAt],
    );
    return rows[0]?.id ?? null;
  },

  async existsByUsername(db: Queryable, username: string): Promise<boolean> {
    const rows = await db.query('SELECT 1 FROM members WHERE lower(username) = lower($1)', [username]);
    return rows.length > 0;
  },
};
