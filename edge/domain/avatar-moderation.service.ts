/**
 * Ops moderation of avatars: the waiting queue oldest first, a claim that hands the oldest free image to one
 * moderator for a lease, and the decision under that claim. Approval makes the image the member's public avatar
 * (others see it from then on); rejection keeps what others saw before and gives the member back their last approved
 * picture, or none. The decision takes the member's lock first, as every avatar change does, so it cannot cross an
 * upload of the same member.
 */
import { randomBytes } from 'node:crypto';
import { AVATAR_LIMITS as L, AVATAR_MEDIA_STATUS as M, AVATAR_STATUS } from '@shared/constants/avatar';
import type { AvatarClaimAnswer, AvatarDecisionAnswer, AvatarDecisionRequest, AvatarQueueAnswer } from '@shared/protocol/avatar-api';
import type { Db } from '../storage/db.port';
import { avatarsRepo } from '../storage/avatars.repo';

const QUEUE_PAGE = 50;

const dataUrl = (jpeg: Uint8Array): string => `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}`;

export const createAvatarModerationService = ({ db, now }: { db: Db; now: () => number }) => ({
  async queue(): Promise<AvatarQueueAnswer> {
    const at = now();
    const { items, total } = await avatarsRepo.waiting(db, QUEUE_PAGE);
    return {
      Items: items.map((r) => ({
        MediaId: r.mediaId,
        Nickname: r.nickname,
        CreatedAt: r.createdAt.getTime(),
        ClaimedUntil: r.claimExpiresAt && r.claimExpiresAt.getTime() > at ? r.claimExpiresAt.getTime() : null,
      })),
      Total: total,
    };
  },

  async claim(moderator: string): Promise<AvatarClaimAnswer> {
    const at = now();
    const token = randomBytes(18).toString('base64url');
    const until = at + L.claimLeaseMs;
    const row = await avatarsRepo.claimOldest(db, moderator, token, new Date(at), new Date(until));
    if (!row) return { Item: null };
    return {
      Item: { MediaId: row.mediaId, Nickname: row.nickname, CreatedAt: row.createdAt.getTime(), Image: dataUrl(row.image), ClaimToken: token, ClaimedUntil: until },
    };
  },

  async decide({ mediaId, claimToken, approve, reason }: AvatarDecisionRequest): Promise<AvatarDecisionAnswer> {
    const owner = await avatarsRepo.ownerOf(db, mediaId);
    if (owner === null) return { Decided: false };
    const decided = await db.transaction(async (tx) => {
      const member = await avatarsRepo.lockMember(tx, owner);
      if (!member) return false;
      const status = approve ? M.approved : M.rejected;
      const memberId = await avatarsRepo.decide(tx, mediaId, claimToken, new Date(now()), status, approve ? null : (reason ?? '').trim());
      if (memberId === null) return false;
      // Only the member's current choice changes their avatar (a withdrawn image never reaches this point).
      if (member.mediaId !== mediaId) return true;
      if (approve) await avatarsRepo.setMemberAvatar(tx, owner, mediaId, AVATAR_STATUS.approved, mediaId);
      else {
        const back = member.publicMediaId;
        await avatarsRepo.setMemberAvatar(tx, owner, back, back === null ? null : AVATAR_STATUS.approved, back);
      }
      return true;
    });
    return { Decided: decided };
  },
});

export type AvatarModerationService = ReturnType<typeof createAvatarModerationService>;
