/** Contact verification: the member's contacts and what the site asks (contact_verifications), and code bookkeeping. */
import type { Queryable, Tx } from './db.port';

export interface ContactState {
  mobilePhone: string | null;
  mobilePhoneVerified: boolean;
  email: string | null;
  emailVerified: boolean;
  requestedType: number | null;
  noticedSession: string | null;
  closedAt: Date | null;
}

export interface VerificationReport {
  noticedSession?: string;
  codeSent?: boolean;
  closed?: boolean;
}

export const contactVerificationRepo = {
  async state(db: Queryable, memberId: number): Promise<ContactState | null> {
    const rows = await db.query<ContactState & Record<string, unknown>>(
      `SELECT m.mobile_phone AS "mobilePhone", m.mobile_phone_verified AS "mobilePhoneVerified", m.email,
              m.email_verified AS "emailVerified", v.requested_type AS "requestedType",
              v.noticed_session AS "noticedSession", v.closed_at AS "closedAt"
       FROM members m LEFT JOIN contact_verifications v ON v.member_id = m.id WHERE m.id = $1`,
      [memberId],
    );
    return rows[0] ?? null;
  },

  /** What a popup reported (UpdateContactVerification), one row per member. */
  async report(db: Queryable, memberId: number, r: VerificationReport, at: Date): Promise<void> {
    await db.query(
      `INSERT INTO contact_verifications (member_id, noticed_session, noticed_at, code_sent_at, closed_at, updated_at)
       VALUES ($1, $2, CASE WHEN $2::text IS NULL THEN NULL ELSE $5::timestamptz END,
               CASE WHEN $3::boolean THEN $5::timestamptz END, CASE WHEN $4::boolean THEN $5::timestamptz END, $5)
       ON CONFLICT (member_id) DO UPDATE SET
         noticed_session = COALESCE(EXCLUDED.noticed_session, contact_verifications.noticed_session),
         noticed_at = COALESCE(EXCLUDED.noticed_at, contact_verifications.noticed_at),
         code_sent_at = COALESCE(EXCLUDED.code_sent_at, contact_verifications.code_sent_at),
         closed_at = COALESCE(EXCLUDED.closed_at, contact_verifications.closed_at),
         updated_at = EXCLUDED.updated_at`,
      [memberId, r.noticedSession ?? null, r.codeSent === true, r.closed === true, at],
    );
  },

  /** The site asks the member to verify (seeded members, ops). */
  async request(db: Queryable, memberId: number, type: number, at: Date): Promise<void> {
    await db.query(
      `INSERT INTO contact_verifications (member_id, requested_type, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (member_id) DO UPDATE SET requested_type = EXCLUDED.requested_type, closed_at = NULL, updated_at = EXCLUDED.updated_at`,
      [memberId, type, at],
    );
  },

  /** Codes asked by the member for this purpose since `since` (the daily limit counts every send). */
  async sentSince(db: Queryable, purpose: string, memberId: number, since: Date): Promise<number> {
    const rows = await db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM one_time_codes WHERE purpose = $1 AND member_id = $2 AND created_at >= $3',
      [purpose, memberId, since],
    );
    return rows[0]?.n ?? 0;
  },

  async lastSentAt(db: Queryable, purpose: string, memberId: number): Promise<Date | null> {
    const rows = await db.query<{ at: Date | null }>(
      'SELECT MAX(created_at) AS at FROM one_time_codes WHERE purpose = $1 AND member_id = $2',
      [purpose, memberId],
    );
    return rows[0]?.at ?? null;
  },

  /** Uses the code up if nobody has (one atomic update): true for exactly one caller. */
  async consume(tx: Tx, codeId: number, at: Date): Promise<boolean> {
    const rows = await tx.query('UPDATE one_time_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [codeId, at]);
    return rows.length === 1;
  },

  async setPhoneVerified(tx: Tx, memberId: number, phone: string, identity: string, at: Date): Promise<void> {
    await tx.query('UPDATE members SET mobile_phone = $2, mobile_phone_verified = true WHERE id = $1', [memberId, phone]);
    await tx.query(
      `INSERT INTO contact_verifications (member_id, phone_identity, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (member_id) DO UPDATE SET phone_identity = EXCLUDED.phone_identity, updated_at = EXCLUDED.updated_at`,
      [memberId, identity, at],
    );
  },

  async setEmailVerified(tx: Tx, memberId: number, email: string, identity: string, at: Date): Promise<void> {
    await tx.query('UPDATE members SET email = $2, email_verified = true WHERE id = $1', [memberId, email]);
    await tx.query(
      `INSERT INTO contact_verifications (member_id, email_identity, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (member_id) DO UPDATE SET email_identity = EXCLUDED.email_identity, updated_at = EXCLUDED.updated_at`,
      [memberId, identity, at],
    );
  },
};
