import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { viewActions } from '../../platform/view/view.slice';
import { LIVE_KEY, highlightKey, programActions } from './program.slice';
import { OverviewPage } from './overview-page';
import { LivePage } from './live-page';
import { FOOTBALL_ROW_MARKETS, istanbul, makeSnapshot } from './program.test-fixtures';
import { loadSnapshot, makeTestStore, renderRoutes } from './program.test-render';

const HOUR = 3_600_000;

describe('OverviewPage', () => {
  it('asks for the highlights, reserves their place while they load, then shows each sport with its columns', async () => {
    const now = istanbul('2030-05-10', '10:00');
    const { store, dispatched } = makeTestStore({}, now);
    renderRoutes(store, [{ path: '/iddaa', element: <OverviewPage /> }], '/iddaa');
    expect(document.title).toBe('iddaa Bülteni - iddaa');
    expect(dispatched.some(programActions.highlightsRequested.match)).toBe(true);
    expect(dispatched.some(programActions.sportRequested.match)).toBe(false);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Bülten yükleniyor…');

    act(() => {
      loadSnapshot(store, highlightKey(1), makeSnapshot([
        { code: 7, name: 'Galatasaray - Fenerbahçe', startsAt: now - HOUR, live: true, more: FOOTBALL_ROW_MARKETS },
        { code: 8, name: 'Real Madrid - Barcelona', startsAt: now + HOUR, more: FOOTBALL_ROW_MARKETS.slice(0, 1) },
      ], 1, 12));
      loadSnapshot(store, highlightKey(5), makeSnapshot([{ code: 9, name: 'Jannik Sinner - Carlos Alcaraz', startsAt: istanbul('2030-05-11', '12:00'), sportId: 5 }], 5, 3));
      store.dispatch(programActions.highlightsListed({ sports: [{ sportId: 1, count: 273 }, { sportId: 5, count: 128 }] }));
    });
    // The cards render from a deferred copy of the highlights, in one background (transition) render.
    const football = await screen.findByRole('region', { name: 'Futbol' });
    expect(within(football).getByRole('link', { name: 'Tüm Futbol bülteni (273)' }).getAttribute('href')).toBe('/iddaa/futbol');
    for (const title of ['Maç Sonucu', 'Alt/Üst 2,5', 'Karşılıklı Gol', 'Çifte Şans']) expect(within(football).getByText(title)).toBeTruthy();
    expect(within(football).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Galatasaray - Fenerbahçe', 'Real Madrid - Barcelona']);
    expect(within(football).getByLabelText('Canlı, 67. dakika, skor 2 - 1')).toBeTruthy();
    // The second match carries only Maç Sonucu and 2,5 Alt/Üst: the other two columns are locked.
    expect(within(screen.getByRole('article', { name: 'Real Madrid - Barcelona' })).getAllByRole('img', { name: 'Kapalı' })).toHaveLength(2);
    const tennis = screen.getByRole('region', { name: 'Tenis' });
    expect(screen.queryAllByRole('status').map((s) => s.textContent)).not.toContain('Bülten yükleniyor…');
    expect(within(tennis).getByText('Alt/Üst')).toBeTruthy();
    // Rows outside a day group say their competition, and their day unless it is today.
    expect(within(tennis).getByText('Yarın · Süper Lig')).toBeTruthy();
    expect(within(football).getAllByText('Süper Lig')).toHaveLength(2);
  });
});

describe('LivePage', () => {
  it('shows every live row with its live state, score and market columns, locked where no market is open', () => {
    const now = Date.now();
    const { store } = makeTestStore({}, now);
    loadSnapshot(store, LIVE_KEY, makeSnapshot([
      { code: 7, name: 'Galatasaray - Fenerbahçe', startsAt: now - HOUR, live: true, more: FOOTBALL_ROW_MARKETS },
      { code: 11, name: 'Anadolu Efes - Real Madrid', startsAt: now - HOUR, live: true, sportId: 2, liveState: { kind: 'quarters', period: 2, periods: 4, clockSeconds: 252, running: true } },
      { code: 12, name: 'Jannik Sinner - Carlos Alcaraz', startsAt: now - HOUR, live: true, sportId: 5, statuses: [-1, -1, -1], liveState: { kind: 'sets', sets: [[6, 4], [3, 2]], points: ['30', '15'], server: 1 } },
    ], 0, 4));
    renderRoutes(store, [{ path: '/live', element: <LivePage /> }], '/live');
    expect(document.title).toBe('Canlı Bahis - iddaa');
    const list = screen.getByRole('list', { name: 'Canlı etkinlikler' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Futbol', 'Basketbol', 'Tenis']);
    expect(within(list).getByText('Handikap')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Galatasaray - Fenerbahçe' })).getAllByRole('button', { name: /, oran / })).toHaveLength(10);
    const efes = screen.getByRole('article', { name: 'Anadolu Efes - Real Madrid' });
    expect(within(efes).getByText('2. Çeyrek 04:12')).toBeTruthy();
    // Basketball's handicap and total are not in this program: locked, never blank.
    expect(within(efes).getAllByRole('img', { name: 'Kapalı' })).toHaveLength(2);
    const tennis = screen.getByRole('article', { name: 'Jannik Sinner - Carlos Alcaraz' });
    expect(within(tennis).getByText('2. Set 6-4 3-2 (30-15)')).toBeTruthy();
    expect(within(tennis).getAllByRole('button', { name: /, Kapalı$/ }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('on a phone switches every sport to the picked kind of column, or its first where it has none', () => {
    const now = Date.now();
    const { store } = makeTestStore({}, now);
    loadSnapshot(store, LIVE_KEY, makeSnapshot([
      { code: 7, name: 'Galatasaray - Fenerbahçe', startsAt: now - HOUR, live: true, more: FOOTBALL_ROW_MARKETS },
      { code: 12, name: 'Jannik Sinner - Carlos Alcaraz', startsAt: now - HOUR, live: true, sportId: 5 },
    ], 0, 4));
    store.dispatch(viewActions.deviceClassChanged('phone'));
    renderRoutes(store, [{ path: '/live', element: <LivePage /> }], '/live');
    const chips = within(screen.getByRole('group', { name: 'Bahis türü' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Maç Sonucu', 'Alt/Üst', 'Karşılıklı Gol', 'Çifte Şans']);
    fireEvent.click(screen.getByRole('button', { name: 'Çifte Şans' }));
    expect(within(screen.getByRole('article', { name: 'Galatasaray - Fenerbahçe' })).getAllByRole('button', { name: /Çifte Şans/ })).toHaveLength(3);
    expect(within(screen.getByRole('article', { name: 'Jannik Sinner - Carlos Alcaraz' })).getAllByRole('button', { name: /Maç Sonucu/ })).toHaveLength(2);
  });
});
