/** Site calls: server time, bet-detail URLs, the classic/mobile view cookie and the anti-forgery token. */
import type { FastifyRequest } from 'fastify';
import { COOKIES } from '@shared/constants/business';
import { ROUTES } from '@shared/constants/routes';
import { safeReturnPath } from '@shared/rules/safe-return-path';
import { API, VIEW_COOKIE, type BetDetailPayload, type ServerEpochAnswer, type SiteView, type UrlAnswer } from '@shared/protocol/api';
import { istanbulOffsetMinutes } from '@shared/time/istanbul';
import type { AreaPlugin } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { OWN_CACHE_CONTROL } from './no-store.hook';
import { betDetailBody, viewQuery } from './site.schemas';
import { pageToken } from './session-cookie';

/** One year, like the spec's other long-lived site cookies. */
const VIEW_COOKIE_MAX_AGE_S = COOKIES.otherMs / 1000;

/** Back to the page the switch was clicked on, only if that page is ours and its path passes the return-path rule. */
export const backTarget = (req: FastifyRequest): string => {
  const referer = req.headers.referer;
  if (!referer) return ROUTES.home;
  try {
    const u = new URL(referer);
    if (u.host !== req.host || (u.protocol !== 'http:' && u.protocol !== 'https:')) return ROUTES.home;
    return safeReturnPath(`${u.pathname}${u.search}`, ROUTES.home);
  } catch {
    return ROUTES.home;
  }
};

export const siteRoutes: AreaPlugin<'now' | 'betDetail' | 'config' | 'sessions' | 'visitors'> = async (app, deps) => {
  const { now, betDetail, config } = deps;

  app.post(API.serverEpoch, (): ServerEpochAnswer => {
    const epoch = now();
    return { Epoch: epoch, ZoneOffset: istanbulOffsetMinutes(epoch) };
  });

  const urlRoute = (path: string, find: (p: BetDetailPayload) => Promise<string | null> | string | null) =>
    app.post<{ Body: BetDetailPayload }>(path, { schema: { body: betDetailBody }, config: OWN_CACHE_CONTROL }, async (req, reply) => {
      const url = await find(req.body);
      if (url === null) return reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
      const answer: UrlAnswer = { Url: url };
      return answer;
    });
  urlRoute(API.betDetailUrl, (p) => betDetail.betDetail(p));
  urlRoute(API.matchCenterByBid, (p) => betDetail.matchCenterByBid(p));
  urlRoute(API.matchCenterByNevId, (p) => betDetail.matchCenterByNevId(p));

  app.get<{ Querystring: { view: SiteView } }>(API.setDefaultView, { schema: { querystring: viewQuery } }, (req, reply) => {
    reply.setCookie(VIEW_COOKIE, req.query.view, {
      path: '/',
      maxAge: VIEW_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      secure: config.cookieSecure,
      // The client reads it to know which view it is in.
      httpOnly: false,
    });
    return reply.redirect(backTarget(req), HTTP.found);
  });

  app.get(API.antiForgeryToken, async (req, reply) => {
    return { Token: await pageToken(req, reply, deps) };
  });
};
