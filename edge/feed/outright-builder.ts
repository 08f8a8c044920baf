/**
 * Outright (long-term) events: one market with many outcomes, priced from a strength ladder with the wider
 * margin bookmakers take on futures. They are served under the negative sport id with provider 1.
 */
import { OUTRIGHT_DETAIL_PROVIDER } from '@shared/constants/sports';
import { EVENT_STATUS } from '@shared/constants/codes';
import { dayKey } from '@shared/format/tr';
import { istanbulDayNumber, istanbulTimeOn } from '@shared/time/istanbul';
import type { ProgramEvent } from '@shared/protocol/program';
import { betDetailFields, type BetDetailFields } from '@shared/rules/bet-detail-route';
import { buildMarkets, type Priced } from './event-builder';
import { MARKET_NO, type MarketSpec } from './market-spec';
import { OUTRIGHT_TITLES, type OutrightTitle } from './outright-catalogue.data';
import type { NewEvent } from '../program/program-ops';
import type { ProgramIds } from './program-ids';
import { SeededRandom, mixSeed } from '@shared/random/seeded-random';
import { planFor } from './sport-plans';

export interface GeneratedOutright extends Priced {
  event: ProgramEvent;
  spec: MarketSpec;
  probs: number[];
  margin: number;
  title: OutrightTitle;
}

/** "2026/27" for the season running on a date (seasons turn in July) and the next calendar-year edition. */
export const seasonLabels = (now: number): { season: string; year: number } => {
  const [y = 1970, m = 1] = dayKey(now).split('-').map(Number);
  const start = m >= 7 ? y : y - 1;
  return { season: `${start}/${String((start + 1) % 100).padStart(2, '0')}`, year: m >= 8 ? y + 1 : y };
};

const candidatesOf = (t: OutrightTitle): string[] => {
  if (Array.isArray(t.candidates)) return [...t.candidates];
  const ref = t.candidates as { sportId: number; competition: string; take: number };
  const comp = planFor(ref.sportId)?.competitions.find((c) => c.name === ref.competition);
  if (!comp) throw new Error(`outright candidates: no competition "${ref.competition}" in sport ${ref.sportId}`);
  return comp.sides.slice(0, ref.take);
};

const outrightSpec = (t: OutrightTitle, names: string[] = candidatesOf(t)): MarketSpec =>
  ({ no: MARKET_NO.outrightWinner, name: t.market, outcomes: names, main: true, mbs: 1 });

export const buildOutright = (sportId: number, t: OutrightTitle, seed: number, now: number, ids: ProgramIds): GeneratedOutright => {
  const { code, nevId, bid } = ids.nextEvent();
  const rng = new SeededRandom(mixSeed(seed, code, 0x0f7));
  const names = candidatesOf(t);
  const weights = names.map((_n, i) => Math.exp((-2.8 * i) / Math.max(1, names.length - 1) + 0.25 * rng.normal()));
  const total = weights.reduce((a, b) => a + b, 0);
  const probs = weights.map((w) => w / total);
  const margin = rng.range(1.22, 1.32);
  const spec = outrightSpec(t, names);
  const rows = buildMarkets(code, [spec], [probs], margin, () => 1, ids);
  const { season, year } = seasonLabels(now);
  const name = t.title.replace('{season}', season).replace('{year}', String(year));
  const core: Omit<ProgramEvent, keyof BetDetailFields> = {
    code, nevId, bid, sportId, competition: t.competition, name,
    startsAt: istanbulTimeOn(istanbulDayNumber(now) + t.settlesInDays, '22:00'), live: false, bettableInPlay: false,
    status: EVENT_STATUS.open, minute: null, score: null, providerId: OUTRIGHT_DETAIL_PROVIDER, mbs: 1,
    marketCount: 1, marketIds: rows.markets.map((m) => m.id), hasOfficialResult: false,
  };
  const event: ProgramEvent = { ...core, ...betDetailFields(core) };
  return { event, ...rows, spec, probs, margin, title: t };
};

/** Every outright program of the given negative sport ids. */
export const buildOutrights = (outrightIds: readonly number[], seed: number, now: number, ids: ProgramIds): GeneratedOutright[] =>
  outrightIds.flatMap((id) => {
    const titles = OUTRIGHT_TITLES[id];
    if (!titles?.length) throw new Error(`no outright titles for sport ${id}`);
    return titles.map((t) => buildOutright(id, t, seed, now, ids));
  });

/** What a checkpoint keeps of an outright besides its program rows: its title and where its prices stand. */
export interface OutrightState {
  code: number;
  sportId: number;
  title: number;
  probs: number[];
  margin: number;
}

export const outrightState = (o: GeneratedOutright): OutrightState => {
  const title = OUTRIGHT_TITLES[o.event.sportId]?.indexOf(o.title) ?? -1;
  if (title < 0) throw new Error(`outright ${o.event.code} has no catalogue title`);
  return { code: o.event.code, sportId: o.event.sportId, title, probs: [...o.probs], margin: o.margin };
};

export const restoreOutright = (state: OutrightState, rows: NewEvent): GeneratedOutright => {
  const t = OUTRIGHT_TITLES[state.sportId]?.[state.title];
  if (!t) throw new Error(`no outright title #${state.title} for sport ${state.sportId}`);
  return { ...rows, mainMarketIds: [...rows.mainMarketIds], spec: outrightSpec(t), probs: [...state.probs], margin: state.margin, title: t };
};
