/** My coupons, moving, naming, the public coupon page's data and short-link redirects (issue 5). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@shared/errors/catalogue';
import {
  COUPON_ENGINE_API as API, SHORT_LINK_PREFIX, couponPagePath, type MoveCouponRequest, type MyCouponsQuery,
  type SaveCouponNameRequest,
} from '@shared/protocol/coupon-engine-api';
import type { HttpDeps } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { loadSession } from './request-guard.hook';
import { moveCouponBody, myCouponsQuery, publicCouponQuery, saveCouponNameBody, shortLinkParams } from './coupon-engine.schemas';

export const notLoggedIn = { IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: MESSAGES.notLoggedIn } as const;

export const memberIdOf = async (req: FastifyRequest, deps: HttpDeps): Promise<number | null> =>
  (await loadSession(req, deps.sessions))?.memberId ?? null;

export const registerCouponEngineRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  const { myCoupons } = deps;

  app.get<{ Querystring: { state: MyCouponsQuery['state']; page?: string; pageSize?: string } }>(
    API.myCoupons, { schema: { querystring: myCouponsQuery } }, async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const memberId = await memberIdOf(req, deps);
      if (!memberId) return reply.code(HTTP.unauthorized).send(notLoggedIn);
      const { state, page, pageSize } = req.query;
      return myCoupons.page(memberId, state, page ? Number(page) : undefined, pageSize ? Number(pageSize) : undefined);
    });

  app.post<{ Body: MoveCouponRequest }>(API.moveCoupon, { schema: { body: moveCouponBody } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const memberId = req.session?.memberId;
    if (!memberId) return reply.code(HTTP.unauthorized).send(notLoggedIn);
    return myCoupons.move(memberId, req.body.couponId, req.body.target);
  });

  app.post<{ Body: SaveCouponNameRequest }>(API.saveCouponName, { schema: { body: saveCouponNameBody } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return myCoupons.saveName(req.session?.memberId ?? null, req.body);
  });

  app.get<{ Querystring: { couponNo: string } }>(API.publicCoupon, { schema: { querystring: publicCouponQuery } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const coupon = await myCoupons.publicCoupon(req.query.couponNo, await memberIdOf(req, deps));
    if (!coupon) return reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
    return { IsSuccess: true, Coupon: coupon };
  });

  app.get<{ Params: { code: string } }>(`${SHORT_LINK_PREFIX}:code`, { schema: { params: shortLinkParams } }, async (req, reply) => {
    const couponNo = await deps.couponShare.resolveShort(req.params.code);
    if (!couponNo) return reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
    return reply.redirect(couponPagePath(couponNo), HTTP.found);
  });
};
