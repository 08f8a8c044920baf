/**
 * Follow, unfollow, block and unblock, by nickname. Each runs in one transaction holding the member's row, so the
 * rate limit and the follow limit are counted one action at a time; a block ends follows in both directions, and a
 * member blocked by another (or blocking them) cannot follow them.
 */
import { KUPONDAS_SOCIAL } from '@shared/constants/kupondas-social';
import { fillTemplate } from '@shared/errors/catalogue';
import { KUPONDAS_SOCIAL_MESSAGES as M } from '@shared/errors/kupondas-social-messages';
import type { FollowAnswer } from '@shared/protocol/kupondas-social-api';
import type { Db, Tx } from '../storage/db.port';
import { kupondasFollowsRepo, type SocialActionKind } from '../storage/kupondas-follows.repo';

export type FollowAction = 'follow' | 'unfollow' | 'block' | 'unblock';

/** A refusal with its HTTP status, code and Turkish message. */
export interface KupondasRefusal {
  refused: true;
  status: number;
  code: string;
  message: string;
}

export const kupondasRefusal = (status: number, code: string, message: string): KupondasRefusal => ({ refused: true, status, code, message });

const NOT_FOUND = 404;
const BAD_REQUEST = 400;
const FORBIDDEN = 403;
const UNPROCESSABLE = 422;
const TOO_MANY = 429;

const SOCIAL_KINDS: readonly SocialActionKind[] = ['follow', 'unfollow', 'block', 'unblock'];

export interface KupondasFollowService {
  act(memberId: number, action: FollowAction, nickname: string): Promise<FollowAnswer | KupondasRefusal>;
}

/** Counts the member's recent actions of `kinds` under its row lock; a refusal when `max` is reached. */
export const rateLimited = async (
  tx: Tx, memberId: number, kinds: readonly SocialActionKind[], at: number, windowMs: number, max: number, message: string,
): Promise<KupondasRefusal | null> => {
  const n = await kupondasFollowsRepo.lockAndCount(tx, memberId, kinds, new Date(at - windowMs), new Date(at - KUPONDAS_SOCIAL.hourMs));
  return n >= max ? kupondasRefusal(TOO_MANY, 'RATE_LIMITED', message) : null;
};

export const createKupondasFollowService = ({ db, now }: { db: Db; now: () => number }): KupondasFollowService => ({
  async act(memberId, action, nickname) {
    const target = await kupondasFollowsRepo.byNickname(db, nickname);
    if (!target) return kupondasRefusal(NOT_FOUND, 'NOT_FOUND', M.memberNotFound);
    if (target.id === memberId) {
      return kupondasRefusal(BAD_REQUEST, 'SELF', action === 'block' || action === 'unblock' ? M.blockSelf : M.followSelf);
    }
    const at = now();
    const done = await db.transaction(async (tx): Promise<KupondasRefusal | null> => {
      const limited = await rateLimited(tx, memberId, SOCIAL_KINDS, at, KUPONDAS_SOCIAL.socialWindowMs, KUPONDAS_SOCIAL.socialActionsPerWindow, M.tooManyActions);
      if (limited) return limited;
      if (action === 'follow') {
        const relation = await kupondasFollowsRepo.relation(tx, memberId, target.id);
        if (relation.blockedBy) return kupondasRefusal(FORBIDDEN, 'BLOCKED', M.blockedByMember);
        if (relation.blocked) return kupondasRefusal(FORBIDDEN, 'BLOCKED', M.youBlockedMember);
        if (!relation.follows && (await kupondasFollowsRepo.followingCount(tx, memberId)) >= KUPONDAS_SOCIAL.maxFollowing) {
          return kupondasRefusal(UNPROCESSABLE, 'FOLLOW_LIMIT', fillTemplate(M.followLimit, { max: KUPONDAS_SOCIAL.maxFollowing }));
        }
        await kupondasFollowsRepo.follow(tx, memberId, target.id, new Date(at));
      } else if (action === 'unfollow') {
        await kupondasFollowsRepo.unfollow(tx, memberId, target.id);
      } else if (action === 'block') {
        await kupondasFollowsRepo.block(tx, memberId, target.id, new Date(at));
      } else {
        await kupondasFollowsRepo.unblock(tx, memberId, target.id);
      }
      await kupondasFollowsRepo.recordAction(tx, memberId, action, new Date(at));
      return null;
    });
    if (done) return done;
    const [relation, counts] = await Promise.all([
      kupondasFollowsRepo.relation(db, memberId, target.id),
      kupondasFollowsRepo.counts(db, target.id),
    ]);
    return { IsSuccess: true, ViewerFollows: relation.follows, ViewerBlocked: relation.blocked, Followers: counts.followers };
  },
});
