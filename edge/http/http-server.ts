/**
 * Builds the fastify app: strict input validation (no coercion, no silent stripping), a 64 KB body limit,
 * cookies, the request guard (security headers, session, anti-forgery), per-route rate limits, the routes of
 * each area, the SPA and one error handler.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { compileProxyTrust } from '../domain/client-address';
import type { HttpDeps } from './http-deps';
import { registerAuthRoutes } from './auth.routes';
import { registerCaptchaRoutes } from './captcha.routes';
import { registerCouponRoutes } from './coupon.routes';
import { registerConsentRoutes } from './consent.routes';
import { registerContractRoutes } from './contract.routes';
import { registerSiteNoticesRoutes } from './site-notices.routes';
import { registerErrorHandler } from './error-handler';
import { registerKeepAliveRoutes } from './keepalive.routes';
import { registerMembershipRoutes } from './membership.routes';
import { registerMessagesRoutes } from './messages.routes';
import { registerOpsRoutes } from './ops.routes';
import { registerMemberStateGate } from './member-state.hook';
import { registerProgramRoutes } from './program.routes';
import { registerRequestGuard } from './request-guard.hook';
import { registerTextGuard } from './text-guard.hook';
import { registerSecurityRoutes } from './security.routes';
import { registerShellRoutes } from './shell.routes';
import { registerSiteRoutes } from './site.routes';
import { registerClientPlumbingRoutes } from './client-plumbing.routes';
import { registerCouponEngineRoutes } from './coupon-engine.routes';
import { registerCouponShareRoutes } from './coupon-share.routes';

export const BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every state-changing route, so the anti-forgery matrix can be tested over all of them. */
    postRoutes: string[];
  }
}

export const buildHttpServer = async (deps: HttpDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: deps.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    // Closing the server should not wait for idle keep-alive sockets of browsers.
    forceCloseConnections: 'idle',
    // Behind the TLS proxy request.ip (every per-IP limit's key) is the client's, read as the socket upgrade reads it.
    trustProxy: compileProxyTrust(deps.config.trustProxy) ?? false,
  });
  const postRoutes: string[] = [];
  app.decorate('postRoutes', postRoutes);
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().includes('POST')) postRoutes.push(route.url);
  });
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  registerRequestGuard(app, deps.sessions, deps.visitors, deps.config.cookieSecure);
  registerMemberStateGate(app, deps.memberState);
  registerTextGuard(app);
  await app.register(fastifyRateLimit, { global: false });
  registerProgramRoutes(app, deps);
  registerSiteRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerCaptchaRoutes(app, deps.captcha);
  registerCouponRoutes(app, deps);
  registerContractRoutes(app, deps);
  registerConsentRoutes(app, deps);
  registerSiteNoticesRoutes(app, deps);
  registerKeepAliveRoutes(app, deps);
  registerMembershipRoutes(app, deps);
  registerMessagesRoutes(app, deps);
  registerOpsRoutes(app, deps);
  registerSecurityRoutes(app, deps);
  registerClientPlumbingRoutes(app, deps);
  registerCouponEngineRoutes(app, deps);
  registerCouponShareRoutes(app, deps);
  await registerShellRoutes(app, deps);
  return app;
};
