import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { initialSessionState } from '../../platform/session/session.slice';
import { groupByDay, toRows } from './program-grouping';
import { programActions, sportKey } from './program.slice';
import { makeSelectSportView } from './program.test-render';
import { ALL_DAYS } from './program-filters';
import { istanbul, makeEventParts, makeSnapshot } from './program.test-fixtures';

const NOW = istanbul('2030-05-10', '10:00'); // a Friday

describe('grouping by Istanbul day', () => {
  it('heads today and tomorrow by name and date, sorts by start and groups competitions in a day', () => {
    const events = [
      makeEventParts({ code: 3, startsAt: istanbul('2030-05-11', '13:00'), competition: 'Premier Lig' }).event,
      makeEventParts({ code: 1, startsAt: istanbul('2030-05-10', '21:45'), competition: 'Süper Lig' }).event,
      makeEventParts({ code: 2, startsAt: istanbul('2030-05-10', '19:00'), competition: 'La Liga' }).event,
      makeEventParts({ code: 4, startsAt: istanbul('2030-05-10', '23:30'), competition: 'La Liga' }).event,
      makeEventParts({ code: 5, startsAt: istanbul('2030-05-13', '20:00'), competition: 'Serie A' }).event,
    ];
    const days = groupByDay(events, NOW);
    expect(days.map((d) => d.label)).toEqual(['Bugün, 10 Mayıs Cuma', 'Yarın, 11 Mayıs Cumartesi', '13 Mayıs Pazartesi']);
    expect(days[0]?.competitions).toEqual([
      { name: 'La Liga', sportId: 1, codes: [2, 4] },
      { name: 'Süper Lig', sportId: 1, codes: [1] },
    ]);
    expect(toRows(days).map((r) => r.kind)).toEqual([
      'header', 'competition', 'event', 'event', 'competition', 'event',
      'header', 'competition', 'event',
      'header', 'competition', 'event',
    ]);
  });

  it('puts an event after midnight Istanbul time under the next day even when it is still the same UTC day', () => {
    const late = makeEventParts({ code: 9, startsAt: istanbul('2030-05-11', '00:30') }).event; // 21:30 UTC on the 10th
    expect(groupByDay([late], NOW)[0]?.label).toBe('Yarın, 11 Mayıs Cumartesi');
  });

  it('selects a sport program grouped by day against the server clock', () => {
    const store = makeStore({ session: { ...initialSessionState, now: NOW } }, { runSagas: false });
    store.dispatch(
      programActions.snapshotReceived({
        key: sportKey(1),
        snapshot: makeSnapshot([
          { code: 1, startsAt: istanbul('2030-05-10', '20:00') },
          { code: 2, startsAt: istanbul('2030-05-11', '20:00') },
        ]),
        cachedAt: null,
      }),
    );
    const select = makeSelectSportView();
    const all = { day: ALL_DAYS, league: '', query: '' };
    const view = select(store.getState(), 1, all);
    expect(view.rows.filter((r) => r.kind === 'header').map((r) => r.label)).toEqual(['Bugün, 10 Mayıs Cuma', 'Yarın, 11 Mayıs Cumartesi']);
    expect(select(store.getState(), 1, { ...all })).toBe(view);
    expect(select(store.getState(), 2, all).rows).toEqual([]);
  });
});
