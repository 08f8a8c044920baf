/**
 * Spor Toto (issue 14): the pool, play (members only, rate-limited like coupon play), the member's pool coupons, the
 * sports-pool service's SaveCouponName under SPORTOTO_API_BASE (with credentials and "Authorization: Bearer <the
 * page's anti-forgery token>"; HTTP status equals sc), the coupon mail through the outbox and tracking.
 */
import { SPORTOTO_API as P, type StotoPlayRequest, type StotoSendMailRequest } from '@shared/protocol/sportoto-api';
import { STOTO_MESSAGES as M } from '@shared/errors/sportoto-messages';
import type { AreaPlugin } from './http-deps';
import { playRefusalStatus } from './answers';
import { memberIdOf, memberOrNull, requireMember } from './member-guard';
import { playRateLimit } from './play-rate-limit.hook';
import { loadSession } from './request-guard.hook';
import { poolByIdQuery, saveNameQuery, stotoPlayBody, stotoSendMailBody, stotoTrackQuery } from './sportoto.schemas';

const RATE_WINDOW_MS = 60_000;
const limited = (max: number) => ({ rateLimit: { max, timeWindow: RATE_WINDOW_MS } });
const BEARER = /^Bearer (.+)$/;

export const sportotoRoutes: AreaPlugin<'sessions' | 'config' | 'sportotoPool' | 'sportotoPlay' | 'sportotoCalls'> = async (
  app, { sessions, config, sportotoPool, sportotoPlay, sportotoCalls },
) => {
  app.get(P.pool, async () => {
    await sportotoPool.ensurePool();
    return sportotoPool.current();
  });

  app.get<{ Querystring: { poolId: string } }>(P.poolById, { schema: { querystring: poolByIdQuery } }, async (req, reply) => {
    const answer = await sportotoPool.byId(Number(req.query.poolId));
    return answer.IsSuccess ? answer : reply.code(404).send(answer);
  });

  const playLimited = playRateLimit(app, config.playRateLimitPerMember, config.playRateLimitPerIp);
  app.post<{ Body: StotoPlayRequest }>(P.play, { schema: { body: stotoPlayBody }, onRequest: playLimited, preHandler: requireMember(sessions) }, async (req, reply) => {
    const result = await sportotoPlay.play(memberIdOf(req), req.body);
    if (result.kind === 'refused' && !result.answer.IsSuccess) return reply.code(playRefusalStatus(result.answer.Code)).send(result.answer);
    return result.answer;
  });

  app.get(P.myCoupons, { preHandler: requireMember(sessions) }, async (req) => ({ IsSuccess: true, Coupons: await sportotoCalls.myCoupons(memberIdOf(req)) }));

  app.post<{ Querystring: { couponId: string; cName: string } }>(
    `${config.sportotoApiBase}${P.saveCouponName}`, { schema: { querystring: saveNameQuery }, config: limited(30) }, async (req, reply) => {
      const session = await loadSession(req, sessions);
      const bearer = BEARER.exec(req.headers.authorization ?? '')?.[1];
      const member = session?.memberId && sessions.tokenMatches(session, bearer) ? session.memberId : null;
      const answer = await sportotoCalls.saveName(member, Number(req.query.couponId), req.query.cName);
      return reply.code(answer.sc).send(answer);
    });

  app.post<{ Body: StotoSendMailRequest }>(P.sendMail, { schema: { body: stotoSendMailBody }, config: limited(10) }, async (req) => ({
    message: req.session?.memberId ? await sportotoCalls.sendMail(req.session.memberId, req.body, config.publicOrigin) : M.notAuthorized,
  }));

  app.get<{ Querystring: { barcode: string } }>(P.track, { schema: { querystring: stotoTrackQuery }, config: limited(60) }, async (req) => {
    await sportotoCalls.track(req.query.barcode, await memberOrNull(req, sessions), req.ip);
    return { ok: true };
  });
};
