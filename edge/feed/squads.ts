/**
 * Youth and reserve squads. A sport's sides can play only so many matches a week without two of them overlapping,
 * so above SQUAD_SCALE a sport with `squads` spreads its scale over copies of its competitions played by the sides'
 * other squads ('Galatasaray U21' in 'Süper Lig U21'), as a full-size bet program does. At SQUAD_SCALE and below
 * (every run but the benchmarks') the competitions are the plan's own, unchanged.
 */
import type { Competition, SportPlan } from './sport-plan';

export const SQUAD_SCALE = 4;

/** How many copies (the plan's own competitions first) a scale spreads over. */
export const squadCopies = (plan: SportPlan, scale: number): number =>
  Math.max(1, Math.min(1 + (plan.squads?.length ?? 0), Math.ceil(scale / SQUAD_SCALE)));

const derived = new Map<SportPlan, Competition[]>();

/** Competition `index` of a plan: the plan's own below its count, then the squads' copies in order. */
export const competitionOf = (plan: SportPlan, index: number): Competition | undefined => {
  const own = plan.competitions.length;
  if (index < own) return plan.competitions[index];
  const squad = plan.squads?.[Math.floor(index / own) - 1];
  const base = plan.competitions[index % own];
  if (squad === undefined || !base) return undefined;
  let list = derived.get(plan);
  if (!list) derived.set(plan, (list = []));
  return (list[index - own] ??= { ...base, name: `${base.name} ${squad}`, sides: base.sides.map((s) => `${s} ${squad}`) });
};

/** The competitions a day draws from at `copies` copies. */
export const competitionsAt = (plan: SportPlan, copies: number): Competition[] =>
  Array.from({ length: plan.competitions.length * copies }, (_v, i) => competitionOf(plan, i) as Competition);
