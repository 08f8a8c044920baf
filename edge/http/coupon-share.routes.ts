/** Saving unplayed coupons, coupon mail, short links, the share title and tracking (issue 5). */
import type { FastifyInstance } from 'fastify';
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import {
  COUPON_ENGINE_API as API, type AjaxHandlerRequest, type SendMailRequest, type ShortenUrlRequest, type TwitterMessageRequest,
} from '@shared/protocol/coupon-engine-api';
import type { HttpDeps } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { memberIdOf, notLoggedIn } from './coupon-engine.routes';
import {
  ajaxHandlerBody, savedCouponQuery, sendMailBody, shortenUrlBody, trackQuery, twitterMessageBody,
} from './coupon-engine.schemas';

const RATE_WINDOW_MS = 60_000;
const TRACKS_PER_MINUTE = 60;
const WRITES_PER_MINUTE = 30;
const limited = (max: number) => ({ rateLimit: { max, timeWindow: RATE_WINDOW_MS } });

export const registerCouponShareRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  // Links in answers and mails are absolute and reach other people: built on PUBLIC_ORIGIN (read per request, it is
  // filled in at start), never on the request's Host, which the caller chooses and would put into a mail from us.
  const { couponShare, config } = deps;

  app.post<{ Body: AjaxHandlerRequest }>(API.ajaxHandler, { schema: { body: ajaxHandlerBody }, config: limited(WRITES_PER_MINUTE) }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return couponShare.ajax(req.session?.memberId ?? null, req.body, config.publicOrigin);
  });

  app.get<{ Querystring: { id?: string; code?: string } }>(API.savedCoupon, { schema: { querystring: savedCouponQuery } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { id, code } = req.query;
    if (code) {
      const coupon = await couponShare.savedByCode(code);
      return coupon ? { IsSuccess: true, Coupon: coupon } : reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
    }
    if (!id) return reply.code(HTTP.badRequest).send(errorAnswer('BAD_REQUEST', REQUEST_ERRORS.BAD_REQUEST));
    const memberId = await memberIdOf(req, deps);
    if (!memberId) return reply.code(HTTP.unauthorized).send(notLoggedIn);
    const coupon = await couponShare.saved(memberId, Number(id));
    return coupon ? { IsSuccess: true, Coupon: coupon } : reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
  });

  app.get(API.savedCoupons, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const memberId = await memberIdOf(req, deps);
    if (!memberId) return reply.code(HTTP.unauthorized).send(notLoggedIn);
    return { IsSuccess: true, Coupons: await couponShare.savedList(memberId) };
  });

  app.post<{ Body: SendMailRequest }>(API.sendMail, { schema: { body: sendMailBody }, config: limited(WRITES_PER_MINUTE) }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { message: await couponShare.sendMail(req.session?.memberId ?? null, req.body, config.publicOrigin) };
  });

  app.post<{ Body: ShortenUrlRequest }>(API.shortenUrl, { schema: { body: shortenUrlBody }, config: limited(WRITES_PER_MINUTE) }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return couponShare.shorten(req.session?.memberId ?? null, req.body.url, config.publicOrigin);
  });

  app.post<{ Body: TwitterMessageRequest }>(API.twitterMessage, { schema: { body: twitterMessageBody } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { data: { TwitterTitle: await couponShare.twitterTitle(req.session?.memberId ?? null, req.body.couponNo, req.body.totalOdd) } };
  });

  app.get<{ Querystring: { barcode: string; hazirKuponId: string } }>(
    API.trackIddaa, { schema: { querystring: trackQuery }, config: limited(TRACKS_PER_MINUTE) }, async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      await couponShare.track(req.query.barcode, req.query.hazirKuponId, await memberIdOf(req, deps), req.ip);
      return { ok: true };
    });
};
