/** Test data for program tests: football events with a 1/X/2 main market, and more row markets when asked. */
import { withBetDetailFields } from '@shared/rules/bet-detail-route';
import type { LiveState, ProgramEvent, ProgramMarket, ProgramOutcome, ProgramSnapshot } from '@shared/protocol/program';

const HOUR = 3_600_000;

export interface FixtureEvent {
  code: number;
  name?: string;
  competition?: string;
  startsAt: number;
  sportId?: number;
  live?: boolean;
  odds?: [number, number, number];
  statuses?: [number, number, number];
  extraMarkets?: number;
  /** A live event's state; without it a live fixture is a football match in its 67th minute. */
  liveState?: LiveState;
  /** More markets the program carries for the event (up to 9), after Maç Sonucu. */
  more?: FixtureMarket[];
}

export interface FixtureMarket {
  no: number;
  name: string;
  outcomes: string[];
  odds?: number[];
  status?: number;
}

/** Football's other row markets: 2,5 Alt/Üst, Karşılıklı Gol, Çifte Şans. */
export const FOOTBALL_ROW_MARKETS: FixtureMarket[] = [
  { no: 12, name: '2,5 Alt/Üst', outcomes: ['Alt', 'Üst'], odds: [190, 180] },
  { no: 4, name: 'Karşılıklı Gol', outcomes: ['Var', 'Yok'], odds: [170, 205] },
  { no: 2, name: 'Çifte Şans', outcomes: ['1-X', '1-2', 'X-2'], odds: [120, 130, 175] },
];

export interface EventParts {
  event: ProgramEvent;
  /** The Maç Sonucu market. */
  market: ProgramMarket;
  /** Every market the program carries for the event, Maç Sonucu first. */
  markets: ProgramMarket[];
  outcomes: ProgramOutcome[];
}

const moreMarket = (code: number, k: number, m: FixtureMarket): { market: ProgramMarket; outcomes: ProgramOutcome[] } => {
  const id = code * 10 + k;
  const outcomes = m.outcomes.map((name, i) => ({ id: id * 10 + i, marketId: id, name, odd: m.odds?.[i] ?? 200, status: 1 }));
  return {
    market: { id, eventCode: code, no: m.no, name: m.name, mbs: 2, status: m.status ?? 1, outcomeIds: outcomes.map((o) => o.id) },
    outcomes,
  };
};

export const makeEventParts = (f: FixtureEvent): EventParts => {
  const marketId = f.code * 10;
  const names = ['1', 'X', '2'];
  const odds = f.odds ?? [185, 340, 420];
  const statuses = f.statuses ?? [1, 1, 1];
  const outcomes = names.map((name, i) => ({
    id: marketId * 10 + i,
    marketId,
    name,
    odd: odds[i] ?? 100,
    status: statuses[i] ?? 1,
  }));
  const market: ProgramMarket = {
    id: marketId,
    eventCode: f.code,
    no: 1,
    name: 'Maç Sonucu',
    mbs: 2,
    status: 1,
    outcomeIds: outcomes.map((o) => o.id),
  };
  const more = (f.more ?? []).slice(0, 9).map((m, k) => moreMarket(f.code, k + 1, m));
  const [home, away] = (f.name ?? `Ev ${f.code} - Deplasman ${f.code}`).split(' - ');
  const event: ProgramEvent = withBetDetailFields({
    code: f.code,
    nevId: f.code + 500_000,
    bid: String(f.code + 900_000),
    sportId: f.sportId ?? 1,
    competition: f.competition ?? 'Süper Lig',
    name: f.name ?? `Ev ${f.code} - Deplasman ${f.code}`,
    home,
    away,
    startsAt: f.startsAt,
    live: f.live ?? false,
    bettableInPlay: true,
    status: 1,
    minute: f.live && (!f.liveState || f.liveState.kind === 'clock') ? (f.liveState?.kind === 'clock' ? f.liveState.minute : 67) : null,
    score: f.live ? [2, 1] : null,
    providerId: 2,
    mbs: 2,
    marketCount: 1 + more.length + (f.extraMarkets ?? 0),
    marketIds: [marketId, ...more.map((m) => m.market.id)],
    hasOfficialResult: false,
    ...(f.liveState ? { liveState: f.liveState } : {}),
  });
  return { event, market, markets: [market, ...more.map((m) => m.market)], outcomes: [...outcomes, ...more.flatMap((m) => m.outcomes)] };
};

export const makeSnapshot = (fixtures: FixtureEvent[], sportId = 1, version = 1): ProgramSnapshot => {
  const parts = fixtures.map(makeEventParts);
  return {
    sportId,
    version,
    asOf: Date.now(),
    events: parts.map((p) => p.event),
    markets: parts.flatMap((p) => p.markets),
    outcomes: parts.flatMap((p) => p.outcomes),
  };
};

/** n football events an hour apart from `from`, in a handful of competitions. */
export const manyEvents = (n: number, from: number): FixtureEvent[] =>
  Array.from({ length: n }, (_, i) => ({
    code: 1000 + i,
    startsAt: from + (i % 48) * HOUR,
    competition: `Lig ${i % 7}`,
  }));

/** Istanbul wall-clock time (UTC+3) on a given date, as epoch ms. */
export const istanbul = (isoDate: string, hhmm: string): number => Date.parse(`${isoDate}T${hhmm}:00+03:00`);
