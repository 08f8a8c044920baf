/**
 * Ops moderation of avatars behind OPS_TOKEN (ops-guard.ts) and, as every POST, the anti-forgery token: the waiting
 * queue, a claim of the oldest free image, and the decision under the claim.
 */
import { AVATAR_API as P, type AvatarClaimRequest, type AvatarDecisionRequest } from '@shared/protocol/avatar-api';
import type { AreaPlugin } from './http-deps';
import { passOpsGuard } from './ops-guard';
import { avatarClaimBody, avatarDecisionBody } from './avatar.schemas';

export const avatarOpsRoutes: AreaPlugin<'config' | 'avatarModeration'> = async (app, { config, avatarModeration }) => {
  app.get(P.opsQueue, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    return avatarModeration.queue();
  });

  app.post<{ Body: AvatarClaimRequest }>(P.opsClaim, { schema: { body: avatarClaimBody } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    return avatarModeration.claim(req.body.moderator.trim());
  });

  app.post<{ Body: AvatarDecisionRequest }>(P.opsDecide, { schema: { body: avatarDecisionBody } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    return avatarModeration.decide(req.body);
  });
};
