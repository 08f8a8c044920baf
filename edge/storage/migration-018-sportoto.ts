/**
 * Migration 18: Spor Toto (issue 14). A pool is 15 football matches of the program, taken once with their start
 * (the pool closes at the first); a match belongs to one pool only, so two edges making a pool at once cannot both
 * succeed. A match's result is written once, with its source: the official result, or a recorded draw whose seed is
 * stored. A pool coupon is a row of `coupons` (product 'sportoto': ledger rows, member counts and responsible-play
 * sums treat it as any coupon) plus its picks here. Settlement writes the prize split on the pool row, once.
 */
import type { Migration } from './migration';

const sql = `
CREATE TABLE stoto_pools (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  week               text NOT NULL,
  closes_at          timestamptz NOT NULL,
  column_price_kurus bigint NOT NULL CHECK (column_price_kurus > 0),
  status             text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  created_at         timestamptz NOT NULL,
  settled_at         timestamptz,
  fund_kurus         bigint,
  carry_in_kurus     bigint,
  carry_out_kurus    bigint,
  carried_into       bigint REFERENCES stoto_pools(id),
  prizes             jsonb
);

CREATE TABLE stoto_pool_matches (
  pool_id        bigint NOT NULL REFERENCES stoto_pools(id),
  position       integer NOT NULL CHECK (position BETWEEN 1 AND 15),
  event_nid      bigint NOT NULL UNIQUE,
  event_code     bigint NOT NULL,
  name           text NOT NULL,
  competition    text NOT NULL,
  starts_at      timestamptz NOT NULL,
  result         text CHECK (result IN ('1', '0', '2')),
  result_source  text CHECK (result_source IN ('official', 'draw')),
  score          jsonb,
  draw_seed      text,
  decided_at     timestamptz,
  PRIMARY KEY (pool_id, position)
);

CREATE TABLE stoto_coupons (
  coupon_id    bigint PRIMARY KEY REFERENCES coupons(id),
  pool_id      bigint NOT NULL REFERENCES stoto_pools(id),
  picks        jsonb NOT NULL,
  best_correct integer
);
CREATE INDEX stoto_coupons_pool ON stoto_coupons (pool_id);

CREATE TABLE stoto_tracking (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  barcode    text NOT NULL,
  member_id  bigint REFERENCES members(id),
  client_ip  text NOT NULL,
  created_at timestamptz NOT NULL
);
`;

export const MIGRATION_018_SPORTOTO: Migration = { version: 18, name: 'spor toto pools', sql };
