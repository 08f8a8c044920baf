import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES, PERMISSIONS_POLICY, registerSecurityHeaders } from './security-headers';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const build = async (https: boolean): Promise<FastifyInstance> => {
  app = Fastify();
  await registerSecurityHeaders(app, https);
  // A later onRequest hook that answers by itself, as the request guard does for a refused POST.
  app.addHook('onRequest', async (req, reply) => {
    if (req.url === '/refused') return reply.code(403).send({ refused: true });
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  return app;
};

describe('security headers', () => {
  it('sends the CSP directives in order, with every source, and the other headers', async () => {
    const res = await (await build(false)).inject('/ok');
    const expected = Object.entries(CSP_DIRECTIVES).map(([name, sources]) => [name, ...sources].join(' '));
    expect(String(res.headers['content-security-policy']).split(';')).toEqual(expected);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('sends no HSTS and none of helmet’s other defaults on plain HTTP', async () => {
    const res = await (await build(false)).inject('/ok');
    for (const name of [
      'strict-transport-security', 'cross-origin-resource-policy', 'cross-origin-embedder-policy', 'origin-agent-cluster',
      'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection',
    ]) expect(res.headers[name], name).toBeUndefined();
  });

  it('sends HSTS for a year, without subdomains, behind HTTPS', async () => {
    const res = await (await build(true)).inject('/ok');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('sets them on answers a later hook gives, on 404s and on failures', async () => {
    const a = await build(false);
    for (const [url, status] of [['/refused', 403], ['/nowhere', 404], ['/boom', 500]] as const) {
      const res = await a.inject(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
  });
});
