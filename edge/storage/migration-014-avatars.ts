/**
 * Migration 14: avatars. Every upload is a row of its own (ids never reused), holding only the re-encoded JPEG the
 * edge made (never the member's file). A member's row keeps what they chose (avatar_media_id and avatar_status, the
 * member settings' Avatar, since migration 1) apart from what others see (public_avatar_media_id, the last approved
 * one), so a waiting upload leaves the old picture visible to others until it is approved. Ops moderators claim a
 * waiting image with a lease (claim_token, claim_expires_at): one atomic UPDATE hands each image to one moderator.
 */
import type { Migration } from './migration';

const sql = `
CREATE TABLE avatar_media (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id        bigint NOT NULL REFERENCES members(id),
  -- 0 waiting, 1 approved, 2 rejected, 3 withdrawn (a newer choice or a removal came before review)
  status           smallint NOT NULL CHECK (status IN (0, 1, 2, 3)),
  image            bytea NOT NULL,
  created_at       timestamptz NOT NULL,
  claimed_by       text,
  claim_token      text,
  claim_expires_at timestamptz,
  reviewed_at      timestamptz,
  reviewed_by      text,
  reject_reason    text
);
-- The moderation queue, oldest first.
CREATE INDEX avatar_media_waiting ON avatar_media (created_at, id) WHERE status = 0;
-- A member's uploads of the last day (the daily cap), their archive and their last rejection.
CREATE INDEX avatar_media_member ON avatar_media (member_id, created_at DESC, id DESC);

ALTER TABLE members ADD COLUMN public_avatar_media_id bigint REFERENCES avatar_media(id);
`;

export const MIGRATION_014_AVATARS: Migration = { version: 14, name: 'avatars', sql };
