/**
 * Rate limits of coupon play: per member and per client address, each a one-minute window in this process's
 * memory (an edge node limits what reaches it). The address is request.ip, so behind TRUST_PROXY proxies it is the
 * client's, never the proxy's; IPv6 counts by /64, as one subscriber gets a whole /64. The member's limit is asked
 * first and its refusals do not count against the address: one member hammering play does not use up the budget of
 * others behind the same carrier NAT, which is also why the address limit is the higher one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@shared/errors/catalogue';
import { HTTP, errorAnswer } from './answers';

const WINDOW_MS = 60_000;

/** An onRequest hook for the play route; it runs after the request guard, so the session is known. */
export const playRateLimit = (app: FastifyInstance, perMember: number, perIp: number) => {
  const byMember = app.createRateLimit({
    max: perMember,
    timeWindow: WINDOW_MS,
    keyGenerator: (req) => String(req.session?.memberId),
    // A visitor is refused 401 anyway; the address limit still counts the request.
    allowList: (req) => !req.session?.memberId,
  });
  const byAddress = app.createRateLimit({ max: perIp, timeWindow: WINDOW_MS });
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limit of [byMember, byAddress]) {
      const r = await limit(req);
      if (r.isAllowed || !r.isExceeded) continue;
      reply.code(HTTP.tooManyRequests).header('Retry-After', String(r.ttlInSeconds)).header('Cache-Control', 'no-store');
      return reply.send(errorAnswer('RATE_LIMITED', MESSAGES.playRateLimited));
    }
  };
};
