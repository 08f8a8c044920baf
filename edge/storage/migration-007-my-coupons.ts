/**
 * My coupons and settlement: settlement state on coupons and selections, one payout ledger row per coupon (a result
 * delivered twice pays once), names and folders, saved unplayed coupons, our own short links and tracking records.
 */
import type { Migration } from './migration';

export const MIGRATION_007_MY_COUPONS: Migration = {
  version: 7,
  name: 'my coupons and settlement',
  sql: `
ALTER TABLE coupons ADD COLUMN column_count integer NOT NULL DEFAULT 1;
ALTER TABLE coupons ADD COLUMN name text;
ALTER TABLE coupons ADD COLUMN folder text CHECK (folder IN ('old', 'lost'));
ALTER TABLE coupons ADD COLUMN winnings_kurus bigint NOT NULL DEFAULT 0 CHECK (winnings_kurus >= 0);
ALTER TABLE coupons ADD COLUMN refunded boolean NOT NULL DEFAULT false;
ALTER TABLE coupons ADD COLUMN settled_at timestamptz;
CREATE INDEX coupons_open ON coupons (id) WHERE status = 'open';
CREATE INDEX coupons_member_status ON coupons (member_id, status, played_at DESC);

ALTER TABLE coupon_selections ADD COLUMN starts_at timestamptz;
ALTER TABLE coupon_selections ADD COLUMN settled_at timestamptz;

-- One payout (winnings or refund) per coupon, whatever happens.
CREATE UNIQUE INDEX ledger_payout_once ON ledger (coupon_id) WHERE kind IN ('coupon_payout', 'coupon_refund');

CREATE TABLE saved_coupons (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code       text NOT NULL UNIQUE,          -- random, for the share link; the id is only for its owner
  member_id  bigint NOT NULL REFERENCES members(id),
  name       text NOT NULL,
  payload    jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX saved_coupons_member ON saved_coupons (member_id, id DESC);

CREATE TABLE short_links (
  code       text PRIMARY KEY,
  coupon_no  text NOT NULL UNIQUE REFERENCES coupons(coupon_no),
  created_at timestamptz NOT NULL
);

CREATE TABLE tracking_records (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  barcode        text NOT NULL,
  hazir_kupon_id text NOT NULL,
  member_id      bigint REFERENCES members(id),
  client_ip      text NOT NULL,
  created_at     timestamptz NOT NULL
);
`,
};
