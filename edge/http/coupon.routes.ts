/**
 * Coupon play: members only, rate-limited per member and per address; refusals carry the Turkish message and a
 * status by kind (see answers.ts).
 */
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@shared/errors/catalogue';
import { API, type PlayCouponRequest } from '@shared/protocol/api';
import type { HttpDeps } from './http-deps';
import { HTTP, playRefusalStatus } from './answers';
import { playRateLimit } from './play-rate-limit.hook';
import { playCouponBody } from './schemas';

export const registerCouponRoutes = (app: FastifyInstance, { play, config }: HttpDeps): void => {
  const limited = playRateLimit(app, config.playRateLimitPerMember, config.playRateLimitPerIp);
  app.post<{ Body: PlayCouponRequest }>(API.playCoupon, { schema: { body: playCouponBody }, onRequest: limited }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const memberId = req.session?.memberId;
    if (!memberId) return reply.code(HTTP.unauthorized).send({ IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: MESSAGES.notLoggedIn });
    const result = await play.play(memberId, req.body);
    if (result.kind === 'refused') return reply.code(playRefusalStatus(result.answer.Code)).send(result.answer);
    return result.answer;
  });
};
