/**
 * Migration 16: raffles and winners, notices and content (issue 14). A raffle keeps its secret seed (revealed after
 * the draw; its sha256 is published at creation), its entry rule and, once drawn, the frozen entries and winners.
 * Winner stories are shown only while the member's consent is stored. Notices (bar, popup, tutorial) have a target
 * and a period; ops notice ids start at 100, below which are the built-in flag ids (the contract notice is 5).
 * Members' dismissals are rows; content blocks are versioned HTML, each version with its start (scheduling).
 * members.city is shown beside masked winner names.
 */
import type { Migration } from './migration';

const sql = `
ALTER TABLE members ADD COLUMN city text;

CREATE TABLE raffles (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title           text NOT NULL,
  prize           text NOT NULL,
  min_stake_kurus bigint NOT NULL CHECK (min_stake_kurus > 0),
  period_start    timestamptz NOT NULL,
  period_end      timestamptz NOT NULL,
  draw_at         timestamptz NOT NULL,
  main_count      integer NOT NULL CHECK (main_count BETWEEN 1 AND 100),
  reserve_count   integer NOT NULL CHECK (reserve_count BETWEEN 0 AND 100),
  seed            text NOT NULL,
  seed_hash       text NOT NULL,
  drawn_at        timestamptz,
  entry_count     integer,
  created_at      timestamptz NOT NULL,
  CHECK (period_start < period_end AND period_end <= draw_at)
);

CREATE TABLE raffle_entries (
  raffle_id  bigint NOT NULL REFERENCES raffles(id),
  ref        text NOT NULL,
  owner_ref  text NOT NULL,
  coupon_id  bigint NOT NULL REFERENCES coupons(id),
  member_id  bigint NOT NULL REFERENCES members(id),
  PRIMARY KEY (raffle_id, ref)
);

CREATE TABLE raffle_winners (
  raffle_id  bigint NOT NULL REFERENCES raffles(id),
  position   integer NOT NULL,
  reserve    boolean NOT NULL,
  entry_ref  text NOT NULL,
  member_id  bigint NOT NULL REFERENCES members(id),
  PRIMARY KEY (raffle_id, position)
);

CREATE TABLE winner_stories (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members(id),
  coupon_id      bigint NOT NULL REFERENCES coupons(id) UNIQUE,
  story          text NOT NULL,
  consent_at     timestamptz NOT NULL,
  withdrawn_at   timestamptz,
  created_at     timestamptz NOT NULL
);
CREATE INDEX winner_stories_shown ON winner_stories (consent_at DESC) WHERE withdrawn_at IS NULL;
CREATE INDEX coupons_won_settled ON coupons (settled_at) WHERE status = 'won';

CREATE TABLE notices (
  id          bigint GENERATED ALWAYS AS IDENTITY (START WITH 100) PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('bar', 'popup', 'tutorial')),
  target      text NOT NULL CHECK (target IN ('all', 'visitors', 'members')),
  title       text NOT NULL,
  html        text NOT NULL,
  steps       jsonb NOT NULL DEFAULT '[]',
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  withdrawn_at timestamptz,
  created_at  timestamptz NOT NULL,
  CHECK (starts_at < ends_at)
);
CREATE INDEX notices_period ON notices (starts_at, ends_at) WHERE withdrawn_at IS NULL;

CREATE TABLE notice_dismissals (
  member_id    bigint NOT NULL REFERENCES members(id),
  notice_id    bigint NOT NULL,
  -- for the contract notice (flag 5): the signed contract id the member had when closing it
  value        integer NOT NULL DEFAULT 0,
  dismissed_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, notice_id)
);

CREATE TABLE content_blocks (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key         text NOT NULL,
  html        text NOT NULL,
  starts_at   timestamptz NOT NULL,
  withdrawn_at timestamptz,
  created_at  timestamptz NOT NULL
);
CREATE INDEX content_blocks_key ON content_blocks (key, starts_at DESC);
`;

export const MIGRATION_016_RAFFLES_NOTICES: Migration = { version: 16, name: 'raffles-notices', sql };
