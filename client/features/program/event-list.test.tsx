import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { sportKey } from './program.slice';
import { ALL_DAYS } from './program-filters';
import { EventList, ROW_HEIGHTS } from './event-list';
import { manyEvents, makeSnapshot } from './program.test-fixtures';
import { loadSnapshot, makeSelectSportView, makeTestStore, renderAt } from './program.test-render';

function FootballList() {
  const select = useMemo(makeSelectSportView, []);
  const { rows } = useAppSelector((s) => select(s, 1, { day: ALL_DAYS, league: '', query: '' }));
  return <EventList rows={rows} label="Futbol bülteni" />;
}

describe('EventList', () => {
  it('mounts only the visible rows of a 300-event program, day headers included', () => {
    const now = Date.now();
    const { store } = makeTestStore({}, now);
    loadSnapshot(store, sportKey(1), makeSnapshot(manyEvents(300, now + 60_000)));
    renderAt(store, <FootballList />);
    const list = screen.getByRole('list', { name: 'Futbol bülteni' });
    const rows = screen.getAllByRole('listitem');
    expect(Number(rows[0]?.getAttribute('aria-setsize'))).toBeGreaterThan(300);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]?.textContent).toMatch(/^(Bugün|Yarın), /);
    expect(screen.getAllByRole('button').length).toBeLessThan(40 * 10);
    const total = Number.parseInt(list.style.height, 10);
    expect(total).toBeGreaterThan(300 * ROW_HEIGHTS.desktop.event);
  });
});
