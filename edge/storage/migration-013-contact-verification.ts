/**
 * Migration 13: contact verification (spec sections 3, 4 and 7). Activation codes live in one_time_codes like the
 * password-reset codes (purposes 'verify-phone' and 'verify-email'), now also bound to the session that asked for
 * them (session_id: the session's stored id, never the cookie); their code_hash is an HMAC over the member, session,
 * contact and code. contact_verifications holds, per member, what the site asks (requested_type 1 phone, 2 e-mail,
 * 99 the phone info prompt) and what the popups reported (UpdateContactVerification). The verified state itself is
 * the members row's mobile_phone / mobile_phone_verified and email / email_verified, which member info reads.
 */
import type { Migration } from './migration';

const sql = `
ALTER TABLE one_time_codes ADD COLUMN session_id text;
-- Sends per member and purpose (daily limit, cooldown).
CREATE INDEX one_time_codes_member ON one_time_codes (purpose, member_id, created_at);

CREATE TABLE contact_verifications (
  member_id        bigint PRIMARY KEY REFERENCES members(id),
  requested_type   integer CHECK (requested_type IN (1, 2, 99)),  -- null: the site asks nothing
  noticed_session  text,          -- the session that was last shown a popup (asked once per session)
  noticed_at       timestamptz,
  code_sent_at     timestamptz,
  closed_at        timestamptz,   -- the info popup (99) dismissed without confirming
  phone_identity   text,          -- GsmActivationIdentity of the last phone verification
  email_identity   text,          -- EmailActivationIdentity of the last e-mail verification
  updated_at       timestamptz NOT NULL
);
`;

export const MIGRATION_013_CONTACT_VERIFICATION: Migration = { version: 13, name: 'contact verification', sql };
