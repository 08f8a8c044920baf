/**
 * Migration 5: contracts become versioned documents with a kind and a text; signatures, personal-data (KVK)
 * consents, contact permissions, consent-popup views and membership-cancellation requests are kept as
 * append-only records with the time and the client address. Members' current state (signed_contract_id,
 * kvk_allowed, allow_contact, cookie_bar_sign_id) stays on the members row for the member-info read.
 */
import type { Migration } from './migration';

const sql = `
ALTER TABLE contracts ADD COLUMN kind text NOT NULL DEFAULT 'membership';
ALTER TABLE contracts ADD COLUMN body text NOT NULL DEFAULT '';
-- false: a newer text members are told about (the update bar) but are not forced to sign (code 1600)
ALTER TABLE contracts ADD COLUMN requires_signature boolean NOT NULL DEFAULT true;
CREATE INDEX contracts_kind ON contracts (kind, id);

CREATE TABLE contract_signatures (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id        bigint NOT NULL REFERENCES members(id),
  contract_id      integer NOT NULL REFERENCES contracts(id),
  contract_version integer NOT NULL,
  source           text NOT NULL,
  signed_at        timestamptz NOT NULL,
  client_address   text NOT NULL
);
CREATE INDEX contract_signatures_member ON contract_signatures (member_id, signed_at);

CREATE TABLE kvk_consents (
  id                       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id                bigint NOT NULL REFERENCES members(id),
  personal_data_protection boolean NOT NULL,
  allow_contact            boolean NOT NULL,
  -- the personal-data text (contracts row of kind 'kvk') the member answered
  text_contract_id         integer REFERENCES contracts(id),
  text_version             integer,
  popup_page               text NOT NULL,
  source                   text NOT NULL,
  recorded_at              timestamptz NOT NULL,
  client_address           text NOT NULL
);
CREATE INDEX kvk_consents_member ON kvk_consents (member_id, id);

CREATE TABLE kvk_popup_logs (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members(id),
  popup_page     text NOT NULL,
  shown_at       timestamptz NOT NULL,
  client_address text NOT NULL
);
CREATE INDEX kvk_popup_logs_member ON kvk_popup_logs (member_id);

CREATE TABLE contact_permissions (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members(id),
  sms_allowed    boolean NOT NULL,
  phone_allowed  boolean NOT NULL,
  email_allowed  boolean NOT NULL,
  recorded_at    timestamptz NOT NULL,
  client_address text NOT NULL
);
CREATE INDEX contact_permissions_member ON contact_permissions (member_id, id);

CREATE TABLE membership_cancellations (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members(id),
  status         text NOT NULL CHECK (status IN ('pending', 'withdrawn', 'completed')),
  requested_at   timestamptz NOT NULL,
  resolved_at    timestamptz,
  client_address text NOT NULL
);
-- at most one pending request per member
CREATE UNIQUE INDEX membership_cancellations_pending ON membership_cancellations (member_id) WHERE status = 'pending';
`;

export const MIGRATION_005_CONTRACTS: Migration = { version: 5, name: 'contracts, consents, contact permissions, cancellations', sql };
