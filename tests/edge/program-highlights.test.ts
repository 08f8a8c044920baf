/**
 * The program home's answer (GET /Program/GetHighlights) against a real edge and its generator: a few events of the
 * leading sports, each with the main markets its sport program carries, each sport's part at its sport program's
 * version (the room the page then joins), small, and revalidated by ETag like the other program answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_MARKET_NO } from '@shared/constants/market-columns';
import { SPORTS } from '@shared/constants/sports';
import { API } from '@shared/protocol/api';
import type { ProgramHighlights, ProgramSnapshot, SportMenuAnswer } from '@shared/protocol/program';
import { Browser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
let b: Browser;
beforeAll(async () => {
  t = await startTestEdge();
  b = new Browser(t.url);
});
afterAll(() => t?.close());

const highlights = async () => (await b.get<ProgramHighlights>(API.programHighlights)).body;
const sportProgram = async (sportId: number) => (await b.get<ProgramSnapshot>(`${API.sportProgram}?sportId=${sportId}`)).body;

describe('program home highlights', () => {
  it('answers a few live and next events of the first four sports with events, small and self-consistent', async () => {
    const { status, body, res } = await b.get<ProgramHighlights>(API.programHighlights);
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const menu = (await b.get<SportMenuAnswer>(API.sportMenu)).body;
    const leading = SPORTS.map((s) => s.id).filter((id) => (menu.sports.find((m) => m.sportId === id)?.count ?? 0) > 0).slice(0, 4);
    expect(body.sports.map((s) => s.program.sportId)).toEqual(leading);

    const now = Date.now();
    let events = 0;
    for (const { program, count } of body.sports) {
      expect(program.events.length, `sport ${program.sportId}`).toBeGreaterThan(0);
      expect(program.events.length).toBeLessThanOrEqual(6);
      expect(count).toBe(menu.sports.find((m) => m.sportId === program.sportId)?.count);
      expect(program.events.every((e) => e.sportId === program.sportId)).toBe(true);
      // Live events first, then the next to start in start order, none of them already started and not live.
      const firstPreMatch = program.events.findIndex((e) => !e.live);
      if (firstPreMatch >= 0) expect(program.events.slice(firstPreMatch).every((e) => !e.live && e.startsAt > now - 60_000)).toBe(true);
      const starts = program.events.filter((e) => !e.live).map((e) => e.startsAt);
      expect(starts).toEqual([...starts].sort((x, y) => x - y));
      // Every market and outcome the part names is in it.
      const markets = new Map(program.markets.map((m) => [m.id, m]));
      const outcomes = new Set(program.outcomes.map((o) => o.id));
      for (const e of program.events) for (const id of e.marketIds) expect(markets.get(id)?.eventCode).toBe(e.code);
      for (const m of program.markets) for (const id of m.outcomeIds) expect(outcomes.has(id)).toBe(true);
      events += program.events.length;
    }
    expect(events).toBeGreaterThanOrEqual(12);
    // The home no longer needs four whole programs: its answer is a small fraction of them.
    const bytes = JSON.stringify(body).length;
    expect(bytes).toBeLessThan(60_000);
    let whole = 0;
    for (const id of leading) whole += JSON.stringify(await sportProgram(id)).length;
    expect(bytes * 5).toBeLessThan(whole);
  });

  it('carries each event with the markets of its sport program, at that program version', async () => {
    // Live matches move the programs every second: retry until both loads land on one version of football.
    let matched = false;
    for (let i = 0; i < 30 && !matched; i++) {
      const home = await highlights();
      const part = home.sports.find((s) => s.program.sportId === 1)?.program;
      expect(part).toBeDefined();
      const whole = await sportProgram(1);
      if (whole.version !== part!.version) continue;
      matched = true;
      expect(home.version).toContain(`1.${whole.version}`);
      const byCode = new Map(whole.events.map((e) => [e.code, e]));
      for (const e of part!.events) expect(e).toEqual(byCode.get(e.code));
      const outcomes = new Map(whole.outcomes.map((o) => [o.id, o]));
      for (const o of part!.outcomes) expect(o).toEqual(outcomes.get(o.id));
      // Football rows show Maç Sonucu, 2,5 Alt/Üst, Karşılıklı Gol and Çifte Şans: the programs carry all four.
      const nos = new Set(part!.markets.map((m) => m.no));
      for (const no of [COLUMN_MARKET_NO.matchResult, COLUMN_MARKET_NO.total25, COLUMN_MARKET_NO.bothTeamsScore, COLUMN_MARKET_NO.doubleChance]) {
        expect(nos.has(no), `market ${no}`).toBe(true);
      }
    }
    expect(matched).toBe(true);
  });

  it('answers 304 to a repeat load of an unchanged version and a new ETag once a program moves', async () => {
    const first = await b.get(API.programHighlights);
    const etag = first.res.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+-h-[\d.-]+"$/);
    let status = 0;
    for (let i = 0; i < 20 && status !== 304; i++) {
      const again = await b.fetch(API.programHighlights, { headers: { 'If-None-Match': (await b.get(API.programHighlights)).res.headers.get('etag')! } });
      status = again.status;
      if (status === 304) expect(await again.text()).toBe('');
    }
    expect(status).toBe(304);
    // Live football moves its program every few seconds: the answer's version follows.
    await expect.poll(async () => (await b.get(API.programHighlights)).res.headers.get('etag'), { timeout: 15_000, interval: 500 }).not.toBe(etag);
  });
});
