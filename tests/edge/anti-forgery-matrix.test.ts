/**
 * The anti-forgery matrix over every POST the edge registers (collected from the server itself, so a new POST is
 * covered without touching this file): without a token, with another session's token, or from a foreign origin,
 * each answers 403 FORBIDDEN and the member's money and sessions stay as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { moneyState, sessionCount } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge();
});
afterAll(() => t?.close());

const forbidden = { IsSuccess: false, Code: 'FORBIDDEN', Message: REQUEST_ERRORS.FORBIDDEN };

describe('anti-forgery matrix', () => {
  it('covers a real list of POST routes', () => {
    expect(t.edge.postRoutes.length).toBeGreaterThan(25);
    expect(t.edge.postRoutes).toContain('/Coupon/PlayCoupon');
    expect(t.edge.postRoutes).toContain('/Contract/Sign');
  });

  it('refuses every POST without a valid token or from a foreign origin; nothing changes', async () => {
    const member: Browser = await openBrowser(t.url);
    expect((await member.login('demo', DEMO_MEMBERS[0]!.password)).IsSuccess).toBe(true);
    const other = await openBrowser(t.url);
    const before = await moneyState(t.db, 'demo');
    const sessionsBefore = await sessionCount(t.db);
    const cookie = member.sessionCookie;
    const attempts: [string, Parameters<Browser['post']>[2]][] = [
      ['no token', { token: null }],
      ['another session token', { token: other.token }],
      ['foreign origin', { origin: 'https://kotu-site.example' }],
    ];
    for (const path of t.edge.postRoutes) {
      // Parametric segments get a harmless value; the guard answers before any handler runs.
      const url = path.replace(/:(\w+)/g, '1');
      for (const [label, opts] of attempts) {
        const r = await member.post(url, {}, opts);
        expect(r.status, `${label} ${url}`).toBe(403);
        expect(r.body, `${label} ${url}`).toEqual(forbidden);
      }
    }
    expect(await moneyState(t.db, 'demo')).toEqual(before);
    expect(await sessionCount(t.db)).toBe(sessionsBefore);
    expect(member.sessionCookie).toBe(cookie);
  });
});
