/**
 * Personal-data (KVK) consents and contact permissions as append-only records (time and client address), with
 * the member's current answer kept on the members row; and the log of consent popups shown.
 */
import type { ContactPermissions } from '@shared/protocol/contract-api';
import type { Queryable, Tx } from './db.port';

export interface ConsentState {
  kvkAllowed: boolean;
  allowContact: boolean;
  signedContractId: number;
  isPasswordChanged: boolean;
}

export interface NewConsent {
  memberId: number;
  personalDataProtection: boolean;
  allowContact: boolean;
  textContractId: number | null;
  textVersion: number | null;
  popupPage: string;
  source: string;
  at: Date;
  clientAddress: string;
}

export interface NewPermissions extends ContactPermissions {
  memberId: number;
  at: Date;
  clientAddress: string;
}

export const consentsRepo = {
  async state(db: Queryable, memberId: number): Promise<ConsentState | null> {
    const rows = await db.query<ConsentState & Record<string, unknown>>(
      `SELECT kvk_allowed AS "kvkAllowed", allow_contact AS "allowContact", signed_contract_id AS "signedContractId",
         is_password_changed AS "isPasswordChanged" FROM members WHERE id = $1`,
      [memberId],
    );
    return rows[0] ?? null;
  },

  async record(tx: Tx, c: NewConsent): Promise<void> {
    await tx.query(
      `INSERT INTO kvk_consents (member_id, personal_data_protection, allow_contact, text_contract_id, text_version, popup_page,
         source, recorded_at, client_address) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [c.memberId, c.personalDataProtection, c.allowContact, c.textContractId, c.textVersion, c.popupPage, c.source, c.at, c.clientAddress],
    );
    // Any answer, allowed or refused, settles a pending consent request (kvk_required, migration 2).
    await tx.query('UPDATE members SET kvk_allowed = $2, allow_contact = $3, kvk_required = false WHERE id = $1', [c.memberId, c.personalDataProtection, c.allowContact]);
  },

  async logPopup(db: Queryable, memberId: number, popupPage: string, at: Date, clientAddress: string): Promise<void> {
    await db.query('INSERT INTO kvk_popup_logs (member_id, popup_page, shown_at, client_address) VALUES ($1, $2, $3, $4)', [
      memberId,
      popupPage,
      at,
      clientAddress,
    ]);
  },

  /** The latest permissions record; a member who never answered has everything off. */
  async permissions(db: Queryable, memberId: number): Promise<ContactPermissions> {
    const rows = await db.query<ContactPermissions & Record<string, unknown>>(
      `SELECT sms_allowed AS "smsAllowed", phone_allowed AS "phoneAllowed", email_allowed AS "emailAllowed"
       FROM contact_permissions WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
      [memberId],
    );
    return rows[0] ?? { smsAllowed: false, phoneAllowed: false, emailAllowed: false };
  },

  async savePermissions(db: Queryable, p: NewPermissions): Promise<void> {
    await db.query(
      `INSERT INTO contact_permissions (member_id, sms_allowed, phone_allowed, email_allowed, recorded_at, client_address)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [p.memberId, p.smsAllowed, p.phoneAllowed, p.emailAllowed, p.at, p.clientAddress],
    );
  },

  /** The cookie-bar text version the member closed (member extended info). */
  async signCookieBar(db: Queryable, memberId: number, signId: number): Promise<void> {
    await db.query('UPDATE members SET cookie_bar_sign_id = $2 WHERE id = $1', [memberId, signId]);
  },
};
