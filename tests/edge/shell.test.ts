import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES, ROUTES } from '@shared/constants/routes';
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import { ANTI_FORGERY, API, VISITOR_COOKIE } from '@shared/protocol/api';
import { Browser, openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge();
});
afterAll(() => t?.close());

/** A concrete path for each pattern (":slug" filled with a real sport slug); the coupon page needs a real coupon. */
const concrete = (pattern: string) => pattern.replace(':slug', 'futbol').replace(/:\w+/g, 'x1');
const SHELL_PAGES = PAGE_ROUTES.filter((route) => route !== ROUTES.couponPage);

describe('the SPA shell and static files', () => {
  it('answers every page route with the shell carrying the session token right after <body>', async () => {
    for (const route of SHELL_PAGES) {
      const b = new Browser(t.url);
      const res = await b.open(concrete(route));
      expect(res.status, route).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<body class="app"><input type="hidden" name="${ANTI_FORGERY.field}" value="${b.token}">`);
      expect(b.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
    }
  });

  it('sets the visitor cookie HttpOnly, SameSite=Lax, Path=/ and not Secure on plain HTTP', async () => {
    const res = await fetch(`${t.url}/iddaa`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it('keeps one visitor cookie and token across page loads, and GetAntiForgeryToken answers the same token', async () => {
    const b = await openBrowser(t.url, '/iddaa/basketbol');
    const first = { cookie: b.cookies.get(VISITOR_COOKIE), token: b.token };
    expect(first.cookie).toBeDefined();
    await b.open('/uye-ol');
    expect({ cookie: b.cookies.get(VISITOR_COOKIE), token: b.token }).toEqual(first);
    const { status, body, res } = await b.get<{ Token: string }>(API.antiForgeryToken);
    expect(status).toBe(200);
    expect(body.Token).toBe(first.token);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('GetAntiForgeryToken makes a visitor when there is none', async () => {
    const b = new Browser(t.url);
    const { status, body } = await b.get<{ Token: string }>(API.antiForgeryToken);
    expect(status).toBe(200);
    expect(body.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b.cookies.get(VISITOR_COOKIE)).toBeDefined();
    b.token = body.Token;
    expect((await b.post(API.serverEpoch)).status).toBe(200);
  });

  it("names a program page's own chunks and first data for the boot script in the HTML, in no Link header", async () => {
    // The build's manifest: the boot script imports the app after the first paint; the page needs its chunk and one more.
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['main.tsx'] },
      'main.tsx': { file: 'assets/app-2.js' },
      'features/program/sport-page.tsx': { file: 'assets/sport-page-3.js', imports: ['main.tsx', '_row-4.js'] },
      '_row-4.js': { file: 'assets/row-4.js', imports: ['main.tsx'] },
    };
    await mkdir(join(t.staticDir, '.vite'), { recursive: true });
    await writeFile(join(t.staticDir, '.vite/manifest.json'), JSON.stringify(manifest));
    try {
      const res = await new Browser(t.url).open('/iddaa/futbol');
      const html = await res.text();
      expect(html).toContain('<meta name="boot-page-modules" content="/assets/sport-page-3.js /assets/row-4.js" />');
      expect(html).toContain(`<meta name="boot-preload" content="${API.sportProgram}?sportId=1" />`);
      expect(res.headers.get('link')).toBeNull();
    } finally {
      await rm(join(t.staticDir, '.vite'), { recursive: true, force: true });
    }
  });

  it('serves /index.html as the shell too (the service worker precaches it)', async () => {
    const b = new Browser(t.url);
    expect((await b.open('/index.html')).status).toBe(200);
    expect(b.token).not.toBe('');
  });

  it('caches hashed assets for a year, revalidates sw.js and the manifest', async () => {
    const asset = await fetch(`${t.url}/assets/index-Ab12Cd34.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const f of ['/sw.js', '/manifest.webmanifest']) {
      const res = await fetch(`${t.url}${f}`);
      expect(res.status, f).toBe(200);
      expect(res.headers.get('cache-control'), f).toBe('no-cache');
    }
  });

  it('answers other page paths with the shell and 404, API-like and file-like paths with JSON 404', async () => {
    const page = new Browser(t.url);
    const res = await page.open('/boyle-bir-sayfa-yok');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(ANTI_FORGERY.field);
    for (const path of ['/Program/Yok', '/backend/nothing', '/assets/missing-123.js', '/Auth/Nope']) {
      const r = await fetch(`${t.url}${path}`);
      expect(r.status, path).toBe(404);
      expect(await r.json(), path).toEqual({ IsSuccess: false, Code: 'NOT_FOUND', Message: REQUEST_ERRORS.NOT_FOUND });
    }
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const path of ['/', API.healthz, '/Program/Yok']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    }
  });

  it('answers 503 with a clear line when the client is not built, and recovers once it is', async () => {
    const index = join(t.staticDir, 'index.html');
    await rename(index, `${index}.away`);
    try {
      const res = await fetch(`${t.url}/iddaa`);
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(text).toContain('npm run build');
      expect(text).toContain('İstemci henüz derlenmedi');
      expect(res.headers.getSetCookie()).toEqual([]);
    } finally {
      await rename(`${index}.away`, index);
    }
    expect((await fetch(`${t.url}/iddaa`)).status).toBe(200);
  });

  it('reports health with a database check', async () => {
    const res = await fetch(`${t.url}${API.healthz}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', db: true });
  });
});

describe('keep-alive ping', () => {
  const ping = (b: Browser, action = 'persistme') => b.fetch(`${API.persistMe}?action=${action}&rnd=${Math.random()}`);

  it("answers 'ok' while the page's token lives and 'expired' without one", async () => {
    const b = await openBrowser(t.url);
    const ok = await ping(b);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('ok');
    expect(await (await ping(new Browser(t.url))).text()).toBe('expired');
  });

  it("keeps a visitor's page working past the idle limit: nothing stored can idle out", async () => {
    const idleMs = t.edge.config.sessionIdleMinutes * 60_000;
    const start = Date.now();
    try {
      const b = await openBrowser(t.url);
      t.clock.set(start + 3 * idleMs);
      expect(await (await ping(b)).text()).toBe('ok');
      expect((await b.post(API.serverEpoch)).status).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it("ends a member's lapsed session: 'expired', its token refused, and the reloaded page works as a visitor", async () => {
    const idleMs = t.edge.config.sessionIdleMinutes * 60_000;
    const start = Date.now();
    try {
      const b = await openBrowser(t.url);
      expect((await b.login('demo', 'Demo.1234')).IsSuccess).toBe(true);
      t.clock.set(start + idleMs + 60_000);
      expect(await (await ping(b)).text()).toBe('expired');
      expect((await b.post(API.serverEpoch)).status).toBe(403);
      await b.open('/');
      expect(b.sessionCookie).toBeUndefined();
      expect(await (await ping(b)).text()).toBe('ok');
      expect((await b.post(API.serverEpoch)).status).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it("ends a visitor's token at the absolute session limit even when pinged", async () => {
    const start = Date.now();
    const idleMs = t.edge.config.sessionIdleMinutes * 60_000;
    const absoluteMs = t.edge.config.sessionAbsoluteHours * 3_600_000;
    try {
      const b = await openBrowser(t.url);
      for (let at = start + idleMs / 2; at < start + absoluteMs; at += idleMs / 2) {
        t.clock.set(at);
        expect(await (await ping(b)).text()).toBe('ok');
      }
      t.clock.set(start + absoluteMs + 1000);
      expect(await (await ping(b)).text()).toBe('expired');
      expect((await b.post(API.serverEpoch)).status).toBe(403);
      // The reload the client does on 'expired' gets a new visitor cookie and token.
      await b.open('/');
      expect(await (await ping(b)).text()).toBe('ok');
      expect((await b.post(API.serverEpoch)).status).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses an unknown action with 400', async () => {
    const b = await openBrowser(t.url);
    const res = await ping(b, 'deleteall');
    expect(res.status).toBe(400);
    expect((await res.json()).Code).toBe('BAD_REQUEST');
  });
});
