/**
 * Migration 4 (sign-up, forgot password, messages): member contact and birth data, one-time codes, the
 * outbox of SMS and e-mail, contact messages and the member's message thread. The contract acceptance and the
 * personal-data consent given at sign-up go to the record tables of migration 5 (contract_signatures,
 * kvk_consents), which contract signing for existing members writes too.
 */
import type { Migration } from './migration';

const sql = `
ALTER TABLE members ADD COLUMN mobile_phone text;
ALTER TABLE members ADD COLUMN birth_date date;
ALTER TABLE members ADD COLUMN referral_link text;
CREATE INDEX members_email_lower ON members (lower(email));
-- New member numbers; the seeded demo members sit far below.
CREATE SEQUENCE member_no_seq START WITH 20000001;

CREATE TABLE one_time_codes (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose    text NOT NULL,
  member_id  bigint REFERENCES members(id),  -- null: asked for an account that does not match (counted, never usable)
  contact    text NOT NULL,                  -- normalised phone digits or lower-cased e-mail
  code_hash  text,                           -- salted sha256; null when no code was made
  attempts   integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX one_time_codes_contact ON one_time_codes (purpose, contact, created_at);

CREATE TABLE outbox (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel    text NOT NULL CHECK (channel IN ('sms', 'email')),
  "to"       text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  purpose    text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE contact_messages (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id  bigint REFERENCES members(id),
  name       text NOT NULL,
  email      text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  ip         text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE member_messages (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members(id),
  from_member boolean NOT NULL,
  subject     text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL,
  read_at     timestamptz
);
CREATE INDEX member_messages_member ON member_messages (member_id, created_at);
CREATE INDEX member_messages_unread ON member_messages (member_id) WHERE NOT from_member AND read_at IS NULL;
`;

export const MIGRATION_004_SIGNUP: Migration = { version: 4, name: 'sign-up, one-time codes, outbox, messages', sql };
