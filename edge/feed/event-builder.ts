/**
 * Turns a blueprint into program rows: the match model, the event with its ids, markets with MBS and outcomes
 * priced from the model with the event's margin. The rows are what the store keeps; the model and the margin
 * stay with the simulator, which moves the match and reprices it.
 */
import { EVENT_STATUS } from '@shared/constants/codes';
import type { ProgramEvent, ProgramMarket, ProgramOutcome } from '@shared/protocol/program';
import { betDetailFields, type BetDetailFields } from '@shared/rules/bet-detail-route';
import { createMatchSim } from './match-factory';
import type { MarketSpec, MatchSim } from './market-spec';
import { quoteMarket } from './market-pricing';
import type { ProgramIds } from './program-ids';
import { blueprintOf, type Blueprint, type BlueprintRef } from './program-generator';
import type { NewEvent } from '../program/program-ops';
import type { SimState } from './sim-state';
import { SeededRandom, mixSeed } from '@shared/random/seeded-random';

/** Provider id of generated match events; outrights use OUTRIGHT_DETAIL_PROVIDER (1). */
export const MATCH_PROVIDER_ID = 2;

export type Fate = 'play' | 'cancel' | 'postpone';

export interface GeneratedEvent {
  /** The blueprint it was built from: a checkpoint rebuilds the model from it. */
  ref: BlueprintRef;
  event: ProgramEvent;
  markets: ProgramMarket[];
  outcomes: ProgramOutcome[];
  mainMarketIds: number[];
  sim: MatchSim;
  margin: number;
  fate: Fate;
}

/** Row MBS: mostly 2-3, some singles, a few 4s. */
const MBS_WEIGHTS = [8, 37, 45, 10];

export interface Priced {
  markets: ProgramMarket[];
  outcomes: ProgramOutcome[];
  mainMarketIds: number[];
}

/** Builds market and outcome rows for specs, pricing them pre-match. */
export const buildMarkets = (
  code: number,
  specs: readonly MarketSpec[],
  probs: readonly (readonly number[] | null)[],
  margin: number,
  mbsFor: (spec: MarketSpec) => number,
  ids: ProgramIds,
): Priced => {
  const out: Priced = { markets: [], outcomes: [], mainMarketIds: [] };
  specs.forEach((spec, i) => {
    const id = ids.nextMarket();
    const quote = quoteMarket(spec, probs[i] ?? null, margin, false);
    const outcomeIds = spec.outcomes.map((name, j) => {
      const oid = ids.nextOutcome();
      out.outcomes.push({ id: oid, marketId: id, name, odd: quote.odds?.[j] ?? 0, status: quote.statuses[j] ?? 0 });
      return oid;
    });
    out.markets.push({ id, eventCode: code, no: spec.no, name: spec.name, mbs: mbsFor(spec), status: quote.status, outcomeIds });
    if (spec.main) out.mainMarketIds.push(id);
  });
  return out;
};

export interface BuildOptions {
  /** Already running when the feed starts: always played, always in running. */
  started?: boolean;
}

export const buildEvent = (bp: Blueprint, ids: ProgramIds, seed: number, opts: BuildOptions = {}): GeneratedEvent => {
  const { code, nevId, bid } = ids.nextEvent();
  const traits = new SeededRandom(mixSeed(seed, code, 0x7a1));
  const sim = simOf(bp, seed, code);
  const margin = traits.range(1.05, 1.1);
  const baseMbs = traits.weighted(MBS_WEIGHTS) + 1;
  const mbsFor = (spec: MarketSpec) => spec.mbs ?? (spec.main ? baseMbs : Math.max(1, baseMbs - (traits.chance(0.3) ? 1 : 0)));
  const rows = buildMarkets(code, sim.markets, sim.probabilities(), margin, mbsFor, ids);
  const roll = traits.next();
  const fate: Fate = opts.started ? 'play' : roll < 0.005 ? 'cancel' : roll < 0.017 ? 'postpone' : 'play';
  const bettableInPlay = sim.liveCapable && (opts.started || traits.chance(bp.plan.liveShare));
  const core: Omit<ProgramEvent, keyof BetDetailFields> = {
    code, nevId, bid, sportId: bp.plan.sportId, competition: bp.competition.name, name: `${bp.home} - ${bp.away}`,
    home: bp.home, away: bp.away, startsAt: bp.startsAt, live: false, bettableInPlay, status: EVENT_STATUS.open,
    minute: null, score: null, providerId: MATCH_PROVIDER_ID, mbs: rows.markets[0]?.mbs ?? baseMbs,
    marketCount: rows.markets.length, marketIds: rows.markets.map((m) => m.id), hasOfficialResult: false,
  };
  const event: ProgramEvent = { ...core, ...betDetailFields(core) };
  return { ref: bp.ref, event, ...rows, sim, margin, fate };
};

/** The model of a match: the same one whenever it is built for the same blueprint, seed and code. */
const simOf = (bp: Blueprint, seed: number, code: number): MatchSim =>
  createMatchSim(bp.model, bp.strengthH, bp.strengthA, bp.plan.liveShare, new SeededRandom(mixSeed(seed, code)));

/** What a checkpoint keeps of a generated event besides its program rows (which the program dump holds). */
export interface GeneratedEventState {
  ref: BlueprintRef;
  code: number;
  margin: number;
  fate: Fate;
  sim: SimState;
}

export const eventState = (gen: GeneratedEvent): GeneratedEventState => ({
  ref: gen.ref, code: gen.event.code, margin: gen.margin, fate: gen.fate, sim: gen.sim.snapshot(),
});

/** A generated event back from its checkpoint state and its rows in the restored program. */
export const restoreEvent = (seed: number, state: GeneratedEventState, rows: NewEvent): GeneratedEvent => {
  const sim = simOf(blueprintOf(seed, state.ref), seed, state.code);
  sim.restore(state.sim);
  return { ref: state.ref, event: rows.event, markets: rows.markets, outcomes: rows.outcomes, mainMarketIds: [...rows.mainMarketIds], sim, margin: state.margin, fate: state.fate };
};
