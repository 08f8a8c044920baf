/**
 * Migration 12: Kupondaş's social half. Follows and blocks are pairs of members (a block also ends a follow in either
 * direction, in the service's transaction); comments are plain text on a share, soft-removed by their author or by
 * ops so reports keep their row; social actions are counted per member for the rate limits. The feed indexes serve
 * every feed query by keyset on (shared_at DESC, id DESC), never OFFSET; EXPLAIN checks them in the tests.
 */
import type { Migration } from './migration';

const sql = `
CREATE TABLE member_follows (
  follower_id bigint NOT NULL REFERENCES members(id),
  followee_id bigint NOT NULL REFERENCES members(id),
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
-- Followers of a member (counts, the followers-only visibility check).
CREATE INDEX member_follows_followee ON member_follows (followee_id, follower_id);

CREATE TABLE member_blocks (
  blocker_id bigint NOT NULL REFERENCES members(id),
  blocked_id bigint NOT NULL REFERENCES members(id),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
CREATE INDEX member_blocks_blocked ON member_blocks (blocked_id, blocker_id);

-- Profiles are addressed by nickname (signup writes the username, itself unique case-insensitively).
CREATE INDEX members_nickname_ci ON members (lower(nickname));

-- 'Tüm Paylaşımlar' filtered by status (ongoing, won, lost), and live (a live pick, still open).
CREATE INDEX coupon_shares_public_status ON coupon_shares (status, shared_at DESC, id DESC) WHERE privacy_level = 1;
CREATE INDEX coupon_shares_public_live ON coupon_shares (shared_at DESC, id DESC) WHERE privacy_level = 1 AND is_live AND status = 'open';
-- A member's shares by status ('Takip Ettiklerim' filtered per followed member).
CREATE INDEX coupon_shares_member_status ON coupon_shares (member_id, status, shared_at DESC, id DESC);
-- Leaderboards and profile stats: settled shares by settlement time, every column they read in the index.
CREATE INDEX coupon_shares_settled ON coupon_shares (settled_at) INCLUDE (member_id, status, score, total_odd) WHERE settled_at IS NOT NULL;

CREATE TABLE share_comments (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  share_id   bigint NOT NULL REFERENCES coupon_shares(id),
  member_id  bigint NOT NULL REFERENCES members(id),
  body       text NOT NULL,               -- plain text as written; never rendered as HTML
  created_at timestamptz NOT NULL,
  deleted_at timestamptz,                 -- the author deleted it
  removed_at timestamptz                  -- ops removed it after reports
);
CREATE INDEX share_comments_share ON share_comments (share_id, created_at DESC, id DESC) WHERE deleted_at IS NULL AND removed_at IS NULL;

CREATE TABLE comment_reports (
  comment_id  bigint NOT NULL REFERENCES share_comments(id),
  reporter_id bigint NOT NULL REFERENCES members(id),
  reason      text NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (comment_id, reporter_id)
);

-- One row per follow, unfollow, block, unblock, comment and report, for the per-member rate limits.
CREATE TABLE kupondas_actions (
  member_id bigint NOT NULL REFERENCES members(id),
  kind      text NOT NULL,
  at        timestamptz NOT NULL
);
CREATE INDEX kupondas_actions_member ON kupondas_actions (member_id, kind, at);
`;

export const MIGRATION_012_KUPONDAS_SOCIAL: Migration = { version: 12, name: 'kupondas follows, blocks, comments', sql };
