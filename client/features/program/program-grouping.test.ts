import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { initialSessionState } from '../session/session.slice';
import { groupByDay, toRows } from './program-grouping';
import { programActions, sportKey } from './program.slice';
import { selectSportDays, selectSportRows } from './program.selectors';
import { istanbul, makeEventParts, makeSnapshot } from './program.test-fixtures';

const NOW = istanbul('2030-05-10', '10:00'); // a Friday

describe('grouping by Istanbul day', () => {
  it('labels today Bugün and tomorrow Yarın, sorts by start and groups competitions in a day', () => {
    const events = [
      makeEventParts({ code: 3, startsAt: istanbul('2030-05-11', '13:00'), competition: 'Premier Lig' }).event,
      makeEventParts({ code: 1, startsAt: istanbul('2030-05-10', '21:45'), competition: 'Süper Lig' }).event,
      makeEventParts({ code: 2, startsAt: istanbul('2030-05-10', '19:00'), competition: 'La Liga' }).event,
      makeEventParts({ code: 4, startsAt: istanbul('2030-05-10', '23:30'), competition: 'La Liga' }).event,
      makeEventParts({ code: 5, startsAt: istanbul('2030-05-13', '20:00'), competition: 'Serie A' }).event,
    ];
    const days = groupByDay(events, NOW);
    expect(days.map((d) => d.label)).toEqual(['Bugün', 'Yarın', expect.stringContaining('Pazartesi')]);
    expect(days[0]?.competitions).toEqual([
      { name: 'La Liga', codes: [2, 4] },
      { name: 'Süper Lig', codes: [1] },
    ]);
    expect(toRows(days).map((r) => r.kind)).toEqual([
      'header', 'competition', 'event', 'event', 'competition', 'event',
      'header', 'competition', 'event',
      'header', 'competition', 'event',
    ]);
  });

  it('puts an event after midnight Istanbul time under the next day even when it is still the same UTC day', () => {
    const late = makeEventParts({ code: 9, startsAt: istanbul('2030-05-11', '00:30') }).event; // 21:30 UTC on the 10th
    expect(groupByDay([late], NOW)[0]?.label).toBe('Yarın');
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
    const days = selectSportDays(store.getState(), 1);
    expect(days.map((d) => d.label)).toEqual(['Bugün', 'Yarın']);
    expect(selectSportRows(store.getState(), 1)).toBe(selectSportRows(store.getState(), 1));
    expect(selectSportDays(store.getState(), 2)).toEqual([]);
  });
});
