import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LS_TIMEOUT } from '@shared/constants/business';
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import { API, VIEW_COOKIE, type BetDetailPayload, type ServerEpochAnswer, type UrlAnswer } from '@shared/protocol/api';
import type { ProgramEvent, ProgramSnapshot, SportMenuAnswer } from '@shared/protocol/program';
import { SPORTS } from '@shared/constants/sports';
import { Browser, openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
let b: Browser;
beforeAll(async () => {
  t = await startTestEdge();
  b = await openBrowser(t.url);
});
afterAll(() => t?.close());

const payload = (e: ProgramEvent, over: Partial<BetDetailPayload> = {}): BetDetailPayload => ({
  MatchDate: new Date(e.startsAt).toISOString(),
  CbsProviderId: e.providerId,
  Code: e.code,
  SportId: e.sportId,
  Bid: e.bid,
  NevId: e.nevId,
  ...over,
});
const urlOf = async (path: string, p: BetDetailPayload) => {
  const r = await b.post<UrlAnswer>(path, p);
  expect(r.status, JSON.stringify(p)).toBe(200);
  return r.body.Url;
};
const program = async (sportId: number) => (await b.get<ProgramSnapshot>(`${API.sportProgram}?sportId=${sportId}`)).body;

/** With the clock moved far ahead, sessions lapse: a fresh page load gives a session of that time. */
const atTime = async <T>(ms: number, fn: () => Promise<T>): Promise<T> => {
  t.clock.set(ms);
  try {
    await b.open('/');
    return await fn();
  } finally {
    t.clock.reset();
    await b.open('/');
  }
};

describe('server time', () => {
  it('answers Epoch and the Istanbul offset, computed from the zone database', async () => {
    const before = Date.now();
    const { status, body } = await b.post<ServerEpochAnswer>(API.serverEpoch);
    expect(status).toBe(200);
    expect(body.Epoch).toBeGreaterThanOrEqual(before);
    expect(body.Epoch).toBeLessThanOrEqual(Date.now());
    const istanbul = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Istanbul', timeZoneName: 'longOffset' }).format(body.Epoch);
    const m = /GMT([+-])(\d\d):(\d\d)/.exec(istanbul)!;
    expect(body.ZoneOffset).toBe((m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])));
  });

  it('follows the edge clock', async () => {
    const at = Date.UTC(2030, 0, 1, 9, 0);
    const epoch = await atTime(at, async () => (await b.post<ServerEpochAnswer>(API.serverEpoch)).body.Epoch);
    expect(Math.abs(epoch - at)).toBeLessThan(5000);
  });
});

describe('bet-detail URLs', () => {
  it('sends a pre-match event to its sport page with ?code=', async () => {
    const e = (await program(1)).events.find((x) => !x.live)!;
    expect(await urlOf(API.betDetailUrl, payload(e))).toBe(`/iddaa/futbol?code=${e.code}`);
    const basket = (await program(2)).events.find((x) => !x.live);
    if (basket) expect(await urlOf(API.betDetailUrl, payload(basket))).toBe(`/iddaa/basketbol?code=${basket.code}`);
  });

  it('sends an outright of provider 1 to uzun-vadeli with ?uvc=', async () => {
    const outright = (await program(-1)).events[0]!;
    expect(outright.providerId).toBe(1);
    expect(await urlOf(API.betDetailUrl, payload(outright))).toBe(`/iddaa/futbol/uzun-vadeli?uvc=${outright.code}`);
  });

  it('sends a live event to the live page, and to the match center once past its timeout', async () => {
    const live = (await b.get<ProgramSnapshot>(API.liveProgram)).body.events.find((e) => e.sportId === 1)!;
    expect(await urlOf(API.betDetailUrl, payload(live))).toBe(`/iddaa/canli-iddaa-canli-bahis?code=${live.code}`);
    const later = live.startsAt + (LS_TIMEOUT.defaultMinutes + 1) * 60_000;
    expect(await atTime(later, () => urlOf(API.betDetailUrl, payload(live)))).toBe(`/mac-merkezi?code=${live.code}`);
    const before = live.startsAt + (LS_TIMEOUT.defaultMinutes - 1) * 60_000;
    expect(await atTime(before, () => urlOf(API.betDetailUrl, payload(live)))).toBe(`/iddaa/canli-iddaa-canli-bahis?code=${live.code}`);
  });

  it('uses a timeout of 0 for MMA: a started fight goes to the match center at once', async () => {
    const mmaId = SPORTS.find((s) => s.slugs.includes('mma'))!.id;
    const menu = (await b.get<SportMenuAnswer>(API.sportMenu)).body;
    expect(menu.sports.find((s) => s.sportId === mmaId)!.count).toBeGreaterThan(0);
    const fight = (await program(mmaId)).events.find((e) => !e.live)!;
    expect(await urlOf(API.betDetailUrl, payload(fight))).toBe(`/iddaa/mma?code=${fight.code}`);
    expect(await atTime(fight.startsAt + 60_000, () => urlOf(API.betDetailUrl, payload(fight)))).toBe(`/mac-merkezi?code=${fight.code}`);
  });

  it('finds the event by NevId when Bid is 0, and by Bid otherwise', async () => {
    const e = (await program(1)).events.find((x) => !x.live)!;
    expect(await urlOf(API.betDetailUrl, payload(e, { Code: 0, Bid: '0' }))).toBe(`/iddaa/futbol?code=${e.code}`);
    expect(await urlOf(API.betDetailUrl, payload(e, { Code: 0, NevId: 0 }))).toBe(`/iddaa/futbol?code=${e.code}`);
    expect(await urlOf(API.matchCenterByBid, payload(e, { Code: 0 }))).toBe(`/mac-merkezi?code=${e.code}`);
    expect(await urlOf(API.matchCenterByBid, payload(e, { Code: 0, Bid: '0' }))).toBe(`/mac-merkezi?code=${e.code}`);
    expect(await urlOf(API.matchCenterByNevId, payload(e, { Code: 0, Bid: '0' }))).toBe(`/mac-merkezi?code=${e.code}`);
  });

  it('answers 404 for an unknown event and 400 for a bad payload', async () => {
    const unknown = { MatchDate: '', CbsProviderId: 2, Code: 999_999_999, SportId: 1, Bid: '0', NevId: 999_999_999 };
    for (const path of [API.betDetailUrl, API.matchCenterByBid, API.matchCenterByNevId]) {
      const r = await b.post(path, unknown);
      expect(r.status, path).toBe(404);
      expect(r.body).toEqual({ IsSuccess: false, Code: 'NOT_FOUND', Message: REQUEST_ERRORS.NOT_FOUND });
      const bad = await b.post(path, { Code: 1 });
      expect(bad.status, path).toBe(400);
    }
  });
});

describe('view cookie', () => {
  const viewCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${VIEW_COOKIE}=`));

  it('sets the view for a year and goes back to the same-origin page', async () => {
    for (const view of ['fixed', 'mobile']) {
      const res = await b.fetch(`${API.setDefaultView}?view=${view}`, { headers: { Referer: `${t.url}/iddaa/futbol?code=5` } });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/iddaa/futbol?code=5');
      const c = viewCookie(res)!;
      expect(c).toContain(`${VIEW_COOKIE}=${view}`);
      expect(c).toMatch(/Max-Age=31536000/);
      expect(c).toMatch(/Path=\//);
      expect(b.cookies.get(VIEW_COOKIE)).toBe(view);
    }
  });

  it("goes to '/' for a foreign or missing referer and never to another host", async () => {
    for (const referer of [undefined, 'https://baska-site.example/iddaa', `${t.url}//kotu.example/x`, 'javascript:alert(1)']) {
      const res = await b.fetch(`${API.setDefaultView}?view=mobile`, { headers: referer ? { Referer: referer } : {} });
      expect(res.status).toBe(302);
      const location = res.headers.get('location')!;
      expect(location.startsWith('/'), String(referer)).toBe(true);
      expect(location.startsWith('//'), String(referer)).toBe(false);
    }
    const foreign = await b.fetch(`${API.setDefaultView}?view=fixed`, { headers: { Referer: 'https://baska-site.example/iddaa' } });
    expect(foreign.headers.get('location')).toBe('/');
  });

  it('refuses an unknown view with 400 and sets nothing', async () => {
    const res = await new Browser(t.url).fetch(`${API.setDefaultView}?view=tablet`);
    expect(res.status).toBe(400);
    expect(viewCookie(res)).toBeUndefined();
  });
});
