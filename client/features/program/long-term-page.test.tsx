import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { initialMenuState } from '../menu/menu.slice';
import type { SportMenuItem } from '@shared/protocol/program';
import { programActions } from './program.slice';
import { LongTermPage } from './long-term-page';
import { makeTestStore, renderRoutes } from './program.test-render';

const item = (sportId: number, name: string, slug: string, outrightCount: number): SportMenuItem => ({
  sportId,
  name,
  slug,
  count: 10,
  liveCount: 0,
  outrightCount,
});

const menu = {
  ...initialMenuState,
  status: 'ready' as const,
  items: [
    item(1, 'Futbol', 'futbol', 5),
    item(2, 'Basketbol', 'basketbol', 2),
    item(5, 'Tenis', 'tenis', 3),
    item(3, 'Voleybol', 'voleybol', 1),
    item(11, 'Motor Sporları', 'motor-sportlari', 2),
    item(109, 'CS-GO', 'csgo', 1),
    item(6, 'Hentbol', 'hentbol', 0),
  ],
};

const routes = [{ path: '/iddaa/:slug/uzun-vadeli', element: <LongTermPage /> }];

describe('LongTermPage', () => {
  it('orders the tabs by the long-term tab order, then the other outright ids, and marks the current one', () => {
    const { store, dispatched } = makeTestStore({ menu });
    renderRoutes(store, routes, '/iddaa/tenis/uzun-vadeli');
    const nav = screen.getByRole('navigation', { name: 'Uzun vadeli spor dalları' });
    const tabs = within(nav).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['Futbol', 'Basketbol', 'Tenis', 'Voleybol', 'Motor Sporları', 'CS-GO']);
    expect(within(nav).getByRole('link', { name: 'Tenis' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('combobox', { name: 'Spor dalı' })).toBeTruthy();
    expect(dispatched.filter(programActions.sportRequested.match).map((a) => a.payload.sportId)).toContain(-5);
  });

  it('hides the select boxes with HiddenDropdown=true and keeps the flag on the tab links', () => {
    const { store } = makeTestStore({ menu });
    renderRoutes(store, routes, '/iddaa/futbol/uzun-vadeli?HiddenDropdown=true');
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: 'Uzun vadeli spor dalları' });
    expect(within(nav).getByRole('link', { name: 'Basketbol' }).getAttribute('href')).toBe(
      '/iddaa/basketbol/uzun-vadeli?HiddenDropdown=true',
    );
  });

  it('opens the outright event of ?uvc= as a detail and shows a Turkish not-found for an unknown slug', () => {
    const { store, dispatched } = makeTestStore({ menu });
    renderRoutes(store, routes, '/iddaa/futbol/uzun-vadeli?uvc=4242');
    expect(dispatched.filter(programActions.eventRequested.match).map((a) => a.payload.code)).toEqual([4242]);
    const other = makeTestStore({ menu });
    renderRoutes(other.store, routes, '/iddaa/kriket/uzun-vadeli');
    expect(screen.getByRole('heading', { name: 'Spor dalı bulunamadı' })).toBeTruthy();
  });
});
