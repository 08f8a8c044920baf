import { describe, expect, it } from 'vitest';
import { MT } from '@shared/protocol/realtime';
import { LIVE_KEY, programActions, sportKey } from './program.slice';
import { selectLiveRows } from './program.selectors';
import { ALL_DAYS, readFilters, withFilter, withoutFilters } from './program-filters';
import { istanbul, makeEventParts, makeSnapshot, type FixtureEvent } from './program.test-fixtures';
import { loadSnapshot, makeSelectSportView, makeTestStore } from './program.test-render';

const NOW = istanbul('2030-05-10', '10:00'); // a Friday
const EVENTS: FixtureEvent[] = [
  { code: 101, name: 'Galatasaray - Fenerbahçe', competition: 'Süper Lig', startsAt: istanbul('2030-05-10', '20:00') },
  { code: 102, name: 'İstanbulspor - Sivasspor', competition: 'Süper Lig', startsAt: istanbul('2030-05-10', '17:00') },
  { code: 203, name: 'Real Madrid - Barcelona', competition: 'La Liga', startsAt: istanbul('2030-05-10', '22:00') },
  { code: 304, name: 'Iğdır FK - Ümraniyespor', competition: '1. Lig', startsAt: istanbul('2030-05-11', '19:00') },
  { code: 405, name: 'Beşiktaş - Trabzonspor', competition: 'Süper Lig', startsAt: istanbul('2030-05-12', '20:00') },
];
const ALL = { day: ALL_DAYS, league: '', query: '' };

const setup = () => {
  const { store } = makeTestStore({}, NOW);
  loadSnapshot(store, sportKey(1), makeSnapshot(EVENTS, 1, 1));
  const select = makeSelectSportView();
  const view = (f: Partial<typeof ALL> = {}) => select(store.getState(), 1, { ...ALL, ...f });
  const codes = (f: Partial<typeof ALL> = {}) => view(f).rows.flatMap((r) => (r.kind === 'event' ? [r.code] : []));
  return { store, select, view, codes };
};

describe('sport view selector', () => {
  it('lists every day by default, rows by start time within their league group', () => {
    const { view, codes } = setup();
    expect(codes()).toEqual([102, 101, 203, 304, 405]);
    expect(view().rows.map((r) => (r.kind === 'event' ? r.code : r.label))).toEqual([
      'Bugün, 10 Mayıs Cuma', 'Süper Lig', 102, 101, 'La Liga', 203,
      'Yarın, 11 Mayıs Cumartesi', '1. Lig', 304,
      '12 Mayıs Pazar', 'Süper Lig', 405,
    ]);
    expect(view()).toMatchObject({ total: 5, shown: 5 });
  });

  it('narrows to one Istanbul day, and offers that day\'s leagues with their counts', () => {
    const { view, codes } = setup();
    expect(codes({ day: '2030-05-10' })).toEqual([102, 101, 203]);
    expect(view({ day: '2030-05-10' }).leagues).toEqual([
      { name: 'La Liga', count: 1 },
      { name: 'Süper Lig', count: 2 },
    ]);
    expect(codes({ day: '2030-05-13' })).toEqual([]);
    expect(view({ day: '2030-05-13' })).toMatchObject({ total: 5, shown: 0 });
  });

  it('narrows to one league, keeping the chosen league among the options even on a day without it', () => {
    const { view, codes } = setup();
    expect(codes({ league: 'Süper Lig' })).toEqual([102, 101, 405]);
    expect(view({ day: '2030-05-11', league: 'La Liga' }).leagues).toEqual([
      { name: '1. Lig', count: 1 },
      { name: 'La Liga', count: 0 },
    ]);
  });

  it('searches team names Turkish-insensitively and event codes', () => {
    const { codes } = setup();
    expect(codes({ query: 'istanbul' })).toEqual([102]);
    expect(codes({ query: 'İSTANBULSPOR' })).toEqual([102]);
    expect(codes({ query: 'IĞDIR' })).toEqual([304]);
    expect(codes({ query: '  fenerbahçe ' })).toEqual([101]);
    expect(codes({ query: '20' })).toEqual([203]);
    expect(codes({ query: 'real   madrid' })).toEqual([203]);
    expect(codes({ query: 'süper', league: 'Süper Lig' })).toEqual([]);
  });

  it('keeps its answer while only live minutes and odds move, and recomputes for new filters', () => {
    const { store, view } = setup();
    const first = view({ day: '2030-05-10' });
    const moved = { ...makeEventParts(EVENTS[0]!).event, minute: 12, score: [1, 0] as [number, number] };
    store.dispatch(programActions.liveBatchApplied({ rooms: [{ key: sportKey(1), version: 2, items: [{ MT: MT.scoreUpdate, M: moved }] }] }));
    expect(view({ day: '2030-05-10' })).toBe(first);
    expect(view({ day: '2030-05-11' })).not.toBe(first);
  });

  it('keeps its answer through a round of kick-offs; the live program\'s rows take the events in', () => {
    const { store, view } = setup();
    loadSnapshot(store, LIVE_KEY, makeSnapshot([], 1, 1));
    const first = view();
    const live = selectLiveRows(store.getState());
    const kickOff = [EVENTS[0]!, EVENTS[1]!].map((e) => ({ MT: MT.statusChange, M: { ...makeEventParts(e).event, live: true, minute: 1 } }));
    store.dispatch(programActions.liveBatchApplied({ rooms: [{ key: sportKey(1), version: 2, items: kickOff }, { key: LIVE_KEY, version: 2, items: kickOff }] }));
    expect(view()).toBe(first);
    expect(selectLiveRows(store.getState())).not.toBe(live);
    expect(selectLiveRows(store.getState()).flatMap((r) => (r.kind === 'event' ? [r.code] : [])).sort()).toEqual([101, 102]);
  });
});

describe('program filters in the URL', () => {
  it('reads day, league, search and column group, ignoring values it does not know', () => {
    expect(readFilters(new URLSearchParams('gun=2030-05-11&lig=S%C3%BCper+Lig&ara=fener&bahis=double'))).toEqual({
      day: '2030-05-11', league: 'Süper Lig', query: 'fener', group: 'double',
    });
    expect(readFilters(new URLSearchParams('gun=yarin&bahis=korner'))).toEqual({ day: ALL_DAYS, league: '', query: '', group: 'result' });
  });

  it('writes a filter, drops defaults, keeps other parameters and clears the list filters', () => {
    const p = withFilter(new URLSearchParams('code=5&bahis=total'), 'day', '2030-05-11');
    expect(p.toString()).toBe('code=5&bahis=total&gun=2030-05-11');
    expect(withFilter(p, 'day', ALL_DAYS).toString()).toBe('code=5&bahis=total');
    expect(withFilter(p, 'group', 'result').toString()).toBe('code=5&gun=2030-05-11');
    expect(withoutFilters(withFilter(withFilter(p, 'league', 'La Liga'), 'query', 'real')).toString()).toBe('code=5&bahis=total');
  });
});
