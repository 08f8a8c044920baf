/**
 * Every kind of answer carries the security headers: the shell page (200 and its 404), API JSON (GET and POST,
 * program snapshots and their 304), static files, JSON 404s and error answers (schema 400, malformed JSON,
 * anti-forgery 403, members-only 401, body too large 413). The CSP is compared by directive set, so the order and
 * spacing of the header do not matter but every source does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/protocol/api';
import { CONTRACT_API } from '@shared/protocol/contract-api';
import { Browser, openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge();
});
afterAll(() => t?.close());

/** The site's policy: scripts, styles and workers from our origin, sockets to the realtime port, no framing. */
const EXPECTED_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const parseCsp = (header: string | null): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name.toLowerCase()] = sources.sort();
  }
  return out;
};

const sorted = (csp: Record<string, string[]>) => Object.fromEntries(Object.entries(csp).map(([k, v]) => [k, [...v].sort()]));

const expectHeaders = (res: Response, what: string): void => {
  const h = res.headers;
  expect(parseCsp(h.get('content-security-policy')), what).toEqual(sorted(EXPECTED_CSP));
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('x-frame-options'), what).toBe('DENY');
  expect(h.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(h.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(h.get('permissions-policy'), what).toBe('camera=(), microphone=(), geolocation=()');
  // Plain HTTP (COOKIE_SECURE off): no HSTS, which would pin the browser to an HTTPS this run does not have.
  expect(h.get('strict-transport-security'), what).toBeNull();
};

describe('security headers on every kind of answer', () => {
  it('the shell page, its 404 and /index.html', async () => {
    for (const [path, status] of [['/iddaa', 200], ['/index.html', 200], ['/boyle-bir-sayfa-yok', 404]] as const) {
      const res = await new Browser(t.url).open(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expectHeaders(res, path);
    }
  });

  it('API JSON: GETs, POSTs, a program snapshot and its 304', async () => {
    const b = await openBrowser(t.url);
    const token = await b.get(API.antiForgeryToken);
    expect(token.status).toBe(200);
    expectHeaders(token.res, API.antiForgeryToken);
    const epoch = await b.post(API.serverEpoch);
    expect(epoch.status).toBe(200);
    expectHeaders(epoch.res, API.serverEpoch);
    const health = await fetch(`${t.url}${API.healthz}`);
    expect(health.status).toBe(200);
    expectHeaders(health, API.healthz);
    const menu = await fetch(`${t.url}${API.sportMenu}`);
    expect(menu.status).toBe(200);
    expectHeaders(menu, API.sportMenu);
    const again = await fetch(`${t.url}${API.sportMenu}`, { headers: { 'If-None-Match': menu.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expectHeaders(again, `${API.sportMenu} 304`);
  });

  it('static files: hashed assets, the service worker and the manifest', async () => {
    for (const path of ['/assets/index-Ab12Cd34.js', '/sw.js', '/manifest.webmanifest']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(200);
      expectHeaders(res, path);
    }
  });

  it('JSON 404s of API-like and file-like paths', async () => {
    for (const path of ['/Program/Yok', '/assets/missing-123.js', `${API.eventDetail}?code=999999999`]) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(404);
      expectHeaders(res, path);
    }
  });

  it('error answers: 400 schema and malformed JSON, 401 members only, 403 anti-forgery, 413 too large', async () => {
    const b = await openBrowser(t.url);
    const badQuery = await b.get(`${API.sportProgram}?sportId=futbol`);
    expect(badQuery.status).toBe(400);
    expectHeaders(badQuery.res, 'schema 400');
    const malformed = await b.post(API.login, undefined, { raw: '{"username":' });
    expect(malformed.status).toBe(400);
    expectHeaders(malformed.res, 'malformed JSON 400');
    const membersOnly = await b.post(CONTRACT_API.kvkPopupLog, { popupPage: '/iddaa' });
    expect(membersOnly.status).toBe(401);
    expectHeaders(membersOnly.res, 'members-only 401');
    const forged = await b.post(API.serverEpoch, {}, { token: null });
    expect(forged.status).toBe(403);
    expectHeaders(forged.res, 'anti-forgery 403');
    const huge = await b.post(API.login, { username: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expectHeaders(huge.res, 'body too large 413');
  });
});
