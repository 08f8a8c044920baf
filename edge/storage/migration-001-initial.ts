/**
 * Migration 1: the initial schema: members, contracts and their signatures, sessions, coupons with their selections,
 * the ledger and event results.
 */
import type { Migration } from './migration';

const sql = `
CREATE TABLE members (
  id                        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_no                 bigint NOT NULL UNIQUE,
  citizen_id                char(11) NOT NULL UNIQUE,
  username                  text NOT NULL,
  email                     text NOT NULL,
  password_hash             text NOT NULL,
  name                      text NOT NULL,
  surname                   text NOT NULL,
  nickname                  text NOT NULL,
  -- opaque id the client and the realtime member room use instead of the row id
  public_id                 text NOT NULL UNIQUE,
  balance_kurus             bigint NOT NULL DEFAULT 0 CHECK (balance_kurus >= 0),
  point                     integer NOT NULL DEFAULT 0,
  is_sharing_member         boolean NOT NULL DEFAULT false,
  is_winners_club_member    boolean NOT NULL DEFAULT false,
  is_nickname_changed       boolean NOT NULL DEFAULT false,
  is_password_changed       boolean NOT NULL DEFAULT true,
  has_multiple_coupon_right boolean NOT NULL DEFAULT false,
  open_coupon_type          integer NOT NULL DEFAULT 1,
  signed_contract_id        integer NOT NULL DEFAULT 0,
  avatar_media_id           bigint,
  avatar_status             integer,
  kvk_allowed               boolean NOT NULL DEFAULT false,
  allow_contact             boolean NOT NULL DEFAULT false,
  email_verified            boolean NOT NULL DEFAULT false,
  mobile_phone_verified     boolean NOT NULL DEFAULT false,
  waiting_messages          integer NOT NULL DEFAULT 0,
  notice_id                 integer,
  cookie_bar_sign_id        integer NOT NULL DEFAULT 0,
  group_code                text NOT NULL DEFAULT '',
  tracking_code             text NOT NULL DEFAULT '',
  redirect_on_login         text,
  created_at                timestamptz NOT NULL
);
CREATE UNIQUE INDEX members_username_ci ON members (lower(username));

CREATE TABLE contracts (
  id           integer PRIMARY KEY,
  version      integer NOT NULL,
  title        text NOT NULL,
  published_at timestamptz NOT NULL
);
CREATE TABLE member_contracts (
  member_id   bigint NOT NULL REFERENCES members(id),
  contract_id integer NOT NULL REFERENCES contracts(id),
  signed_at   timestamptz NOT NULL,
  PRIMARY KEY (member_id, contract_id)
);

CREATE TABLE sessions (
  id           text PRIMARY KEY,              -- sha256 of the cookie value, never the value itself
  member_id    bigint REFERENCES members(id), -- null for a visitor
  csrf_token   text NOT NULL,
  login_type   integer,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX sessions_last_seen ON sessions (last_seen_at);

CREATE TABLE coupons (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coupon_no          text NOT NULL UNIQUE,
  member_id          bigint NOT NULL REFERENCES members(id),
  product            text NOT NULL DEFAULT 'iddaa',
  idempotency_key    text NOT NULL,
  request_hash       text NOT NULL,
  answer             json,       -- json, not jsonb: a replay returns the first answer byte for byte
  amount_kurus       bigint NOT NULL CHECK (amount_kurus > 0),
  misli              integer NOT NULL,
  total_odd          bigint NOT NULL,
  max_winnings_kurus bigint NOT NULL,
  system_sizes       jsonb NOT NULL DEFAULT '[]',
  status             text NOT NULL,
  played_at          timestamptz NOT NULL,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX coupons_member ON coupons (member_id, played_at DESC);

CREATE TABLE coupon_selections (
  coupon_id   bigint NOT NULL REFERENCES coupons(id),
  position    integer NOT NULL,
  event_code  bigint NOT NULL,
  market_id   bigint NOT NULL,
  outcome_id  bigint NOT NULL,
  odd         integer NOT NULL CHECK (odd > 0),
  seen_odd    integer NOT NULL,
  banker      boolean NOT NULL,
  mbs         integer NOT NULL,
  sport_id    integer NOT NULL,
  live        boolean NOT NULL,
  event_name  text NOT NULL,
  market_name text NOT NULL,
  outcome_name text NOT NULL,
  status      text NOT NULL,
  PRIMARY KEY (coupon_id, position)
);
CREATE INDEX coupon_selections_event ON coupon_selections (event_code);

CREATE TABLE ledger (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id    bigint NOT NULL REFERENCES members(id),
  amount_kurus bigint NOT NULL CHECK (amount_kurus <> 0),
  kind         text NOT NULL,
  coupon_id    bigint REFERENCES coupons(id),
  created_at   timestamptz NOT NULL
);
CREATE INDEX ledger_member ON ledger (member_id);

CREATE TABLE event_results (
  event_code           bigint PRIMARY KEY,
  sport_id             integer NOT NULL,
  status               integer NOT NULL,
  score                jsonb,
  winning_outcome_ids  jsonb NOT NULL,
  decided_market_ids   jsonb NOT NULL,
  finished_at          timestamptz NOT NULL,
  received_at          timestamptz NOT NULL
);
`;

export const MIGRATION_001_INITIAL: Migration = { version: 1, name: 'initial schema', sql };
