import { describe, expect, it } from 'vitest';
import { EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { OUTRIGHT_DETAIL_PROVIDER, OUTRIGHT_IDS, SPORTS } from '@shared/constants/sports';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { createGeneratorFeed } from './generator-feed';
import { MARKET_NO } from './market-spec';
import { bookSum, MIN_ODD } from './odds-math';
import { seasonLabels } from './outright-builder';
import { SPORT_PLANS } from './sport-plans';

const NOW = Date.parse('2026-11-21T15:30:00Z');
const WEEK = 7 * 86_400_000;
const feedAt = (seed: number, scale = 0.25) => createGeneratorFeed({ seed, scale, now: () => NOW });

/** Every event of the program with all its markets (event details), outrights included. */
const everything = (seed: number, scale?: number): ProgramSnapshot[] => {
  const { reader } = feedAt(seed, scale);
  return reader.programEvents().map((e) => reader.eventDetail(e.code)!);
};

describe('generated program', () => {
  const details = everything(11);
  const events = details.map((d) => d.events[0]!);
  const matches = events.filter((e) => e.sportId > 0);

  it('is the same for the same seed and differs for another', () => {
    expect(everything(11)).toEqual(details);
    const other = everything(12).map((d) => d.events[0]!.name);
    expect(other).not.toEqual(events.map((e) => e.name));
  });

  it('has events for every sport and outrights for every outright id', () => {
    const { reader } = feedAt(11);
    for (const sport of SPORTS) {
      expect(reader.sportProgram(sport.id).events.length, sport.name).toBeGreaterThan(0);
      if (sport.outrightId) expect(reader.sportProgram(sport.outrightId).events.length, sport.name).toBeGreaterThan(0);
    }
    expect(SPORT_PLANS.map((p) => p.sportId).sort()).toEqual(SPORTS.map((s) => s.id).sort());
    const outrights = events.filter((e) => e.sportId < 0);
    expect(new Set(outrights.map((e) => e.sportId))).toEqual(new Set(OUTRIGHT_IDS));
    for (const o of outrights) expect(o.providerId).toBe(OUTRIGHT_DETAIL_PROVIDER);
  });

  it('schedules pre-match events within the next seven days and runs 3-6% live', () => {
    const pre = matches.filter((e) => !e.live);
    for (const e of pre) {
      expect(e.startsAt).toBeGreaterThan(NOW);
      expect(e.startsAt).toBeLessThanOrEqual(NOW + WEEK);
      expect(e.status).toBe(EVENT_STATUS.open);
      expect(e.minute).toBeNull();
      expect(e.liveState ?? null).toBeNull();
    }
    const live = matches.filter((e) => e.live);
    expect(live.length / matches.length).toBeGreaterThanOrEqual(0.03);
    expect(live.length / matches.length).toBeLessThanOrEqual(0.065);
    for (const e of live) {
      expect(e.startsAt).toBeLessThan(NOW);
      // Only the clock sports have a minute; every live match has its sport's live state.
      expect(e.liveState, e.name).toBeTruthy();
      if (e.liveState?.kind === 'clock') expect(e.minute).toBe(e.liveState.minute);
      else expect(e.minute).toBeNull();
      expect(e.score).toHaveLength(2);
      expect(e.bettableInPlay).toBe(true);
    }
  });

  it('gives unique codes, NevIds, bids, market and outcome ids', () => {
    const unique = (xs: unknown[]) => new Set(xs).size === xs.length;
    expect(unique(events.map((e) => e.code))).toBe(true);
    expect(unique(events.map((e) => e.nevId))).toBe(true);
    expect(unique(events.map((e) => e.bid))).toBe(true);
    expect(unique(details.flatMap((d) => d.markets.map((m) => m.id)))).toBe(true);
    expect(unique(details.flatMap((d) => d.outcomes.map((o) => o.id)))).toBe(true);
    for (const e of events) expect(String(e.code)).toMatch(/^\d{5,6}$/);
  });

  it('prices within the floor and a 3-15% book on two- and three-way markets', () => {
    let checked = 0;
    for (const d of details) {
      for (const m of d.markets) {
        const odds = d.outcomes.filter((o) => o.marketId === m.id).map((o) => o.odd);
        expect(odds).toHaveLength(m.outcomeIds.length);
        for (const odd of odds) expect(odd).toBeGreaterThanOrEqual(MIN_ODD);
        if (d.events[0]!.live || odds.length > 3 || m.no === MARKET_NO.doubleChance) continue;
        const sum = bookSum(odds);
        expect(sum, `${d.events[0]!.name} ${m.name}`).toBeGreaterThanOrEqual(1.03);
        expect(sum, `${d.events[0]!.name} ${m.name}`).toBeLessThanOrEqual(1.15);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('sets MBS 1-4, the exact score always a single, the event MBS that of its main market', () => {
    const mbs = new Set<number>();
    for (const d of details) {
      for (const m of d.markets) {
        expect(m.mbs).toBeGreaterThanOrEqual(1);
        expect(m.mbs).toBeLessThanOrEqual(4);
        if (m.no === MARKET_NO.exactScore) expect(m.mbs).toBe(1);
        mbs.add(m.mbs);
      }
      expect(d.events[0]!.mbs).toBe(d.markets[0]!.mbs);
      expect(d.markets[0]!.no).not.toBe(MARKET_NO.exactScore);
      expect(d.events[0]!.marketCount).toBe(d.markets.length);
    }
    expect([...mbs].sort()).toEqual([1, 2, 3, 4]);
  });

  it('offers the football markets of the rules', () => {
    const football = details.find((d) => d.events[0]!.sportId === 1 && !d.events[0]!.live)!;
    const names = football.markets.map((m) => m.name);
    for (const n of ['Maç Sonucu', 'Çifte Şans', 'Karşılıklı Gol', '1,5 Alt/Üst', '2,5 Alt/Üst', '3,5 Alt/Üst', 'İlk Yarı Sonucu', 'İlk Yarı 0,5 Alt/Üst', 'İlk Yarı 1,5 Alt/Üst', 'Toplam Gol Aralığı', 'Maç Skoru'])
      expect(names).toContain(n);
    expect(names.some((n) => /^Handikaplı Maç Sonucu \(\d:\d\)$/.test(n))).toBe(true);
    for (const o of football.outcomes) expect(o.status).toBe(OUTCOME_STATUS.open);
  });

  it('uses real-looking Turkish texts: no placeholders, no empty names', () => {
    const { season, year } = seasonLabels(NOW);
    expect(season).toBe('2026/27');
    expect(year).toBe(2027);
    for (const e of events) {
      expect(e.name.length).toBeGreaterThan(3);
      expect(e.competition.length).toBeGreaterThan(2);
      expect(`${e.name} ${e.competition}`).not.toMatch(/undefined|\bnull\b|\bNaN\b|[{}]|TODO|[Ll]orem|Takım \d|Team \d|Oyuncu \d|Player \d/);
      if (e.sportId > 0) {
        expect(e.name).toBe(`${e.home} - ${e.away}`);
        expect(e.home).not.toBe(e.away);
      }
    }
    expect(events.some((e) => e.name === `Trendyol Süper Lig ${season} Şampiyonu`)).toBe(true);
    for (const d of details) for (const o of d.outcomes) expect(o.name.trim()).not.toBe('');
  });

  it('at full scale: football 250-350 events, basketball and tennis 80-150, small sports 5-30', { timeout: 20_000 }, () => {
    const { reader } = createGeneratorFeed({ seed: 3, now: () => NOW });
    const count = Object.fromEntries(reader.sportMenu().map((m) => [m.sportId, m.count]));
    expect(count[1]).toBeGreaterThanOrEqual(250);
    expect(count[1]).toBeLessThanOrEqual(350);
    for (const id of [2, 5]) {
      expect(count[id]).toBeGreaterThanOrEqual(80);
      expect(count[id]).toBeLessThanOrEqual(150);
    }
    for (const id of [17, 11, 561, 583, 681, 112, 113]) {
      expect(count[id]).toBeGreaterThanOrEqual(5);
      expect(count[id]).toBeLessThanOrEqual(30);
    }
    const football = reader.sportProgram(1);
    expect(Math.max(...reader.sportMenu().map((m) => m.count))).toBe(count[1]);
    // The four market columns of a football row (about 1.7 KB an event; 46 KB with brotli 5).
    expect(JSON.stringify(football).length).toBeLessThan(480 * 1024);
    // Main markets only: result, 2,5, both-teams-score and (a row column, edge/program/row-markets.ts) double chance.
    const names = new Set(football.markets.map((m) => m.name));
    expect(names).toEqual(new Set(['Maç Sonucu', '2,5 Alt/Üst', 'Karşılıklı Gol', 'Çifte Şans']));
  });
});
