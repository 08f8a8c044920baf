/**
 * Migration 11: Kupondaş. A share freezes its coupon as it was at sharing time (`snapshot`); settlement only writes
 * its status, score and settled time afterwards. One share per coupon (UNIQUE coupon_id): parallel shares of one
 * coupon give one row, the others meet the constraint and answer "already shared". Social tables (follows, blocks,
 * comments) come in the next migration; the sharing switches (platform maintenance, a member's block, the
 * permanently-deleted queue) live here because ShareCoupon reads them.
 */
import type { Migration } from './migration';

const sql = `
CREATE TABLE coupon_shares (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coupon_id     bigint NOT NULL UNIQUE REFERENCES coupons(id),
  member_id     bigint NOT NULL REFERENCES members(id),
  privacy_level smallint NOT NULL,          -- 1 all members, any other value followers only (spec section 9)
  platform_id   smallint NOT NULL,
  share_all     smallint NOT NULL,
  snapshot      jsonb NOT NULL,             -- the coupon and its rows as shared (names, odds, amount, total odds)
  total_odd     bigint NOT NULL,            -- hundredths, copied from the coupon at sharing time
  is_live       boolean NOT NULL,           -- the coupon held a live pick when it was played
  earns_score   boolean NOT NULL,           -- shared before its first event started, or live within 5 minutes
  status        text NOT NULL,              -- the coupon's status: open until settlement writes won/lost/refunded/cancelled
  score         integer,                    -- written once, when the coupon settles (null while open or not earning)
  shared_at     timestamptz NOT NULL,
  settled_at    timestamptz
);
-- 'Tüm Paylaşımlar': public shares newest first, keyset on (shared_at, id).
CREATE INDEX coupon_shares_public ON coupon_shares (shared_at DESC, id DESC) WHERE privacy_level = 1;
-- A member's shares (profile, 'Takip Ettiklerim' per followed member), newest first.
CREATE INDEX coupon_shares_member ON coupon_shares (member_id, shared_at DESC, id DESC);
-- Leaderboards: settled shares that earn a score, by settlement time.
CREATE INDEX coupon_shares_scored ON coupon_shares (settled_at, member_id) WHERE score IS NOT NULL;

-- Ops switches of the sharing platform (one row per switch name; 'maintenance' -> 1100 and standby).
CREATE TABLE sharing_switches (
  name       text PRIMARY KEY,
  enabled    boolean NOT NULL,
  changed_at timestamptz NOT NULL
);

-- Per-member sharing state: an ops block (1410) and the permanently-deleted queue (1112, set when a membership
-- cancellation is confirmed). A member without a row is neither.
CREATE TABLE member_sharing (
  member_id            bigint PRIMARY KEY REFERENCES members(id),
  blocked              boolean NOT NULL DEFAULT false,
  deleted_queue        boolean NOT NULL DEFAULT false,
  default_privacy      smallint NOT NULL DEFAULT 1,
  changed_at           timestamptz NOT NULL
);
`;

export const MIGRATION_011_KUPONDAS: Migration = { version: 11, name: 'kupondas shares', sql };
