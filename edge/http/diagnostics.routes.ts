/**
 * The page's diagnostics (shared/protocol/diagnostics-api.ts, spec section 7's two configured-URL posts): screen
 * logs posted as `coll` and coupon activity reports, both through the anti-forgery guard like every POST, stored
 * under the session or visitor with a bound (diagnostics.service.ts); the ops aggregates behind OPS_TOKEN; and
 * the ad-conversion pixel the page requests after login (a 1x1 GIF, nothing stored).
 */
import {
  DIAGNOSTICS_API as P, type CouponActivityAggregates, type CouponActivityReport, type ScreenLogPost,
} from '@shared/protocol/diagnostics-api';
import type { AreaPlugin } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { passOpsGuard } from './ops-guard';
import { activityQuery, activityReportBody, screenLogsBody } from './diagnostics.schemas';

const PER_ADDRESS_PER_MINUTE = 120;
const MINUTE_MS = 60_000;
const DEFAULT_DAYS = 7;
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const limited = { rateLimit: { max: PER_ADDRESS_PER_MINUTE, timeWindow: MINUTE_MS } };

export const diagnosticsRoutes: AreaPlugin<'config' | 'diagnostics'> = async (app, { config, diagnostics }) => {
  app.post<{ Body: ScreenLogPost }>(P.screenLogs, { schema: { body: screenLogsBody }, config: limited }, async (req, reply) => {
    // The request guard let this POST through: it has a live session or a visitor cookie, either one a key.
    const key = req.session?.id ?? req.visitor?.id;
    if (!key) return reply.code(HTTP.forbidden).send(errorAnswer('FORBIDDEN'));
    const r = await diagnostics.storeScreenLogs(key, req.body.coll);
    if (r.outcome === 'capped') return reply.code(HTTP.tooManyRequests).send(errorAnswer('RATE_LIMITED'));
    return { IsSuccess: true, Added: r.added };
  });

  app.post<{ Body: CouponActivityReport }>(P.activityReport, { schema: { body: activityReportBody }, config: limited }, async (req, reply) => {
    const key = req.session?.id ?? req.visitor?.id;
    if (!key) return reply.code(HTTP.forbidden).send(errorAnswer('FORBIDDEN'));
    if (req.body.aet < req.body.eat) return reply.code(HTTP.badRequest).send(errorAnswer('BAD_REQUEST'));
    const outcome = await diagnostics.storeReport(key, req.body);
    if (outcome === 'capped') return reply.code(HTTP.tooManyRequests).send(errorAnswer('RATE_LIMITED'));
    return { IsSuccess: true, Duplicate: outcome === 'duplicate' };
  });

  app.get<{ Querystring: { days?: number } }>(P.opsActivity, { schema: { querystring: activityQuery } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    const answer: CouponActivityAggregates = await diagnostics.aggregates(req.query.days ?? DEFAULT_DAYS);
    return answer;
  });

  app.get(P.adConversion, (_req, reply) => reply.header('Cache-Control', 'no-store').type('image/gif').send(PIXEL));
};
