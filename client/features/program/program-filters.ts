/**
 * The filters of a sport's program as they live in the URL query, so back/forward and a shared link show the same
 * list: `gun` (an Istanbul day key, YYYY-MM-DD; absent: every day), `lig` (a competition name; absent: every
 * league), `ara` (the search text) and `bahis` (the column group a phone shows; absent: Maç Sonucu). Defaults are
 * left out of the URL.
 */
import { DEFAULT_COLUMN_GROUP, isColumnGroupKey, type ColumnGroupKey } from '@shared/constants/market-columns';
import { isDayKey } from '@shared/format/program-day';

export const FILTER_PARAM = { day: 'gun', league: 'lig', query: 'ara', group: 'bahis' } as const;
export type FilterName = keyof typeof FILTER_PARAM;

/** The date tab of every day. */
export const ALL_DAYS = 'tumu';

export interface ProgramFilters {
  /** An Istanbul day key, or ALL_DAYS. */
  day: string;
  /** A competition name, or '' for every league. */
  league: string;
  query: string;
  group: ColumnGroupKey;
}

/** The longest search text kept (a team name or an event code needs far less). */
export const MAX_QUERY_LENGTH = 60;

export const readFilters = (params: URLSearchParams): ProgramFilters => {
  const day = params.get(FILTER_PARAM.day) ?? '';
  const group = params.get(FILTER_PARAM.group);
  return {
    day: isDayKey(day) ? day : ALL_DAYS,
    league: params.get(FILTER_PARAM.league)?.trim() ?? '',
    query: (params.get(FILTER_PARAM.query) ?? '').slice(0, MAX_QUERY_LENGTH),
    group: isColumnGroupKey(group) ? group : DEFAULT_COLUMN_GROUP,
  };
};

const DEFAULTS: Record<FilterName, string> = { day: ALL_DAYS, league: '', query: '', group: DEFAULT_COLUMN_GROUP };

/** The query with one filter set; a default value leaves the URL. Other parameters (e.g. ?code=) stay. */
export const withFilter = (params: URLSearchParams, name: FilterName, value: string): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (value === DEFAULTS[name] || value === '') next.delete(FILTER_PARAM[name]);
  else next.set(FILTER_PARAM[name], value);
  return next;
};

/** The query without the list filters (day, league, search); the phone's column group stays. */
export const withoutFilters = (params: URLSearchParams): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const name of ['day', 'league', 'query'] as const) next.delete(FILTER_PARAM[name]);
  return next;
};
