/**
 * Coupon play: members only, rate-limited per member and per address; refusals carry the Turkish message and a
 * status by kind (see answers.ts).
 */
import { API, type PlayCouponRequest } from '@shared/protocol/api';
import type { AreaPlugin } from './http-deps';
import { playRefusalStatus } from './answers';
import { playCouponBody } from './coupon.schemas';
import { memberIdOf, requireMember } from './member-guard';
import { playRateLimit } from './play-rate-limit.hook';

export const couponRoutes: AreaPlugin<'sessions' | 'play' | 'config'> = async (app, { sessions, play, config }) => {
  const limited = playRateLimit(app, config.playRateLimitPerMember, config.playRateLimitPerIp);
  app.post<{ Body: PlayCouponRequest }>(
    API.playCoupon,
    { schema: { body: playCouponBody }, onRequest: limited, preHandler: requireMember(sessions) },
    async (req, reply) => {
      const result = await play.play(memberIdOf(req), req.body);
      if (result.kind === 'refused') return reply.code(playRefusalStatus(result.answer.Code)).send(result.answer);
      return result.answer;
    },
  );
};
