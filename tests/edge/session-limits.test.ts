/**
 * Session limits: the keep-alive answers 'ok' while the session lives but does not extend a
 * member's idle time; the member's own calls do; the absolute lifetime ends the session whatever happens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/protocol/api';
import { openBrowser, type Browser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

const MINUTE = 60_000;
let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge({ sessionIdleMinutes: 30, sessionAbsoluteHours: 2 });
});
afterAll(() => t?.close());

const ping = async (b: Browser, n: number) => (await b.fetch(`${API.persistMe}?action=persistme&rnd=${n}`)).text();
const at = (start: number, minutes: number) => t.clock.set(start + minutes * MINUTE);

describe('session limits with the keep-alive', () => {
  it('pings do not keep an idle member logged in', async () => {
    const start = Date.now();
    const b = await openBrowser(t.url);
    await b.login('demo', 'Demo.1234');
    for (const m of [5, 10, 15, 20, 25]) {
      at(start, m);
      expect(await ping(b, m)).toBe('ok');
    }
    at(start, 31);
    expect(await ping(b, 31)).toBe('expired');
    expect((await b.post(API.memberInfo)).status).toBe(403);
    t.clock.reset();
  });

  it("the member's own calls keep the session until the absolute limit", async () => {
    const start = Date.now();
    const b = await openBrowser(t.url);
    await b.login('demo', 'Demo.1234');
    for (let m = 20; m < 120; m += 20) {
      at(start, m);
      expect((await b.post(API.memberInfo)).status, `minute ${m}`).toBe(200);
    }
    at(start, 119);
    expect(await ping(b, 119)).toBe('ok');
    at(start, 121);
    expect(await ping(b, 121)).toBe('expired');
    t.clock.reset();
  });

  it("keeps a visitor's page session (its token) alive with pings", async () => {
    const start = Date.now();
    const b = await openBrowser(t.url);
    for (const m of [20, 40, 60]) {
      at(start, m);
      expect(await ping(b, m)).toBe('ok');
    }
    expect((await b.post(API.memberInfo)).status).toBe(200);
    t.clock.reset();
  });
});
