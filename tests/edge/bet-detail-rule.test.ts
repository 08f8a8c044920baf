/**
 * Bet-detail routing through the edge's rule (spec section 4, shared/rules/bet-detail-route.ts): program events carry
 * the bet-detail event input (lsTimeout, isBtTrackerPopup, hasOfficialResult, navLink); a live MMA fight links to
 * the match center (lsTimeout 0 is checked before the live check); and the client's links, made by the same rule
 * from the events as served, are the edge's answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type BetDetailPayload, type UrlAnswer } from '@shared/protocol/api';
import type { ProgramEvent, ProgramSnapshot } from '@shared/protocol/program';
import { betDetailPath } from '@shared/rules/bet-detail-route';
import { openBrowser, type Browser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
let b: Browser;
beforeAll(async () => {
  t = await startTestEdge();
  b = await openBrowser(t.url);
});
afterAll(() => t?.close());

const MMA = 117;
const payload = (e: ProgramEvent, over: Partial<BetDetailPayload> = {}): BetDetailPayload => ({
  MatchDate: new Date(e.startsAt).toISOString(), CbsProviderId: e.providerId, Code: e.code, SportId: e.sportId, Bid: e.bid, NevId: e.nevId, ...over,
});
const urlOf = async (p: BetDetailPayload): Promise<string> => {
  const r = await b.post<UrlAnswer>(API.betDetailUrl, p);
  expect(r.status, JSON.stringify(p)).toBe(200);
  return r.body.Url;
};
const program = async (sportId: number) => (await b.get<ProgramSnapshot>(`${API.sportProgram}?sportId=${sportId}`)).body;

describe('the bet-detail event input on program events', () => {
  it('carries lsTimeout (0 for MMA), isBtTrackerPopup, hasOfficialResult and navLink', async () => {
    const football = (await program(1)).events.find((e) => !e.live)!;
    expect(football).toMatchObject({ lsTimeout: 2880, hasOfficialResult: false, navLink: `/iddaa/futbol?code=${football.code}` });
    expect(football.isBtTrackerPopup).toBe(football.bettableInPlay);
    const fight = (await program(MMA)).events[0]!;
    expect(fight).toMatchObject({ lsTimeout: 0, navLink: `/iddaa/mma?code=${fight.code}` });
    const outright = (await program(-1)).events[0]!;
    expect(outright).toMatchObject({ isBtTrackerPopup: false, navLink: `/iddaa/futbol/uzun-vadeli?uvc=${outright.code}` });
  });
});

describe('bet-detail routing', () => {
  it('sends a live MMA fight to the match center, where a live football match goes to the live page', async () => {
    const fight = (await program(MMA)).events.find((e) => !e.live && e.startsAt > t.clock.now())!;
    expect(await urlOf(payload(fight))).toBe(`/iddaa/mma?code=${fight.code}`);
    // The fight goes live (as the feed moves it into running) at its start.
    t.clock.set(fight.startsAt + 30_000);
    try {
      t.edge.program.updateEvent(fight.code, { live: true });
      t.edge.program.commit();
      await b.open('/');
      expect((await program(MMA)).events.find((e) => e.code === fight.code)?.live).toBe(true);
      expect(await urlOf(payload(fight))).toBe(`/mac-merkezi?code=${fight.code}`);
      expect(await urlOf(payload(fight, { Code: 0, Bid: '0' }))).toBe(`/mac-merkezi?code=${fight.code}`);
    } finally {
      t.clock.reset();
      await b.open('/');
    }
    const live = (await b.get<ProgramSnapshot>(API.liveProgram)).body.events.find((e) => e.sportId === 1);
    if (live) expect(await urlOf(payload(live))).toBe(`/iddaa/canli-iddaa-canli-bahis?code=${live.code}`);
  });

  it('gives the client, by the same rule on the events as served, the edge’s own answer', async () => {
    const events = [
      ...(await program(1)).events.slice(0, 5), ...(await program(MMA)).events.slice(0, 3),
      ...(await program(-1)).events.slice(0, 2), ...(await b.get<ProgramSnapshot>(API.liveProgram)).body.events.slice(0, 5),
    ];
    expect(events.length).toBeGreaterThan(5);
    for (const e of events) expect(await urlOf(payload(e))).toBe(betDetailPath(e, t.clock.now()));
  });
});
