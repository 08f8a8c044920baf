/**
 * Migration 19: the page's diagnostics (shared/protocol/diagnostics-api.ts). Screen logs ({id, html}) and coupon
 * activity reports, each keyed by the client's own id so a post replayed after a lost answer is stored once; both
 * bounded by the service (rows per session, newest rows kept). Times are the edge's clock.
 */
import type { Migration } from './migration';

const sql = `
CREATE TABLE screen_logs (
  seq         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id   text NOT NULL,
  session_id  text NOT NULL,               -- the session's (or visitor's) id, never the cookie
  html        text NOT NULL,
  received_at timestamptz NOT NULL,
  UNIQUE (session_id, client_id)
);
CREATE INDEX screen_logs_session ON screen_logs (session_id);

CREATE TABLE coupon_activity_reports (
  seq         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  nid         text NOT NULL UNIQUE,
  session_id  text NOT NULL,
  visit_id    text NOT NULL,
  ending      text NOT NULL CHECK (ending IN ('played', 'abandoned')),
  end_rows    integer NOT NULL,
  picks       integer NOT NULL,
  started_at  timestamptz NOT NULL,
  ended_at    timestamptz NOT NULL,
  edit_span_ms integer NOT NULL,
  first_pick_ms integer NOT NULL,
  removals    integer NOT NULL,
  amount      bigint NOT NULL,
  refusals    integer NOT NULL,
  last_edit_to_end_ms integer NOT NULL,
  odds_changes integer NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX coupon_activity_reports_session ON coupon_activity_reports (session_id);
CREATE INDEX coupon_activity_reports_received ON coupon_activity_reports (received_at);
`;

export const MIGRATION_019_SCREEN_LOGS: Migration = { version: 19, name: 'screen logs and coupon activity reports', sql };
