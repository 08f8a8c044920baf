/** Saving unplayed coupons, coupon mail, short links, the share title and tracking. */
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import { SAVED_COUPONS_API, type AjaxHandlerRequest } from '@shared/protocol/saved-coupons-api';
import { SHARING_API, type SendMailRequest, type ShortenUrlRequest, type TwitterMessageRequest } from '@shared/protocol/sharing-api';
import type { AreaPlugin } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { memberIdOf, memberOrNull, notAuthorized, requireMember } from './member-guard';
import {
  ajaxHandlerBody, savedCouponQuery, sendMailBody, shortenUrlBody, trackQuery, twitterMessageBody,
} from './coupon-share.schemas';
import { savedCouponListResponse } from './saved-coupons.schemas';

const RATE_WINDOW_MS = 60_000;
const TRACKS_PER_MINUTE = 60;
const WRITES_PER_MINUTE = 30;
const limited = (max: number) => ({ rateLimit: { max, timeWindow: RATE_WINDOW_MS } });

export const couponShareRoutes: AreaPlugin<'sessions' | 'couponShare' | 'config'> = async (app, { sessions, couponShare, config }) => {
  // Links in answers and mails are absolute and reach other people: built on PUBLIC_ORIGIN (read per request, it is
  // filled in at start), never on the request's Host, which the caller chooses and would put into a mail from us.
  app.post<{ Body: AjaxHandlerRequest }>(SAVED_COUPONS_API.ajaxHandler, { schema: { body: ajaxHandlerBody }, config: limited(WRITES_PER_MINUTE) }, async (req) => {
    return couponShare.ajax(req.session?.memberId ?? null, req.body, config.publicOrigin);
  });

  app.get<{ Querystring: { id?: string; code?: string } }>(SAVED_COUPONS_API.savedCoupon, { schema: { querystring: savedCouponQuery } }, async (req, reply) => {
    const { id, code } = req.query;
    if (code) {
      const coupon = await couponShare.savedByCode(code);
      return coupon ? { IsSuccess: true, Coupon: coupon } : reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
    }
    if (!id) return reply.code(HTTP.badRequest).send(errorAnswer('BAD_REQUEST', REQUEST_ERRORS.BAD_REQUEST));
    const memberId = await memberOrNull(req, sessions);
    if (!memberId) return reply.code(HTTP.unauthorized).send(notAuthorized);
    const coupon = await couponShare.saved(memberId, Number(id));
    return coupon ? { IsSuccess: true, Coupon: coupon } : reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
  });

  app.get(SAVED_COUPONS_API.savedCoupons, { schema: { response: savedCouponListResponse }, preHandler: requireMember(sessions) }, async (req) => {
    return { IsSuccess: true, Coupons: await couponShare.savedList(memberIdOf(req)) };
  });

  app.post<{ Body: SendMailRequest }>(SHARING_API.sendMail, { schema: { body: sendMailBody }, config: limited(WRITES_PER_MINUTE) }, async (req) => {
    return { message: await couponShare.sendMail(req.session?.memberId ?? null, req.body, config.publicOrigin) };
  });

  app.post<{ Body: ShortenUrlRequest }>(SHARING_API.shortenUrl, { schema: { body: shortenUrlBody }, config: limited(WRITES_PER_MINUTE) }, async (req) => {
    return couponShare.shorten(req.session?.memberId ?? null, req.body.url, config.publicOrigin);
  });

  app.post<{ Body: TwitterMessageRequest }>(SHARING_API.twitterMessage, { schema: { body: twitterMessageBody } }, async (req) => {
    return { data: { TwitterTitle: await couponShare.twitterTitle(req.session?.memberId ?? null, req.body.couponNo, req.body.totalOdd) } };
  });

  app.get<{ Querystring: { barcode: string; hazirKuponId: string } }>(
    SHARING_API.trackIddaa, { schema: { querystring: trackQuery }, config: limited(TRACKS_PER_MINUTE) }, async (req) => {
      await couponShare.track(req.query.barcode, req.query.hazirKuponId, await memberOrNull(req, sessions), req.ip);
      return { ok: true };
    });
};
