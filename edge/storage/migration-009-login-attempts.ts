/**
 * Migration 9: login attempts counted before the password hash (security issue, parts 3 and 4).
 * - login_attempts: one row per subject, a member ('m:' || id) or an identifier naming no one ('u:' || sha256),
 *   so both take exactly the same path. A guess takes a slot (`plain`, or `solved` when it came with a solved
 *   captcha) before the scrypt, in one conditional upsert; `held_until` marks the account as under attack.
 * - login_reset_grants: a completed password reset lets the browser that did it log in to that account once.
 * The counters of migration 2 move here (an active hold stays active) and their old places are dropped, so
 * nothing can read a count that is no longer kept.
 */
import type { Migration } from './migration';

const sql = `
CREATE TABLE login_attempts (
  subject      text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  plain        integer NOT NULL CHECK (plain >= 0),
  solved       integer NOT NULL CHECK (solved >= 0),
  held_until   timestamptz
);
CREATE INDEX login_attempts_window ON login_attempts (window_start);

CREATE TABLE login_reset_grants (
  client_id  text NOT NULL,
  subject    text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (client_id, subject)
);
CREATE INDEX login_reset_grants_expires ON login_reset_grants (expires_at);

INSERT INTO login_attempts (subject, window_start, plain, solved, held_until)
  SELECT 'm:' || id, COALESCE(last_failed_at, held_until), failed_attempts, 0, held_until
  FROM members WHERE failed_attempts > 0 OR held_until IS NOT NULL;
INSERT INTO login_attempts (subject, window_start, plain, solved, held_until)
  SELECT 'u:' || id_hash, last_failed_at, failed_attempts, 0, held_until FROM login_unknown_holds;

ALTER TABLE members DROP COLUMN failed_attempts;
ALTER TABLE members DROP COLUMN last_failed_at;
ALTER TABLE members DROP COLUMN held_until;
DROP TABLE login_unknown_holds;
`;

export const MIGRATION_009_LOGIN_ATTEMPTS: Migration = { version: 9, name: 'login attempts before the hash', sql };
