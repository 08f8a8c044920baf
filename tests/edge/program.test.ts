import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORTS, isOutrightId } from '@shared/constants/sports';
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import { API } from '@shared/protocol/api';
import type { ProgramSnapshot, SportMenuAnswer } from '@shared/protocol/program';
import { Browser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
let b: Browser;
beforeAll(async () => {
  t = await startTestEdge();
  b = new Browser(t.url);
});
afterAll(() => t?.close());

const notFound = { IsSuccess: false, Code: 'NOT_FOUND', Message: REQUEST_ERRORS.NOT_FOUND };

/** A snapshot is self-consistent: every market and outcome it names is in it. */
const expectConsistent = (snap: ProgramSnapshot) => {
  const markets = new Set(snap.markets.map((m) => m.id));
  const outcomes = new Set(snap.outcomes.map((o) => o.id));
  for (const m of snap.markets) for (const o of m.outcomeIds) expect(outcomes.has(o) || m.status !== 1).toBe(true);
  for (const o of snap.outcomes) expect(markets.has(o.marketId)).toBe(true);
};

describe('bet program calls', () => {
  it('lists every sport in the menu with counts that match each sport program', async () => {
    const { status, body, res } = await b.get<SportMenuAnswer>(API.sportMenu);
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(body.sports.map((s) => s.sportId).sort()).toEqual(SPORTS.map((s) => s.id).sort());
    const football = body.sports.find((s) => s.sportId === 1)!;
    expect(football.count).toBeGreaterThan(0);
    for (const item of body.sports.filter((s) => s.count > 0).slice(0, 5)) {
      const snap = (await b.get<ProgramSnapshot>(`${API.sportProgram}?sportId=${item.sportId}`)).body;
      expect(snap.events.length, item.slug).toBe(item.count);
      expect(snap.events.filter((e) => e.live).length, item.slug).toBe(item.liveCount);
    }
  });

  it('answers a sport program with its events, main markets and outcomes', async () => {
    const { status, body } = await b.get<ProgramSnapshot>(`${API.sportProgram}?sportId=1`);
    expect(status).toBe(200);
    expect(body.sportId).toBe(1);
    expect(body.events.length).toBeGreaterThan(0);
    expect(body.events.every((e) => e.sportId === 1)).toBe(true);
    expect(body.version).toBeGreaterThanOrEqual(0);
    expectConsistent(body);
  });

  it('answers the outright program for a negative sport id', async () => {
    const menu = (await b.get<SportMenuAnswer>(API.sportMenu)).body;
    const withOutrights = menu.sports.find((s) => s.outrightCount > 0);
    expect(withOutrights).toBeDefined();
    const outrightId = SPORTS.find((s) => s.id === withOutrights!.sportId)!.outrightId!;
    const { status, body } = await b.get<ProgramSnapshot>(`${API.sportProgram}?sportId=${outrightId}`);
    expect(status).toBe(200);
    expect(body.events.length).toBe(withOutrights!.outrightCount);
    expect(body.events.every((e) => isOutrightId(e.sportId))).toBe(true);
  });

  it('answers the live program with live events only', async () => {
    const { status, body } = await b.get<ProgramSnapshot>(API.liveProgram);
    expect(status).toBe(200);
    expect(body.events.length).toBeGreaterThan(0);
    expect(body.events.every((e) => e.live)).toBe(true);
    expectConsistent(body);
  });

  it('answers one event with all its markets', async () => {
    const prog = (await b.get<ProgramSnapshot>(`${API.sportProgram}?sportId=1`)).body;
    const ev = prog.events[0]!;
    const { status, body } = await b.get<ProgramSnapshot>(`${API.eventDetail}?code=${ev.code}`);
    expect(status).toBe(200);
    expect(body.events.map((e) => e.code)).toEqual([ev.code]);
    expect(body.markets.length).toBe(body.events[0]!.marketCount);
    expect(body.markets.length).toBeGreaterThanOrEqual(prog.markets.filter((m) => m.eventCode === ev.code).length);
  });

  it('answers 404 NOT_FOUND for an unknown sport or event, 400 for a malformed id', async () => {
    for (const path of [`${API.sportProgram}?sportId=4242`, `${API.sportProgram}?sportId=-4242`, `${API.eventDetail}?code=999999999`]) {
      const r = await b.get(path);
      expect(r.status, path).toBe(404);
      expect(r.body, path).toEqual(notFound);
    }
    expect((await b.get(`${API.sportProgram}?sportId=1.5`)).status).toBe(400);
  });

  it('answers 304 to a repeat load with the ETag of an unchanged program', async () => {
    for (const path of [API.sportMenu, `${API.sportProgram}?sportId=-1`, API.liveProgram]) {
      const first = await b.get(path);
      const etag = first.res.headers.get('etag');
      expect(etag, path).toMatch(/^"[^"]+"$/);
      // Live programs move every tick; retry until a load lands between two ticks.
      let status = 0;
      for (let i = 0; i < 20 && status !== 304; i++) {
        const again = await b.fetch(path, { headers: { 'If-None-Match': (await b.get(path)).res.headers.get('etag')! } });
        status = again.status;
        if (status === 304) expect(await again.text()).toBe('');
      }
      expect(status, path).toBe(304);
    }
    const stale = await b.fetch(`${API.sportProgram}?sportId=1`, { headers: { 'If-None-Match': '"old-s1-v0"' } });
    expect(stale.status).toBe(200);
  });
});
