/**
 * Migration 3: captcha records.
 * - captcha_challenges: one open image per session (a new image replaces the old); the ValueHash handed out is
 *   stored only as its SHA-256, the answer only as an HMAC keyed by that ValueHash, so the table alone gives
 *   neither a usable ValueHash nor the answer. Answering deletes the row: one guess per image.
 * - captcha_passes: the CacheKey of a CaptchaRequired answer (stored as SHA-256), bound to the session; verified
 *   by a right answer on /uye/dogrulama, then used up by one login.
 * - login_ip_failures: wrong-password logins per public address, for the CaptchaRequired rule.
 */
import type { Migration } from './migration';

const sql = `
CREATE TABLE captcha_challenges (
  session_id  text PRIMARY KEY,
  id          text NOT NULL UNIQUE,
  answer_hmac text NOT NULL,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX captcha_challenges_expires ON captcha_challenges (expires_at);

CREATE TABLE captcha_passes (
  id          text PRIMARY KEY,
  session_id  text NOT NULL,
  verified_at timestamptz,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX captcha_passes_session ON captcha_passes (session_id);
CREATE INDEX captcha_passes_expires ON captcha_passes (expires_at);

CREATE TABLE login_ip_failures (
  ip        text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_ip_failures_ip ON login_ip_failures (ip, failed_at);
CREATE INDEX login_ip_failures_at ON login_ip_failures (failed_at);
`;

export const MIGRATION_003_CAPTCHA: Migration = { version: 3, name: 'captcha', sql };
