/**
 * Builds the fastify app: strict input validation (no coercion, no silent stripping), a 64 KB body limit,
 * cookies, the request guard (security headers, session, anti-forgery), per-route rate limits, the routes of
 * each area, the SPA and one error handler.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { HttpDeps } from './http-deps';
import { registerAuthRoutes } from './auth.routes';
import { registerCouponRoutes } from './coupon.routes';
import { registerErrorHandler } from './error-handler';
import { registerKeepAliveRoutes } from './keepalive.routes';
import { registerProgramRoutes } from './program.routes';
import { registerRequestGuard } from './request-guard.hook';
import { registerShellRoutes } from './shell.routes';
import { registerSiteRoutes } from './site.routes';

export const BODY_LIMIT_BYTES = 64 * 1024;

export const buildHttpServer = async (deps: HttpDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: deps.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    // Closing the server should not wait for idle keep-alive sockets of browsers.
    forceCloseConnections: 'idle',
  });
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  registerRequestGuard(app, deps.sessions, deps.config.cookieSecure);
  await app.register(fastifyRateLimit, { global: false });
  registerProgramRoutes(app, deps);
  registerSiteRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerCouponRoutes(app, deps);
  registerKeepAliveRoutes(app, deps);
  await registerShellRoutes(app, deps);
  return app;
};
