/**
 * Migration 6: client error reports (POST /Site/LogClient), bounded by the route (rows capped, a per-session
 * limit), and campaign participations (GET /forms/Campaigns/CampaignV2Participate.aspx), one per member and
 * campaign.
 */
import type { Migration } from './migration';

const sql = `
CREATE TABLE client_logs (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id   text NOT NULL,               -- the session's id (a hash of the cookie, never the cookie)
  member_id    bigint REFERENCES members(id) ON DELETE SET NULL,
  level        text NOT NULL,
  message      text NOT NULL,
  url          text NOT NULL,
  data         text NOT NULL,
  stack        text NOT NULL,
  callsite     text NOT NULL,
  machine_name text NOT NULL,
  user_agent   text NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX client_logs_session ON client_logs (session_id);

CREATE TABLE campaign_participations (
  member_id       bigint NOT NULL REFERENCES members(id),
  campaign_id     integer NOT NULL,
  participated_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, campaign_id)
);
`;

export const MIGRATION_006_CLIENT_LOG: Migration = { version: 6, name: 'client logs and campaign participations', sql };
