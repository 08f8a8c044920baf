/**
 * Builds the fastify app: strict input validation (no coercion, no silent stripping), a 64 KB body limit, the
 * security headers (helmet), cookies, the request guard (session, anti-forgery), per-route rate limits, the API
 * areas (each an encapsulated plugin registered with its services, answers no-store by default), the SPA and one
 * error handler.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { compileProxyTrust } from '../domain/client-address';
import type { HttpDeps } from './http-deps';
import { authRoutes } from './auth.routes';
import { captchaRoutes } from './captcha.routes';
import { couponRoutes } from './coupon.routes';
import { consentRoutes } from './consent.routes';
import { contractRoutes } from './contract.routes';
import { siteNoticesRoutes } from './site-notices.routes';
import { registerErrorHandler } from './error-handler';
import { keepAliveRoutes } from './keepalive.routes';
import { membershipRoutes } from './membership.routes';
import { messagesRoutes } from './messages.routes';
import { myCouponsRoutes } from './my-coupons.routes';
import { opsRoutes } from './ops.routes';
import { registerMemberStateGate } from './member-state.hook';
import { noStoreHook } from './no-store.hook';
import { programRoutes } from './program.routes';
import { registerRequestGuard } from './request-guard.hook';
import { registerSecurityHeaders } from './security-headers';
import { registerTextGuard } from './text-guard.hook';
import { securityRoutes } from './security.routes';
import { registerShellRoutes } from './shell.routes';
import { siteRoutes } from './site.routes';
import { clientPlumbingRoutes } from './client-plumbing.routes';
import { couponShareRoutes } from './coupon-share.routes';
import { sharingRoutes } from './sharing.routes';
import { sharingOpsRoutes } from './sharing-ops.routes';
import { kupondasSocialRoutes } from './kupondas-social.routes';
import { avatarRoutes } from './avatar.routes';
import { avatarOpsRoutes } from './avatar-ops.routes';
import { responsiblePlayRoutes } from './responsible-play.routes';
import { contactVerificationRoutes } from './contact-verification.routes';
import { accountInfoRoutes } from './account-info.routes';
import { rafflesRoutes } from './raffles.routes';
import { noticesRoutes } from './notices.routes';
import { dataProviderRoutes } from './dataprovider.routes';
import { sportotoRoutes } from './sportoto.routes';
import { racingRoutes } from './racing.routes';
import { diagnosticsRoutes } from './diagnostics.routes';

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
  // First of the onRequest hooks, so every answer carries them, a refused or failed one too.
  await registerSecurityHeaders(app, deps.config.cookieSecure);
  await app.register(fastifyCookie);
  registerRequestGuard(app, deps.sessions, deps.visitors);
  registerMemberStateGate(app, deps.memberState);
  registerTextGuard(app);
  await app.register(fastifyRateLimit, { global: false });
  // The API: each area an encapsulated plugin with its services; every answer no-store unless a route opts out.
  await app.register(async (api) => {
    api.addHook('preHandler', noStoreHook);
    await api.register(programRoutes, deps);
    await api.register(siteRoutes, deps);
    await api.register(authRoutes, deps);
    await api.register(captchaRoutes, deps);
    await api.register(couponRoutes, deps);
    await api.register(contractRoutes, deps);
    await api.register(consentRoutes, deps);
    await api.register(siteNoticesRoutes, deps);
    await api.register(keepAliveRoutes, deps);
    await api.register(membershipRoutes, deps);
    await api.register(messagesRoutes, deps);
    await api.register(opsRoutes, deps);
    await api.register(securityRoutes, deps);
    await api.register(clientPlumbingRoutes, deps);
    await api.register(myCouponsRoutes, deps);
    await api.register(couponShareRoutes, deps);
    await api.register(sharingRoutes, deps);
    await api.register(sharingOpsRoutes, deps);
    await api.register(kupondasSocialRoutes, deps);
    await api.register(avatarRoutes, deps);
    await api.register(avatarOpsRoutes, deps);
    await api.register(responsiblePlayRoutes, deps);
    await api.register(contactVerificationRoutes, deps);
    await api.register(accountInfoRoutes, deps);
    await api.register(rafflesRoutes, deps);
    await api.register(noticesRoutes, deps);
    await api.register(dataProviderRoutes, deps);
    await api.register(sportotoRoutes, deps);
    await api.register(racingRoutes, deps);
    await api.register(diagnosticsRoutes, deps);
  });
  await registerShellRoutes(app, deps);
  return app;
};
