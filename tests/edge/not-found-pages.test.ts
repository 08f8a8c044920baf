/**
 * Not-found answers: a page path no client route serves, an unknown sport slug, an unknown short link and an
 * unknown coupon number get the app shell (which draws the Turkish not-found page) with status 404; every known page
 * and every sport slug answers 200; API paths keep their JSON 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES, ROUTES, SHORT_LINK_PREFIX, couponPagePath, longTermPath, sportPath } from '@shared/constants/routes';
import { SPORTS } from '@shared/constants/sports';
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import { ANTI_FORGERY } from '@shared/protocol/api';
import { Browser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge();
});
afterAll(() => t?.close());

const JSON_NOT_FOUND = { IsSuccess: false, Code: 'NOT_FOUND', Message: REQUEST_ERRORS.NOT_FOUND };

/** Opens a page as a browser would and checks it is the shell (with its token), answered with `status`. */
const expectShell = async (path: string, status: number) => {
  const b = new Browser(t.url);
  const res = await b.open(path);
  expect(res.status, path).toBe(status);
  expect(res.headers.get('content-type'), path).toContain('text/html');
  expect(res.headers.get('cache-control'), path).toBe('private, no-cache');
  expect(await res.text(), path).toContain(`name="${ANTI_FORGERY.field}" value="${b.token}"`);
};

describe('known pages', () => {
  it('answers every page route of the table with the shell and 200', async () => {
    for (const route of PAGE_ROUTES.filter((r) => r !== ROUTES.couponPage)) {
      await expectShell(route.replace(':slug', 'futbol').replace(/:\w+/g, 'x1'), 200);
    }
  });

  it('answers every reading of every sport slug, and its long-term page, with 200', async () => {
    for (const slug of SPORTS.flatMap((s) => s.slugs)) {
      await expectShell(sportPath(slug), 200);
      await expectShell(longTermPath(slug), 200);
    }
  });

  it('matches like the client router: any letter case of a fixed path, a trailing slash, a query', async () => {
    await expectShell('/uye-ol/', 200);
    await expectShell('/iddaa/futbol?code=1234', 200);
    await expectShell('/site/loginpage', 200);
  });
});

describe('unknown pages', () => {
  it('answers an unknown page path, an unknown sport and an unknown deeper path with the shell and 404', async () => {
    for (const path of ['/boyle-bir-sayfa-yok', '/iddaa/bilinmeyen-spor', '/iddaa/bilinmeyen-spor/uzun-vadeli', '/iddaa/futbol/baska', '/kupondas/bilinmeyen', '/hesabim/boyle-bir-sayfa']) {
      await expectShell(path, 404);
    }
  });

  it('answers an unknown or malformed short link with the 404 shell, never JSON', async () => {
    for (const code of ['Zzzz9999', 'a', 'cok-uzun-ve-gecersiz-bir-kod']) await expectShell(`${SHORT_LINK_PREFIX}${code}`, 404);
  });

  it('answers the page of an unknown or malformed coupon number with the 404 shell', async () => {
    await expectShell(couponPagePath('99999999999999'), 404);
    await expectShell('/kupon/abc', 404);
  });

  it('keeps answering API paths and missing files with the JSON 404', async () => {
    for (const path of ['/Program/Yok', '/Auth/Nope', '/backend/nothing', '/assets/missing-123.js']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/json');
      expect(await res.json(), path).toEqual(JSON_NOT_FOUND);
    }
  });
});
