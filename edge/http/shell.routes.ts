/**
 * The SPA: hashed assets cached for a year, everything else revalidated; every known page path (isKnownPagePath,
 * built from PAGE_ROUTES) answers the shell (200) with the session's token or, for a visitor, a signed visitor token
 * (no database write); other page-like GETs, a /kupon/{no} nobody may see and unknown short links (the 404 handler,
 * reached through reply.callNotFound) answer the shell with 404 so the SPA shows its Turkish not-found page;
 * API-looking and file-like paths answer a JSON 404. Files go out as the .br or .gz written beside them at build time
 * (scripts/compress-dist.mjs) when the client accepts that, plain otherwise, with Vary: Accept-Encoding either way.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_ROUTES, ROUTES } from '@shared/constants/routes';
import { isKnownPagePath, matchesPagePattern } from '@shared/constants/page-paths';
import type { HttpDeps } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { memberOrNull } from './member-guard';
import { couponNoField } from './my-coupons.schemas';
import { pageToken } from './session-cookie';
import { drawsBootCookieBar, drawsBootPage, injectBootNotices } from './boot-notices';
import { bootPageHead, injectBootPage, type BootPageData } from './boot-page';
import { CLIENT_NOT_BUILT, createShellTemplate } from './shell-template';
import { BOOT_PAGE_MODULES_META, BOOT_PRELOAD_META } from '@shared/constants/boot-preload';
import { bootMeta, createOffsetSpanMeta, injectHeadMeta, pagePreloads } from './shell-preload';
import { createRouteChunks } from './route-chunks';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Vite writes content-hashed files under assets/; nothing else in the build is hashed. */
const HASHED_DIR = 'assets/';
const SHELL_FILE = '/index.html';

/** First path segments of API areas that are not PascalCase (PascalCase ones are API by the contract's style). */
const LOWERCASE_API_AREAS = new Set(['backend', 'sharing', 'api', 'forms', 'healthz', 'metrics']);

const COUPON_NO = new RegExp(couponNoField.pattern);

const looksLikeApi = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  const first = path.split('/')[1] ?? '';
  if (/^[A-Z]/.test(first) || LOWERCASE_API_AREAS.has(first.toLowerCase())) return true;
  const last = path.split('/').pop() ?? '';
  return last.includes('.');
};

export const registerShellRoutes = async (app: FastifyInstance, deps: HttpDeps): Promise<void> => {
  const staticDir = resolve(deps.config.staticDir);
  const template = createShellTemplate(staticDir, () => deps.config.wsPort);
  const routeChunks = createRouteChunks(staticDir);
  const offsetSpanMeta = createOffsetSpanMeta();
  const bootData: BootPageData = {
    now: deps.now,
    liveTotal: () => deps.reader.sportMenu().reduce((n, s) => n + s.liveCount, 0),
    programTotal: (sportId) => deps.reader.sportProgram(sportId).events.length,
  };

  const notBuilt = (reply: FastifyReply) =>
    reply.code(HTTP.unavailable).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(CLIENT_NOT_BUILT);

  const sendShell = async (req: FastifyRequest, reply: FastifyReply, status: number) => {
    // No page, no cookie: a missing build hands out no token.
    if (!template.available()) return notBuilt(reply);
    const page = template.render(await pageToken(req, reply, deps));
    if (page === null) return notBuilt(reply);
    // The cookie bar and the page head: a phone that asks for the classic view is drawn as a desktop, so neither.
    let html = injectBootNotices(page, drawsBootCookieBar(req.cookies));
    html = injectBootPage(html, drawsBootPage(req.cookies) && status === HTTP.ok ? bootPageHead(req.url, bootData) : '');
    html = injectHeadMeta(html, offsetSpanMeta(deps.now()));
    if (status === HTTP.ok) {
      const { data, modules } = pagePreloads(req.url);
      html = injectHeadMeta(html, bootMeta(BOOT_PAGE_MODULES_META, routeChunks.scripts(modules)));
      html = injectHeadMeta(html, bootMeta(BOOT_PRELOAD_META, data));
    }
    // The page carries this browser's token: revalidate always, never share between users.
    return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie').send(html);
  };

  if (existsSync(staticDir)) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      preCompressed: true,
      // filePath is the file sent (x.js.br for x.js): the same directory, so the same caching rule.
      setHeaders: (reply, filePath) => {
        const rel = filePath.slice(staticDir.length).replace(/\\/g, '/').replace(/^\//, '');
        reply.header('Cache-Control', rel.startsWith(HASHED_DIR) ? IMMUTABLE : 'no-cache');
      },
    });
  }

  /**
   * 200 for a page path the client serves, 404 for any other (an unknown sport slug, say) and for a public coupon
   * page whose coupon is unknown or not shown to this caller (as the page's data call would answer).
   */
  const pageStatus = async (req: FastifyRequest): Promise<number> => {
    const path = req.url.split('?')[0] ?? '';
    if (!isKnownPagePath(path)) return HTTP.notFound;
    if (!matchesPagePattern(path, ROUTES.couponPage)) return HTTP.ok;
    const couponNo = path.split('/').filter(Boolean).at(-1) ?? '';
    if (!COUPON_NO.test(couponNo)) return HTTP.notFound;
    const shown = await deps.myCoupons.publicCoupon(couponNo, await memberOrNull(req, deps.sessions));
    return shown ? HTTP.ok : HTTP.notFound;
  };
  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => sendShell(req, reply, await pageStatus(req));

  for (const route of PAGE_ROUTES) app.get(route, sendPage);
  app.get(SHELL_FILE, (req, reply) => sendShell(req, reply, HTTP.ok));

  app.setNotFoundHandler((req, reply) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && !looksLikeApi(req.url)) return sendPage(req, reply);
    return reply.code(HTTP.notFound).header('Cache-Control', 'no-store').send(errorAnswer('NOT_FOUND'));
  });
};
