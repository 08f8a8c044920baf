/**
 * Pure grouping of program events into the rows the windowed list draws: Istanbul days (headed 'Bugün, 24 Kasım
 * Salı', ...) or sports, then competitions (league groups, each with its sport's market column headers), then events
 * in start order within their competition.
 */
import type { ProgramEvent } from '@shared/protocol/program';
import { dayKey } from '@shared/format/tr';
import { dayHeading } from '@shared/format/program-day';
import { SPORTS, sportById } from '@shared/constants/sports';

export interface CompetitionGroup {
  name: string;
  /** Sport of the competition's events: its market columns head the group. */
  sportId: number;
  codes: number[];
}
export interface DayGroup {
  key: string;
  label: string;
  competitions: CompetitionGroup[];
}

export type ProgramRow =
  | { kind: 'header'; id: string; label: string; count: number }
  | { kind: 'competition'; id: string; label: string; sportId: number }
  | { kind: 'event'; id: string; code: number };

/** Leagues of one kick-off minute in a fixed order (by their names' code units; the league list itself is Turkish). */
const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const byStart = (a: ProgramEvent, b: ProgramEvent): number =>
  a.startsAt - b.startsAt || byName(a.competition, b.competition) || a.code - b.code;

/** Competitions in order of their first event, each with its events in start order. */
export const groupCompetitions = (events: readonly ProgramEvent[]): CompetitionGroup[] => {
  const groups = new Map<string, CompetitionGroup>();
  for (const e of [...events].sort(byStart)) {
    const id = `${e.sportId}:${e.competition}`;
    let g = groups.get(id);
    if (!g) {
      g = { name: e.competition, sportId: e.sportId, codes: [] };
      groups.set(id, g);
    }
    g.codes.push(e.code);
  }
  return [...groups.values()];
};

/** Events by Istanbul day in start order, each day headed relative to the server's now. */
export const groupByDay = (events: readonly ProgramEvent[], nowMs: number): DayGroup[] => {
  const days = new Map<string, ProgramEvent[]>();
  for (const e of [...events].sort(byStart)) {
    const key = dayKey(e.startsAt);
    const list = days.get(key);
    if (list) list.push(e);
    else days.set(key, [e]);
  }
  return [...days.entries()].map(([key, list]) => ({
    key,
    label: dayHeading(list[0]?.startsAt ?? nowMs, nowMs),
    competitions: groupCompetitions(list),
  }));
};

const sportOrder = (sportId: number): number => {
  const i = SPORTS.findIndex((sp) => sp.id === sportId);
  return i < 0 ? SPORTS.length : i;
};

/** Live events by sport, in the sport table's order. */
export const groupBySport = (events: readonly ProgramEvent[]): DayGroup[] => {
  const sports = new Map<number, ProgramEvent[]>();
  for (const e of events) {
    const list = sports.get(e.sportId);
    if (list) list.push(e);
    else sports.set(e.sportId, [e]);
  }
  return [...sports.entries()]
    .sort(([a], [b]) => sportOrder(a) - sportOrder(b))
    .map(([sportId, list]) => ({
      key: `sport-${sportId}`,
      label: sportById(sportId)?.name ?? String(sportId),
      competitions: groupCompetitions(list),
    }));
};

export const toRows = (groups: readonly DayGroup[]): ProgramRow[] =>
  groups.flatMap((g) => [
    { kind: 'header' as const, id: `h:${g.key}`, label: g.label, count: g.competitions.reduce((n, c) => n + c.codes.length, 0) },
    ...g.competitions.flatMap((c) => [
      { kind: 'competition' as const, id: `c:${g.key}:${c.sportId}:${c.name}`, label: c.name, sportId: c.sportId },
      ...c.codes.map((code) => ({ kind: 'event' as const, id: `e:${code}`, code })),
    ]),
  ]);
