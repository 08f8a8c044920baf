/** Test data for program tests: football events with a 1/X/2 main market. */
import type { ProgramEvent, ProgramMarket, ProgramOutcome, ProgramSnapshot } from '@shared/protocol/program';

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
}

export const makeEventParts = (f: FixtureEvent): { event: ProgramEvent; market: ProgramMarket; outcomes: ProgramOutcome[] } => {
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
  const [home, away] = (f.name ?? `Ev ${f.code} - Deplasman ${f.code}`).split(' - ');
  const event: ProgramEvent = {
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
    minute: f.live ? 67 : null,
    score: f.live ? [2, 1] : null,
    providerId: 2,
    mbs: 2,
    marketCount: 1 + (f.extraMarkets ?? 0),
    marketIds: [marketId],
    hasOfficialResult: false,
  };
  return { event, market, outcomes };
};

export const makeSnapshot = (fixtures: FixtureEvent[], sportId = 1, version = 1): ProgramSnapshot => {
  const parts = fixtures.map(makeEventParts);
  return {
    sportId,
    version,
    asOf: Date.now(),
    events: parts.map((p) => p.event),
    markets: parts.map((p) => p.market),
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
