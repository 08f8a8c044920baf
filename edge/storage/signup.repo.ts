/**
 * New members (sign-up) and what sign-up records beside them: the acceptance of the current membership contract
 * and the personal-data consent, each with its version, time and client address (tables of migration 5, shared
 * with contract signing for existing members). Also the lookups and the password update of forgot password.
 */
import { CONTRACT_KIND } from '@shared/constants/contract';
import type { Queryable, Tx } from './db.port';

export interface SignupMember {
  citizenId: string;
  username: string;
  email: string;
  mobilePhone: string;
  birthDate: string;
  passwordHash: string;
  name: string;
  surname: string;
  publicId: string;
  referral: string | null;
  createdAt: Date;
}

export interface ContractRef {
  id: number;
  version: number;
}

/** Which of the unique facts of a new member are already on file. */
export interface Taken {
  username: boolean;
  /** The e-mail address or the citizen ID: reported together so the answer names neither. */
  identity: boolean;
}

export const SIGNUP_SOURCE = 'uye-ol';

export const signupRepo = {
  async taken(db: Queryable, m: Pick<SignupMember, 'username' | 'email' | 'citizenId'>): Promise<Taken> {
    const rows = await db.query<{ username: boolean; identity: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM members WHERE lower(username) = lower($1)) AS username,
              EXISTS (SELECT 1 FROM members WHERE lower(email) = lower($2) OR citizen_id = $3) AS identity`,
      [m.username, m.email, m.citizenId],
    );
    return rows[0] ?? { username: false, identity: false };
  },

  /** The newest published contract of a kind, or null. */
  async currentContract(db: Queryable, kind: string): Promise<ContractRef | null> {
    const rows = await db.query<{ id: number; version: number }>(
      'SELECT id, version FROM contracts WHERE kind = $1 ORDER BY id DESC LIMIT 1',
      [kind],
    );
    return rows[0] ?? null;
  },

  /** Inserts the member with the next member number; null when a unique fact raced in meanwhile. */
  async insert(tx: Tx, m: SignupMember, signedContractId: number): Promise<{ id: number; memberNo: number } | null> {
    const rows = await tx.query<{ id: number; memberNo: number }>(
      `INSERT INTO members (member_no, citizen_id, username, email, password_hash, name, surname, nickname, public_id,
         signed_contract_id, kvk_allowed, allow_contact, is_sharing_member, mobile_phone, birth_date, referral_link, created_at)
       VALUES (nextval('member_no_seq'), $1, $2, $3, $4, $5, $6, $2, $7, $8, true, false, false, $9, $10, $11, $12)
       ON CONFLICT DO NOTHING RETURNING id, member_no AS "memberNo"`,
      [m.citizenId, m.username, m.email, m.passwordHash, m.name, m.surname, m.publicId, signedContractId,
        m.mobilePhone, m.birthDate, m.referral, m.createdAt],
    );
    return rows[0] ?? null;
  },

  async recordContract(tx: Tx, memberId: number, c: ContractRef, at: Date, ip: string): Promise<void> {
    await tx.query(
      'INSERT INTO member_contracts (member_id, contract_id, signed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [memberId, c.id, at],
    );
    await tx.query(
      `INSERT INTO contract_signatures (member_id, contract_id, contract_version, source, signed_at, client_address)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [memberId, c.id, c.version, SIGNUP_SOURCE, at, ip],
    );
  },

  async recordKvkConsent(tx: Tx, memberId: number, text: ContractRef | null, at: Date, ip: string): Promise<void> {
    if (text) {
      await tx.query(
        'INSERT INTO member_contracts (member_id, contract_id, signed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [memberId, text.id, at],
      );
    }
    await tx.query(
      `INSERT INTO kvk_consents (member_id, personal_data_protection, allow_contact, text_contract_id, text_version,
         popup_page, source, recorded_at, client_address)
       VALUES ($1, true, false, $2, $3, $4, $4, $5, $6)`,
      [memberId, text?.id ?? null, text?.version ?? null, SIGNUP_SOURCE, at, ip],
    );
  },

  /** The member an identifier names: a member number, a citizen ID or a username (case-insensitive). */
  async findByIdentifier(db: Queryable, kind: 'memberNo' | 'citizenId' | 'username', value: string) {
    const where = { memberNo: 'member_no = $1::bigint', citizenId: 'citizen_id = $1', username: 'lower(username) = lower($1)' }[kind];
    const rows = await db.query<{ id: number; username: string; email: string; mobilePhone: string | null }>(
      `SELECT id, username, email, mobile_phone AS "mobilePhone" FROM members WHERE ${where}`,
      [value],
    );
    return rows[0] ?? null;
  },

  async setPassword(tx: Tx, memberId: number, passwordHash: string): Promise<void> {
    await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [memberId, passwordHash]);
  },

  /** Ends every session of the member (after a password reset). */
  async endSessions(tx: Tx, memberId: number): Promise<void> {
    await tx.query('DELETE FROM sessions WHERE member_id = $1', [memberId]);
  },
};

export const KVK_TEXT_KIND = CONTRACT_KIND.kvk;
export const MEMBERSHIP_KIND = CONTRACT_KIND.membership;
