import { describe, expect, it } from 'vitest';
import { withBetDetailFields } from '@shared/rules/bet-detail-route';
import { EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { COLUMN_MARKET_NO } from '@shared/constants/market-columns';
import { MARKET_NO } from '../feed/market-spec';
import type { EventRecord } from './program-index';
import { HIGHLIGHT_EVENTS, HIGHLIGHT_LIVE, pickHighlights } from './program-highlights';
import { ProgramStore, type NewEvent } from './program-store';

const NOW = 1_000_000;
let nextId = 1;
const makeEvent = (code: number, sportId: number, opts: { live?: boolean; startsAt?: number; status?: number } = {}): NewEvent => {
  const nos = [1, 2, 30];
  const markets = nos.map((no) => ({ id: nextId++, eventCode: code, no, name: `Pazar ${no}`, mbs: 2, status: OUTCOME_STATUS.open, outcomeIds: [nextId++, nextId++] }));
  const outcomes = markets.flatMap((m) => m.outcomeIds.map((id) => ({ id, marketId: m.id, name: '1', odd: 185, status: OUTCOME_STATUS.open })));
  return {
    event: withBetDetailFields({
      code, nevId: code * 10, bid: `b${code}`, sportId, competition: 'Lig', name: `Ev ${code} - Dep ${code}`, startsAt: opts.startsAt ?? NOW + code * 60_000,
      live: opts.live ?? false, bettableInPlay: true, status: opts.status ?? EVENT_STATUS.open, minute: null, score: null, providerId: 2, mbs: 2,
      marketCount: markets.length, marketIds: markets.map((m) => m.id), hasOfficialResult: false,
    }),
    markets, outcomes, mainMarketIds: [markets[0]!.id],
  };
};
const rec = (e: NewEvent): EventRecord => ({ event: e.event, mainIds: new Set(e.mainMarketIds), inProgram: true, removedAt: null });

describe('program highlights', () => {
  it('reads the same market numbers as the generator', () => {
    for (const [name, no] of Object.entries(COLUMN_MARKET_NO)) expect(MARKET_NO[name as keyof typeof MARKET_NO], name).toBe(no);
  });

  it('picks live events in play first, then the next to start, more live ones when few are yet to start', () => {
    const live = [1, 2, 3, 4].map((i) => rec(makeEvent(i, 1, { live: true, startsAt: NOW - i * 60_000 })));
    const next = [10, 11, 12, 13, 14, 15].map((i) => rec(makeEvent(i, 1, { startsAt: NOW + i * 60_000 })));
    const started = rec(makeEvent(20, 1, { startsAt: NOW - 1 }));
    const finished = rec(makeEvent(21, 1, { live: true, status: EVENT_STATUS.finished }));
    const codes = (records: EventRecord[]) => pickHighlights(records, NOW).map((r) => r.event.code);
    expect(codes([...next, started, finished, ...live].reverse())).toEqual([4, 3, 10, 11, 12, 13]);
    expect(codes([...live, next[0]!])).toEqual([4, 3, 2, 1, 10]);
    expect(codes(next)).toHaveLength(HIGHLIGHT_EVENTS);
    expect(HIGHLIGHT_LIVE).toBe(2);
  });

  it('answers the leading sports with their main markets at their versions, cached until a program it draws on moves', () => {
    let now = NOW;
    const store = new ProgramStore(() => now);
    // Sports 1, 3 and 4 have events, 2 has none yet; the home shows up to four, in sport-table order.
    const football = makeEvent(101, 1);
    for (const e of [football, makeEvent(102, 1, { live: true, startsAt: NOW - 5 }), makeEvent(301, 3), makeEvent(401, 4), makeEvent(501, 5), makeEvent(601, 6)]) store.addEvent(e);
    store.commit();
    const first = store.highlights();
    expect(first.sports.map((s) => s.program.sportId)).toEqual([1, 3, 4, 5]);
    expect(first.sports[0]!.program.events.map((e) => e.code)).toEqual([102, 101]);
    expect(first.sports[0]!.count).toBe(2);
    // Main markets only: the feed's (Maç Sonucu) and the columns' (football's Çifte Şans); not the fight market.
    expect(first.sports[0]!.program.events[1]!.marketIds).toEqual(football.markets.slice(0, 2).map((m) => m.id));
    expect(first.sports[0]!.program.version).toBe(store.version({ sportId: 1 }));
    expect(Object.isFrozen(first)).toBe(true);
    now += 1000;
    expect(store.highlights()).toBe(first);

    // A sport after the four shown moves: the same answer. One of them moves: a new one at its new version.
    store.addEvent(makeEvent(602, 6));
    store.commit();
    expect(store.highlights()).toBe(first);
    store.updateOutcome(football.outcomes[0]!.id, { odd: 250 });
    store.commit();
    const second = store.highlights();
    expect(second).not.toBe(first);
    expect(second.version).not.toBe(first.version);
    expect(second.asOf).toBe(now);
    expect(second.sports[0]!.program.version).toBe(first.sports[0]!.program.version + 1);
    expect(second.sports[0]!.program.outcomes.find((o) => o.id === football.outcomes[0]!.id)!.odd).toBe(250);

    // A sport before the last shown gains events: it takes its place in the answer.
    store.addEvent(makeEvent(201, 2));
    store.commit();
    expect(store.highlights().sports.map((s) => s.program.sportId)).toEqual([1, 2, 3, 4]);
  });
});
