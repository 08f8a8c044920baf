import { describe, expect, it } from 'vitest';
import { withBetDetailFields } from '@shared/rules/bet-detail-route';
import { EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { SPORTS } from '@shared/constants/sports';
import type { ProgramChange, ProgramVersions } from './program-reader';
import { ProgramStore, type NewEvent } from './program-store';

let nextId = 1000;
/**
 * An event with `markets` markets of two outcomes each; the first `main` are main markets. Their numbers are none a
 * program row shows (100+), unless `nos` gives them.
 */
const makeEvent = (code: number, sportId: number, opts: { live?: boolean; markets?: number; main?: number; startsAt?: number; nos?: number[] } = {}): NewEvent => {
  const markets = Array.from({ length: opts.markets ?? 3 }, (_m, i) => {
    const id = nextId++;
    return { id, eventCode: code, no: opts.nos?.[i] ?? 100 + i, name: `Pazar ${i + 1}`, mbs: 2, status: OUTCOME_STATUS.open, outcomeIds: [nextId++, nextId++] };
  });
  const outcomes = markets.flatMap((m) => m.outcomeIds.map((id, j) => ({ id, marketId: m.id, name: j ? 'Üst' : 'Alt', odd: 185, status: OUTCOME_STATUS.open })));
  return {
    event: withBetDetailFields({
      code, nevId: code * 10, bid: `b${code}`, sportId, competition: 'Trendyol Süper Lig', name: 'Galatasaray - Fenerbahçe',
      home: 'Galatasaray', away: 'Fenerbahçe', startsAt: opts.startsAt ?? 1_000_000 + code, live: opts.live ?? false,
      bettableInPlay: true, status: EVENT_STATUS.open, minute: null, score: null, providerId: 2, mbs: 2,
      marketCount: markets.length, marketIds: markets.map((m) => m.id), hasOfficialResult: false,
    }),
    markets, outcomes, mainMarketIds: markets.slice(0, opts.main ?? 1).map((m) => m.id),
  };
};

const setup = () => {
  let now = 5_000;
  const store = new ProgramStore(() => now);
  const a = makeEvent(101, 1, { markets: 4, main: 2 });
  const b = makeEvent(102, 1, { live: true, startsAt: 10 });
  const c = makeEvent(201, 2);
  const o = makeEvent(301, -1, { markets: 1 });
  for (const e of [a, b, c, o]) store.addEvent(e);
  store.commit();
  return { store, a, b, c, o, tick: (ms: number) => (now += ms) };
};

describe('ProgramStore', () => {
  it('finds events by code, NevId and bid, and outcomes with their market and event', () => {
    const { store, a } = setup();
    expect(store.eventByCode(101)?.name).toBe('Galatasaray - Fenerbahçe');
    expect(store.eventByNevId(1010)?.code).toBe(101);
    expect(store.eventByBid('b101')?.code).toBe(101);
    const oid = a.outcomes[3]!.id;
    expect(store.outcome(oid)).toMatchObject({ event: { code: 101 }, market: { id: a.markets[1]!.id }, outcome: { id: oid } });
    expect(store.outcome(1)).toBeUndefined();
  });

  it('sport programs carry main markets only, live events included, in start order', () => {
    const { store, a, b } = setup();
    const snap = store.sportProgram(1);
    expect(snap.events.map((e) => e.code)).toEqual([102, 101]);
    expect(snap.events[1]!.marketIds).toEqual(a.mainMarketIds);
    expect(snap.markets.map((m) => m.id)).toEqual([...b.mainMarketIds, ...a.mainMarketIds]);
    expect(snap.outcomes).toHaveLength(6);
    expect(store.eventDetail(101)!.markets).toHaveLength(4);
    expect(store.eventByCode(101)!.marketIds).toHaveLength(4);
    // An outright program shows its whole market.
    expect(store.sportProgram(-1).events.map((e) => e.code)).toEqual([301]);
    expect(store.sportProgram(999_999).events).toEqual([]);
  });

  it('carries the markets the row columns show as main markets, though the feed did not mark them', () => {
    const store = new ProgramStore(() => 5_000);
    // Football: Maç Sonucu (1) marked main, then Çifte Şans (2), İlk Yarı Sonucu (5) and Karşılıklı Gol (4) not.
    const e = makeEvent(501, 1, { markets: 4, main: 1, nos: [1, 2, 5, 4] });
    store.addEvent(e);
    store.commit();
    const [result, double, half, both] = e.markets.map((m) => m.id);
    expect(store.sportProgram(1).events[0]!.marketIds).toEqual([result, double, both]);
    expect(store.sportProgram(1).markets.map((m) => m.no)).toEqual([1, 2, 4]);
    expect([result, double, half, both].map((id) => store.isMainMarket(id!))).toEqual([true, true, false, true]);
    // The same rule in another sport: basketball shows no Çifte Şans column.
    const b = makeEvent(502, 2, { markets: 2, main: 1, nos: [1, 2] });
    store.addEvent(b);
    store.commit();
    expect(store.sportProgram(2).events[0]!.marketIds).toEqual([b.markets[0]!.id]);
  });

  it('caches snapshots until a change touches them, then bumps the version', () => {
    const { store, a, c, tick } = setup();
    const first = store.sportProgram(1);
    tick(1000);
    // One immutable snapshot per version: asOf is when it was built, not when it was read.
    const again = store.sportProgram(1);
    expect(again).toBe(first);
    expect(again.asOf).toBe(5_000);
    expect(Object.isFrozen(again)).toBe(true);
    expect(store.commit()).toEqual([]);

    // A side market change moves the event detail only.
    store.updateOutcome(a.outcomes[7]!.id, { odd: 250 });
    store.commit();
    expect(store.sportProgram(1).version).toBe(first.version);
    expect(store.sportProgram(1).events).toBe(first.events);

    // A main market change moves the sport program; the same odds again changes nothing.
    store.updateOutcome(a.outcomes[0]!.id, { odd: 190 });
    store.commit();
    const next = store.sportProgram(1);
    expect(next.version).toBe(first.version + 1);
    expect(next.asOf).toBe(6_000);
    expect(next.outcomes.find((o) => o.id === a.outcomes[0]!.id)!.odd).toBe(190);
    store.updateOutcome(a.outcomes[0]!.id, { odd: 190 });
    expect(store.commit()).toEqual([]);
    expect(store.sportProgram(2).version).toBe(store.version({ sportId: c.event.sportId }));
  });

  it('answers the last committed snapshot and menu until the next commit', () => {
    const { store, a, tick } = setup();
    const before = store.sportProgram(1);
    const menu = store.sportMenu();
    tick(500);
    store.updateOutcome(a.outcomes[0]!.id, { odd: 300 });
    store.removeEvent(102, OUTCOME_STATUS.disabled);
    expect(store.sportProgram(1)).toBe(before);
    expect(store.sportMenu()).toBe(menu);
    store.commit();
    const after = store.sportProgram(1);
    expect(after.version).toBe(before.version + 1);
    expect(after.asOf).toBe(5_500);
    expect(after.events.map((e) => e.code)).toEqual([101]);
    expect(after.outcomes.find((o) => o.id === a.outcomes[0]!.id)!.odd).toBe(300);
    expect(store.sportMenu()[0]!.count).toBe(1);
  });

  it('tells listeners once per commit with coalesced changes and the versions they reach', () => {
    const { store, a, b } = setup();
    const seen: [ProgramChange[], ProgramVersions][] = [];
    const off = store.onChange((changes, versions) => seen.push([changes, versions]));
    const oid = b.outcomes[0]!.id;
    store.updateOutcome(oid, { odd: 200 });
    store.updateOutcome(oid, { odd: 210, status: OUTCOME_STATUS.lockedA });
    store.updateEvent(102, { minute: 12, score: [1, 0] });
    store.commit();
    expect(seen).toHaveLength(1);
    const [changes, versions] = seen[0]!;
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({ kind: 'outcome', eventCode: 102, outcome: { odd: 210, status: -1 } });
    expect(versions.sports[1]).toBe(store.version({ sportId: 1 }));
    expect(versions.live).toBe(store.version({ live: true }));
    expect(versions.events[102]).toBe(store.version({ eventCode: 102 }));
    expect(versions.events[101]).toBeUndefined();
    off();
    store.updateEvent(101, { status: EVENT_STATUS.locked });
    store.commit();
    expect(seen).toHaveLength(1);
    expect(a.event.status).toBe(EVENT_STATUS.open);
  });

  it('keeps listener failures away from the feed', () => {
    const errors: unknown[] = [];
    const store = new ProgramStore(() => 0, (err) => errors.push(err));
    store.onChange(() => {
      throw new Error('boom');
    });
    store.addEvent(makeEvent(501, 1));
    expect(() => store.commit()).not.toThrow();
    expect(errors).toHaveLength(1);
  });

  it('live program: live events with their main markets that are not taken off', () => {
    const { store, b } = setup();
    expect(store.liveProgram().events.map((e) => e.code)).toEqual([102]);
    expect(store.liveProgram().sportId).toBe(0);
    store.updateMarket(b.mainMarketIds[0]!, { status: OUTCOME_STATUS.disabled });
    store.commit();
    expect(store.liveProgram().markets).toEqual([]);
    store.updateEvent(101, { live: true, minute: 1, score: [0, 0] });
    store.commit();
    expect(store.liveProgram().events.map((e) => e.code)).toEqual([102, 101]);
  });

  it('sport menu: every sport in order with program, live and outright counts', () => {
    const { store } = setup();
    const menu = store.sportMenu();
    expect(menu.map((m) => m.sportId)).toEqual(SPORTS.map((s) => s.id));
    expect(menu[0]).toEqual({ sportId: 1, name: 'Futbol', slug: 'futbol', count: 2, liveCount: 1, outrightCount: 1 });
    expect(menu.find((m) => m.sportId === 2)).toMatchObject({ count: 1, liveCount: 0, outrightCount: 0 });
    expect(menu.find((m) => m.sportId === 98)).toMatchObject({ count: 0, liveCount: 0 });
  });

  it('removed events leave the programs but stay findable until purged', () => {
    const { store, a, tick } = setup();
    const before = store.sportProgram(1).version;
    tick(100);
    store.updateEvent(101, { status: EVENT_STATUS.finished, hasOfficialResult: true });
    store.removeEvent(101, OUTCOME_STATUS.disabled);
    const changes = store.commit();
    expect(changes.map((c) => c.kind)).toEqual(['event', 'removed']);
    expect(store.sportProgram(1).version).toBe(before + 1);
    expect(store.sportProgram(1).events.map((e) => e.code)).toEqual([102]);
    expect(store.sportMenu()[0]!.count).toBe(1);
    expect(store.inProgram(101)).toBe(false);
    expect(store.inProgram(102)).toBe(true);
    expect(store.eventByCode(101)?.hasOfficialResult).toBe(true);
    expect(store.eventDetail(101)?.events[0]!.status).toBe(EVENT_STATUS.finished);
    expect(store.outcome(a.outcomes[0]!.id)?.outcome.status).toBe(OUTCOME_STATUS.disabled);
    store.purge(5_000);
    expect(store.eventByCode(101)).toBeDefined();
    store.purge(5_101);
    expect(store.eventByCode(101)).toBeUndefined();
    expect(store.eventByNevId(1010)).toBeUndefined();
    expect(store.eventByBid('b101')).toBeUndefined();
    expect(store.outcome(a.outcomes[0]!.id)).toBeUndefined();
    expect(store.eventDetail(101)).toBeUndefined();
  });

  it('refuses a second event with the same code', () => {
    const { store } = setup();
    expect(() => store.addEvent(makeEvent(101, 1))).toThrow();
  });
});
