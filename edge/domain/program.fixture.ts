/** A tiny in-memory ProgramReader for domain unit tests: a handful of events built by hand. */
import { EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { withBetDetailFields } from '@shared/rules/bet-detail-route';
import type { ProgramEvent, ProgramMarket, ProgramOutcome, ProgramSnapshot } from '@shared/protocol/program';
import type { ProgramReader } from '../program/program-reader';

export const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);
const HOUR = 3_600_000;

const event = (code: number, over: Partial<ProgramEvent> = {}): ProgramEvent => withBetDetailFields({
  code, nevId: code + 500_000, bid: String(code + 900_000), sportId: 1, competition: 'Süper Lig', name: `Ev ${code} - Dep ${code}`,
  startsAt: T0 + HOUR, live: false, bettableInPlay: false, status: EVENT_STATUS.open, minute: null, score: null, providerId: 2,
  mbs: 1, marketCount: 1, marketIds: [code * 10], hasOfficialResult: false, ...over,
});

/** Each event gets one 1/X/2 market (id code*10) with outcomes code*100+1..3. */
const marketOf = (e: ProgramEvent, mbs: number, status: number = OUTCOME_STATUS.open): ProgramMarket => ({
  id: e.code * 10, eventCode: e.code, no: 1, name: 'Maç Sonucu', mbs, status, outcomeIds: [1, 2, 3].map((i) => e.code * 100 + i),
});
const outcomesOf = (m: ProgramMarket, odds: number[], status: number = OUTCOME_STATUS.open): ProgramOutcome[] =>
  m.outcomeIds.map((id, i) => ({ id, marketId: m.id, name: ['1', 'X', '2'][i]!, odd: odds[i]!, status }));

export interface Fixture {
  reader: ProgramReader;
  events: ProgramEvent[];
  outcomes: ProgramOutcome[];
  markets: ProgramMarket[];
}

export const makeFixture = (): Fixture => {
  const events = [
    event(101), // pre-match, MBS 1
    event(102), // pre-match, MBS 1
    event(103, { mbs: 3 }), // pre-match, MBS 3
    event(104, { live: true, bettableInPlay: true, startsAt: T0 - 20 * 60_000, minute: 20, score: [0, 0] }),
    event(105, { live: true, bettableInPlay: false, startsAt: T0 - 20 * 60_000 }),
    event(106, { startsAt: T0 - 60_000 }), // pre-match row whose start has passed, not yet live
    event(107, { sportId: -1, providerId: 1, name: 'Süper Lig Şampiyonu', startsAt: T0 + 30 * 24 * HOUR }),
    event(108, { sportId: 117, startsAt: T0 - 60_000, live: true, bettableInPlay: true }),
  ];
  const markets = events.map((e) => marketOf(e, e.mbs));
  const outcomes = markets.flatMap((m) => outcomesOf(m, [185, 320, 410]));
  const byId = new Map(outcomes.map((o) => [o.id, o]));
  const snapshot = (evs: ProgramEvent[], sportId: number): ProgramSnapshot => ({
    sportId, version: 1, asOf: T0, events: evs,
    markets: markets.filter((m) => evs.some((e) => e.code === m.eventCode)),
    outcomes: outcomes.filter((o) => evs.some((e) => e.code * 10 === o.marketId)),
  });
  const reader: ProgramReader = {
    sportMenu: () => [],
    sportProgram: (sportId) => snapshot(events.filter((e) => e.sportId === sportId), sportId),
    liveProgram: () => snapshot(events.filter((e) => e.live), 0),
    highlights: () => ({ version: '1.1', asOf: T0, sports: [{ program: snapshot(events.filter((e) => e.sportId === 1), 1), count: 6 }] }),
    eventDetail: (code) => {
      const e = events.find((x) => x.code === code);
      return e ? snapshot([e], e.sportId) : undefined;
    },
    eventByCode: (code) => events.find((e) => e.code === code),
    eventByNevId: (nevId) => events.find((e) => e.nevId === nevId),
    eventByBid: (bid) => events.find((e) => e.bid === bid),
    outcome: (id) => {
      const outcome = byId.get(id);
      const market = outcome && markets.find((m) => m.id === outcome.marketId);
      const ev = market && events.find((e) => e.code === market.eventCode);
      return outcome && market && ev ? { event: ev, market, outcome } : undefined;
    },
  };
  return { reader, events, outcomes, markets };
};
