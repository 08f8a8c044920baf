/**
 * What a sport's program page lists under its filters, computed in one pass from the program's events: the events
 * of the chosen Istanbul day, the leagues of that day with their counts (the league filter's options), then the
 * chosen league and the search (team names and event codes, Turkish-insensitive), grouped into list rows.
 */
import type { ProgramEvent } from '@shared/protocol/program';
import { LOCALE } from '@shared/constants/business';
import { dayKey } from '@shared/format/tr';
import { groupByDay, toRows, type ProgramRow } from './program-grouping';
import { ALL_DAYS } from './program-filters';
import { compareTr } from '@shared/format/tr-collate';

export interface LeagueOption {
  name: string;
  count: number;
}

export interface SportView {
  rows: ProgramRow[];
  /** Leagues of the chosen day with their event counts, by name; the chosen league is always among them. */
  leagues: LeagueOption[];
  /** Events of the whole program, and those the filters leave. */
  total: number;
  shown: number;
}

export interface ViewFilters {
  day: string;
  league: string;
  query: string;
}

/** A search text as compared: Turkish lower case ('İSTANBUL' and 'istanbul' alike), spaces squeezed. */
export const normaliseQuery = (text: string): string => text.toLocaleLowerCase(LOCALE).replace(/\s+/g, ' ').trim();

/** Event names in comparable form, computed once per event object. */
const searchNames = new WeakMap<ProgramEvent, string>();
const searchNameOf = (e: ProgramEvent): string => {
  let text = searchNames.get(e);
  if (text === undefined) {
    text = normaliseQuery(e.name);
    searchNames.set(e, text);
  }
  return text;
};

/** An event matches a search by its name (either team) or its event code. */
export const matchesQuery = (e: ProgramEvent, normalised: string): boolean =>
  normalised === '' || searchNameOf(e).includes(normalised) || String(e.code).startsWith(normalised);

const byName = (a: LeagueOption, b: LeagueOption): number => compareTr(a.name, b.name);

export const buildSportView = (events: readonly ProgramEvent[], nowMs: number, f: ViewFilters): SportView => {
  const ofDay = f.day === ALL_DAYS ? events : events.filter((e) => dayKey(e.startsAt) === f.day);
  const counts = new Map<string, number>();
  for (const e of ofDay) counts.set(e.competition, (counts.get(e.competition) ?? 0) + 1);
  if (f.league && !counts.has(f.league)) counts.set(f.league, 0);
  const leagues = [...counts].map(([name, count]) => ({ name, count })).sort(byName);
  const query = normaliseQuery(f.query);
  const shown = ofDay.filter((e) => (!f.league || e.competition === f.league) && matchesQuery(e, query));
  return { rows: toRows(groupByDay(shown, nowMs)), leagues, total: events.length, shown: shown.length };
};
