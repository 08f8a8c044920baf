/** My coupons, moving, naming, the public coupon page's data and short-link redirects (an unknown link: the 404 page). */
import { SHORT_LINK_PREFIX, couponPagePath } from '@shared/constants/routes';
import {
  MY_COUPONS_API as API, type MoveCouponRequest, type MyCouponsQuery, type SaveCouponNameRequest,
} from '@shared/protocol/my-coupons-api';
import type { AreaPlugin } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { memberIdOf, memberOrNull, requireMember } from './member-guard';
import { OWN_CACHE_CONTROL } from './no-store.hook';
import {
  moveCouponBody, myCouponsQuery, myCouponsResponse, publicCouponQuery, saveCouponNameBody, shortLinkParams,
} from './my-coupons.schemas';

export const myCouponsRoutes: AreaPlugin<'sessions' | 'myCoupons' | 'couponShare'> = async (app, { sessions, myCoupons, couponShare }) => {
  const memberOnly = requireMember(sessions);

  app.get<{ Querystring: { state: MyCouponsQuery['state']; page?: string; pageSize?: string } }>(
    API.myCoupons, { schema: { querystring: myCouponsQuery, response: myCouponsResponse }, preHandler: memberOnly }, async (req) => {
      const { state, page, pageSize } = req.query;
      return myCoupons.page(memberIdOf(req), state, page ? Number(page) : undefined, pageSize ? Number(pageSize) : undefined);
    });

  app.post<{ Body: MoveCouponRequest }>(API.moveCoupon, { schema: { body: moveCouponBody }, preHandler: memberOnly }, async (req) =>
    myCoupons.move(memberIdOf(req), req.body.couponId, req.body.target, req.body.cType));

  app.post<{ Body: SaveCouponNameRequest }>(API.saveCouponName, { schema: { body: saveCouponNameBody } }, async (req) =>
    myCoupons.saveName(req.session?.memberId ?? null, req.body));

  app.get<{ Querystring: { couponNo: string } }>(API.publicCoupon, { schema: { querystring: publicCouponQuery } }, async (req, reply) => {
    const coupon = await myCoupons.publicCoupon(req.query.couponNo, await memberOrNull(req, sessions));
    if (!coupon) return reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
    return { IsSuccess: true, Coupon: coupon };
  });

  // A person follows this link: an unknown or malformed code gets the site's 404 page (the shell's 404 handler), not JSON.
  app.get<{ Params: { code: string } }>(`${SHORT_LINK_PREFIX}:code`, { schema: { params: shortLinkParams }, attachValidation: true, config: OWN_CACHE_CONTROL }, async (req, reply) => {
    const couponNo = req.validationError ? null : await couponShare.resolveShort(req.params.code);
    if (!couponNo) {
      reply.callNotFound();
      return reply;
    }
    return reply.redirect(couponPagePath(couponNo), HTTP.found);
  });
};
