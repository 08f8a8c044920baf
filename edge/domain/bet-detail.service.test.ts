import { describe, expect, it } from 'vitest';
import type { BetDetailPayload } from '@shared/protocol/api';
import { T0, makeFixture } from './program.fixture';
import { betDetailUrl, createBetDetailService, detailUrl, lsTimeoutMinutes } from './bet-detail.service';

const payload = (over: Partial<BetDetailPayload>): BetDetailPayload => ({ MatchDate: '', CbsProviderId: 2, Code: 0, SportId: 1, Bid: '0', NevId: 0, ...over });

describe('bet-detail routing', () => {
  const f = makeFixture();
  const ev = (code: number) => f.events.find((e) => e.code === code)!;

  it('uses 2880 minutes by default and 0 for MMA', () => {
    expect(lsTimeoutMinutes(1)).toBe(2880);
    expect(lsTimeoutMinutes(117)).toBe(0);
    expect(lsTimeoutMinutes(-117)).toBe(0);
  });

  it('routes pre-match, outright, live, long-started and MMA events', () => {
    expect(betDetailUrl(ev(101), T0)).toBe('/iddaa/futbol?code=101');
    expect(betDetailUrl(ev(107), T0)).toBe('/iddaa/futbol/uzun-vadeli?uvc=107');
    expect(detailUrl({ ...ev(107), providerId: 2 })).toBe('/iddaa/futbol?code=107');
    expect(betDetailUrl(ev(104), T0)).toBe('/iddaa/canli-iddaa-canli-bahis?code=104');
    expect(betDetailUrl(ev(104), ev(104).startsAt + 2881 * 60_000)).toBe('/mac-merkezi?code=104');
    expect(betDetailUrl(ev(104), ev(104).startsAt + 2879 * 60_000)).toBe('/iddaa/canli-iddaa-canli-bahis?code=104');
    // A live MMA fight (lsTimeout 0): the match center, checked before the live check.
    expect(ev(108)).toMatchObject({ live: true, lsTimeout: 0 });
    expect(betDetailUrl(ev(108), T0)).toBe('/mac-merkezi?code=108');
    // Not yet started, the fight has its detail page.
    expect(betDetailUrl({ ...ev(108), live: false }, ev(108).startsAt - 1)).toBe('/iddaa/mma?code=108');
    expect(betDetailUrl({ ...ev(101), hasOfficialResult: true }, T0)).toBe('/mac-merkezi?code=101');
  });

  it('finds the event by code, by Bid, or by NevId when Bid is 0; a stored result still routes to the match center', async () => {
    const svc = createBetDetailService({ reader: f.reader, now: () => T0, hasResult: async (code) => code === 4242 });
    expect(await svc.betDetail(payload({ Code: 101 }))).toBe('/iddaa/futbol?code=101');
    expect(await svc.betDetail(payload({ Code: 0, Bid: ev(102).bid }))).toBe('/iddaa/futbol?code=102');
    expect(await svc.betDetail(payload({ Code: 0, Bid: '0', NevId: ev(102).nevId }))).toBe('/iddaa/futbol?code=102');
    expect(await svc.betDetail(payload({ Code: 4242 }))).toBe('/mac-merkezi?code=4242');
    expect(await svc.betDetail(payload({ Code: 1 }))).toBeNull();
    expect(svc.matchCenterByBid(payload({ Bid: ev(104).bid }))).toBe('/mac-merkezi?code=104');
    expect(svc.matchCenterByBid(payload({ Bid: '0', NevId: ev(104).nevId }))).toBe('/mac-merkezi?code=104');
    expect(svc.matchCenterByNevId(payload({ NevId: ev(101).nevId }))).toBe('/mac-merkezi?code=101');
    expect(svc.matchCenterByNevId(payload({ NevId: 1 }))).toBeNull();
  });
});
