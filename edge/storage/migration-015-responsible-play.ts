/**
 * Migration 15: responsible play. A member's stake and loss limits per Istanbul period (the limit in force and at
 * most one waiting increase or removal), the session reminder and self-exclusion, and the append-only audit of every
 * change (time from the edge clock, the client address). A trigger refuses UPDATE and DELETE on the audit. The
 * ledger index by (member, time) serves the period sums the play transaction reads under the member's row lock.
 */
import type { Migration } from './migration';

const sql = `
CREATE TABLE play_limits (
  member_id            bigint NOT NULL REFERENCES members(id),
  kind                 text NOT NULL CHECK (kind IN ('stake', 'loss')),
  period               text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_kurus         bigint CHECK (amount_kurus > 0),
  pending_amount_kurus bigint CHECK (pending_amount_kurus > 0),
  pending_remove       boolean NOT NULL DEFAULT false,
  pending_requested_at timestamptz,
  updated_at           timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind, period),
  CHECK ((pending_requested_at IS NULL) = (pending_amount_kurus IS NULL AND NOT pending_remove))
);

CREATE TABLE play_settings (
  member_id            bigint PRIMARY KEY REFERENCES members(id),
  reminder_minutes     integer NOT NULL DEFAULT 0 CHECK (reminder_minutes IN (0, 30, 60)),
  excluded_until       timestamptz,
  excluded_permanently boolean NOT NULL DEFAULT false,
  updated_at           timestamptz NOT NULL
);

CREATE TABLE responsible_play_audit (
  id         bigserial PRIMARY KEY,
  member_id  bigint NOT NULL REFERENCES members(id),
  action     text NOT NULL,
  detail     text NOT NULL,
  address    text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX responsible_play_audit_member ON responsible_play_audit (member_id, id);

CREATE FUNCTION responsible_play_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'responsible_play_audit is append-only';
END;
$$;
CREATE TRIGGER responsible_play_audit_no_change BEFORE UPDATE OR DELETE ON responsible_play_audit
  FOR EACH ROW EXECUTE FUNCTION responsible_play_audit_append_only();

CREATE INDEX ledger_member_time ON ledger (member_id, created_at);
`;

export const MIGRATION_015_RESPONSIBLE_PLAY: Migration = { version: 15, name: 'responsible-play', sql };
