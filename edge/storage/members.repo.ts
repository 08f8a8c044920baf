/** Members: lookups for login, the member-info row, and the balance under a row lock for play. */
import { COUPON_PRODUCT, COUPON_STATUS, type CouponCounts } from './coupons.repo';
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

/** The member row with what member info shows beside it: coupon counts and the ids of the contracts signed. */
export interface MemberInfoRecord extends MemberRecord {
  coupons: CouponCounts;
  signedContractIds: number[];
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
  -- replies the member has not opened (migration 4); the old waiting_messages column is no longer read
  (SELECT COUNT(*)::int FROM member_messages mm WHERE mm.member_id = m.id AND NOT mm.from_member AND mm.read_at IS NULL) AS "waitingMessages", notice_id AS "noticeId", cookie_bar_sign_id AS "cookieBarSignId",
  group_code AS "groupCode", tracking_code AS "trackingCode", redirect_on_login AS "redirectOnLogin"`;

/**
 * Member info in one round trip: the row, the coupon counts per product (one pass over the member's coupons, by
 * the coupons_member index) and the ids of the contracts signed.
 */
const INFO_SQL = `SELECT ${RECORD_COLUMNS},
  (SELECT json_build_object(
       'iddaa', COUNT(*) FILTER (WHERE product = $2),
       'iddaaOpen', COUNT(*) FILTER (WHERE product = $2 AND status = $3),
       'sportoto', COUNT(*) FILTER (WHERE product = $4),
       'tjk', COUNT(*) FILTER (WHERE product = $5),
       'mpi', COUNT(*) FILTER (WHERE product = $6))
     FROM coupons c WHERE c.member_id = m.id) AS coupons,
  ARRAY(SELECT mc.contract_id FROM member_contracts mc WHERE mc.member_id = m.id ORDER BY mc.contract_id) AS "signedContractIds"
  FROM members m WHERE m.id = $1`;

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

  async infoRecord(db: Queryable, id: number): Promise<MemberInfoRecord | null> {
    const { iddaa, sportoto, tjk, mpi } = COUPON_PRODUCT;
    const rows = await db.query<MemberInfoRecord & Record<string, unknown>>(INFO_SQL, [id, iddaa, COUPON_STATUS.open, sportoto, tjk, mpi]);
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
