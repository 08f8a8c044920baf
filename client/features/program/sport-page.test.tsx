import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { viewActions } from '../../platform/view/view.slice';
import { sportKey } from './program.slice';
import { SportPage } from './sport-page';
import { FOOTBALL_ROW_MARKETS, istanbul, makeSnapshot, type FixtureEvent } from './program.test-fixtures';
import { loadSnapshot, makeTestStore, renderRoutes } from './program.test-render';

const NOW = istanbul('2030-05-10', '10:00'); // a Friday
const DERBY = 'Galatasaray - Fenerbahçe';
const EVENTS: FixtureEvent[] = [
  { code: 101, name: DERBY, competition: 'Süper Lig', startsAt: istanbul('2030-05-10', '20:00'), more: FOOTBALL_ROW_MARKETS },
  { code: 102, name: 'İstanbulspor - Sivasspor', competition: 'Süper Lig', startsAt: istanbul('2030-05-10', '17:00'), more: FOOTBALL_ROW_MARKETS },
  // No Çifte Şans: its column shows locked.
  { code: 203, name: 'Real Madrid - Barcelona', competition: 'La Liga', startsAt: istanbul('2030-05-10', '22:00'), more: FOOTBALL_ROW_MARKETS.slice(0, 2) },
  { code: 304, name: 'Iğdır FK - Ümraniyespor', competition: '1. Lig', startsAt: istanbul('2030-05-11', '19:00'), more: FOOTBALL_ROW_MARKETS },
  { code: 405, name: 'Beşiktaş - Trabzonspor', competition: 'Süper Lig', startsAt: istanbul('2030-05-12', '20:00'), more: FOOTBALL_ROW_MARKETS },
];

const open = (url = '/iddaa/futbol', events = EVENTS) => {
  const { store } = makeTestStore({}, NOW);
  if (events.length > 0) loadSnapshot(store, sportKey(1), makeSnapshot(events, 1, 1));
  const { router } = renderRoutes(store, [{ path: '/iddaa/:slug', element: <SportPage /> }], url);
  return { store, router };
};
const rowNames = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('SportPage filters', () => {
  it('titles the page and offers Tümü, Bugün, Yarın and the weekdays up to seven days ahead', () => {
    open();
    expect(document.title).toBe('Futbol Bülteni - iddaa');
    const tabs = within(screen.getByRole('tablist', { name: 'Bülten günleri' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Tümü', 'Bugün', 'Yarın', 'Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma']);
    expect(screen.getByRole('tab', { name: 'Tümü' }).getAttribute('aria-selected')).toBe('true');
    expect(rowNames()).toEqual(['İstanbulspor - Sivasspor', DERBY, 'Real Madrid - Barcelona', 'Iğdır FK - Ümraniyespor', 'Beşiktaş - Trabzonspor']);
    expect(screen.getByRole('heading', { name: 'Bugün, 10 Mayıs Cuma' })).toBeTruthy();
  });

  it('narrows the list to the day of a date tab and keeps it in the URL, back and forward included', async () => {
    const { router } = open();
    fireEvent.click(screen.getByRole('tab', { name: 'Yarın' }));
    expect(rowNames()).toEqual(['Iğdır FK - Ümraniyespor']);
    expect(router.state.location.search).toBe('?gun=2030-05-11');
    fireEvent.click(screen.getByRole('tab', { name: 'Pazartesi' }));
    expect(screen.getByRole('heading', { name: 'Maç bulunamadı' })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: 'Yarın' }).getAttribute('aria-selected')).toBe('true');
    expect(rowNames()).toEqual(['Iğdır FK - Ümraniyespor']);
    await act(() => router.navigate(-1));
    expect(rowNames()).toHaveLength(5);
  });

  it('filters by league with counts from the chosen day, "Tüm Ligler" first', () => {
    const { router } = open('/iddaa/futbol?gun=2030-05-10');
    const league = screen.getByRole('combobox', { name: 'Lig' });
    expect(within(league).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tüm Ligler (3)', 'La Liga (1)', 'Süper Lig (2)']);
    fireEvent.change(league, { target: { value: 'Süper Lig' } });
    expect(rowNames()).toEqual(['İstanbulspor - Sivasspor', DERBY]);
    expect(new URLSearchParams(router.state.location.search).get('lig')).toBe('Süper Lig');
    fireEvent.change(league, { target: { value: '' } });
    expect(rowNames()).toHaveLength(3);
  });

  it('searches team names Turkish-insensitively and event codes as one types, and can clear every filter', () => {
    const { router } = open('/iddaa/futbol?lig=S%C3%BCper+Lig');
    const box = screen.getByRole('searchbox', { name: 'Maç ara' });
    fireEvent.change(box, { target: { value: 'İSTANBUL' } });
    expect(rowNames()).toEqual(['İstanbulspor - Sivasspor']);
    expect(new URLSearchParams(router.state.location.search).get('ara')).toBe('İSTANBUL');
    fireEvent.change(box, { target: { value: '405' } });
    expect(rowNames()).toEqual(['Beşiktaş - Trabzonspor']);
    fireEvent.change(box, { target: { value: 'barcelona' } });
    expect(rowNames()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    expect(rowNames()).toHaveLength(5);
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Maç ara' }) as HTMLInputElement).value).toBe('');
  });

  it('opens a shared link with its filters', () => {
    open('/iddaa/futbol?gun=2030-05-10&ara=real');
    expect(screen.getByRole('tab', { name: 'Bugün' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('searchbox', { name: 'Maç ara' }) as HTMLInputElement).value).toBe('real');
    expect(rowNames()).toEqual(['Real Madrid - Barcelona']);
  });
});

describe('SportPage market columns', () => {
  it('heads each league group with the football columns and fills every row under them', () => {
    open('/iddaa/futbol?gun=2030-05-10&lig=S%C3%BCper+Lig');
    const list = screen.getByRole('list', { name: 'Futbol bülteni' });
    for (const title of ['Maç Sonucu', 'Alt/Üst 2,5', 'Karşılıklı Gol', 'Çifte Şans']) expect(within(list).getAllByText(title)).toHaveLength(1);
    for (const label of ['1', 'X', '2', 'Alt', 'Üst', 'Var', 'Yok', '1-X', '1-2', 'X-2']) expect(within(list).getAllByText(label, { selector: '.mhead__label' })).toHaveLength(1);
    const derby = screen.getByRole('article', { name: DERBY });
    expect(within(derby).getAllByRole('button', { name: /, oran / })).toHaveLength(10);
    expect(within(derby).getByRole('button', { name: `1,20, ${DERBY}, Çifte Şans 1-X, oran 1,20` })).toBeTruthy();
    expect(within(derby).getByRole('button', { name: `1,80, ${DERBY}, 2,5 Alt/Üst Üst, oran 1,80` })).toBeTruthy();
    expect(within(derby).queryByRole('img', { name: 'Kapalı' })).toBeNull();
  });

  it('shows a market the event does not carry as locked, named Kapalı, never blank', () => {
    open('/iddaa/futbol?lig=La+Liga');
    const row = screen.getByRole('article', { name: 'Real Madrid - Barcelona' });
    const locked = within(row).getByRole('img', { name: 'Kapalı' });
    expect(locked.querySelectorAll('.lock-icon')).toHaveLength(3);
    expect(within(row).getAllByRole('button', { name: /, oran / })).toHaveLength(7);
  });

  it('on a phone shows one column group, Maç Sonucu first, switched by chips', () => {
    const { store, router } = open('/iddaa/futbol?gun=2030-05-10');
    act(() => {
      store.dispatch(viewActions.deviceClassChanged('phone'));
    });
    const chips = within(screen.getByRole('group', { name: 'Bahis türü' })).getAllByRole('button');
    expect(chips.map((c) => [c.textContent, c.getAttribute('aria-pressed')])).toEqual([
      ['Maç Sonucu', 'true'], ['Alt/Üst 2,5', 'false'], ['Karşılıklı Gol', 'false'], ['Çifte Şans', 'false'],
    ]);
    const derby = () => screen.getByRole('article', { name: DERBY });
    expect(within(derby()).getAllByRole('button', { name: /, oran / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      `1,85, ${DERBY}, Maç Sonucu 1, oran 1,85`, `3,40, ${DERBY}, Maç Sonucu X, oran 3,40`, `4,20, ${DERBY}, Maç Sonucu 2, oran 4,20`,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Karşılıklı Gol' }));
    expect(screen.getByRole('button', { name: 'Karşılıklı Gol' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(derby()).getAllByRole('button', { name: /, oran / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      `1,70, ${DERBY}, Karşılıklı Gol Var, oran 1,70`, `2,05, ${DERBY}, Karşılıklı Gol Yok, oran 2,05`,
    ]);
    expect(new URLSearchParams(router.state.location.search).get('bahis')).toBe('btts');
    fireEvent.click(screen.getByRole('button', { name: 'Çifte Şans' }));
    expect(within(screen.getByRole('article', { name: 'Real Madrid - Barcelona' })).getByRole('img', { name: 'Kapalı' })).toBeTruthy();
  });

  it('reserves the list\'s place with skeleton rows while the program loads', () => {
    open('/iddaa/futbol', []);
    expect(screen.getByRole('status').textContent).toBe('Bülten yükleniyor…');
    expect(document.querySelector('.program-body--loading [aria-busy="true"]')).not.toBeNull();
    expect(document.querySelectorAll('.program-skeleton__row').length).toBeGreaterThanOrEqual(10);
  });
});
