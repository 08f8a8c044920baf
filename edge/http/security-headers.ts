/**
 * The security headers of every answer (pages, API, static files, 404s and errors), set by helmet in onRequest
 * hooks that run before any other, so even a request refused by the request guard carries them.
 *
 * The policy: scripts, workers (the service worker) and styles only from our origin, no nonces or hashes (the
 * shell page has no inline script); inline styles are allowed because React style props and the cropper's
 * shadow-DOM styles need them; sockets may go to the realtime port, another origin (`ws:`/`wss:`). No framing at
 * all (frame-ancestors and X-Frame-Options), nosniff, strict-origin-when-cross-origin referrers, a same-origin
 * opener policy. HSTS only when the site is served over HTTPS (COOKIE_SECURE): a plain-HTTP local run must not
 * pin browsers to HTTPS. Helmet's other defaults stay off, so the policy is the one the edge always sent.
 *
 * @fastify/helmet builds its helmet middleware afresh for every request, and the CSP part of that build is most
 * of its cost: about 8 µs of CPU a request, measured on a bare Fastify answer of 3 KB that costs 22 µs without
 * any of it. So the plugin sends the other headers, and helmet's own CSP middleware (the one @fastify/helmet
 * exports) is built once here and applied in one small hook, which also adds Permissions-Policy (helmet has none).
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const SELF = "'self'";
const NONE = "'none'";

/** Content-Security-Policy directives, in the order they are sent. */
export const CSP_DIRECTIVES = {
  'default-src': [SELF],
  'script-src': [SELF],
  'style-src': [SELF, "'unsafe-inline'"],
  'img-src': [SELF, 'data:', 'blob:'],
  'font-src': [SELF, 'data:'],
  'connect-src': [SELF, 'ws:', 'wss:'],
  'worker-src': [SELF],
  'manifest-src': [SELF],
  'object-src': [NONE],
  'base-uri': [SELF],
  'form-action': [SELF],
  'frame-ancestors': [NONE],
} as const satisfies Record<string, readonly string[]>;

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';
export const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The CSP as helmet takes it: exactly these directives (its defaults would add upgrade-insecure-requests). */
export const cspOptions = {
  useDefaults: false,
  directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([k, v]) => [k, [...v]])),
};

/** Every header but the CSP and Permissions-Policy. */
export const helmetOptions = (https: boolean): FastifyHelmetOptions => ({
  global: true,
  contentSecurityPolicy: false,
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false } : false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** Registers the headers on the root instance (helmet is not encapsulated), before any route or other hook. */
export const registerSecurityHeaders = async (app: FastifyInstance, https: boolean): Promise<void> => {
  await app.register(fastifyHelmet, helmetOptions(https));
  const csp = fastifyHelmet.contentSecurityPolicy(cspOptions);
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    csp(req.raw, reply.raw, done);
  });
};
