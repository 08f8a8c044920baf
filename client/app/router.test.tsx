import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialViewState } from '../platform/view/view.slice';
import { initialMenuState } from '../features/menu/menu.slice';
import { makeTestStore, renderRoutes } from '../features/program/program.test-render';
import { NOT_FOUND_TEXTS } from '@shared/constants/not-found-texts';
import { routes } from './router';

const menu = {
  ...initialMenuState,
  status: 'ready' as const,
  items: [
    { sportId: 1, name: 'Futbol', slug: 'futbol', count: 300, liveCount: 5, outrightCount: 2 },
    { sportId: 11, name: 'Motor Sporları', slug: 'motor-sportlari', count: 3, liveCount: 0, outrightCount: 1 },
    { sportId: 4, name: 'Buz Hokeyi', slug: 'buz-hokeyi', count: 0, liveCount: 0, outrightCount: 0 },
  ],
};

const open = (url: string, view = initialViewState) => {
  const { store, dispatched } = makeTestStore({ menu, view });
  const utils = renderRoutes(store, routes, url);
  return { ...utils, store, dispatched };
};

// jsdom has no scrolling; useScrollRestoration calls window.scrollTo on navigations.
beforeEach(() => {
  vi.stubGlobal('scrollTo', () => {});
  return () => vi.unstubAllGlobals();
});

describe('routes', () => {
  it('redirects / to the program and renders the layout around it', async () => {
    const { router } = open('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'iddaa Bülteni' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/iddaa');
    expect(screen.getByRole('link', { name: 'iddaa' }).getAttribute('href')).toBe('/iddaa');
    const menuNav = screen.getByRole('navigation', { name: 'Spor menüsü' });
    expect(within(menuNav).queryByText('Buz Hokeyi')).toBeNull();
    expect(within(menuNav).getByRole('link', { name: /Tüm Bülten/ }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a Turkish not-found page for unknown routes and for unknown sports', async () => {
    open('/bilinmeyen-sayfa');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXTS.heading })).toBeTruthy();
    document.body.innerHTML = '';
    open('/iddaa/bilinmeyen-spor');
    expect(await screen.findByRole('heading', { name: 'Spor dalı bulunamadı' })).toBeTruthy();
  });

  it('serves the raffle pages (kazandirdiklarimiz, cekilis-sonuclari)', async () => {
    const pages: [string, string][] = [
      ['/kazandirdiklarimiz', 'Kazandırdıklarımız'],
      ['/cekilis-sonuclari', 'Çekiliş Sonuçları'],
    ];
    for (const [url, heading] of pages) {
      document.body.innerHTML = '';
      open(url);
      expect(await screen.findByRole('heading', { level: 1, name: heading }), url).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1, name: NOT_FOUND_TEXTS.heading })).toBeNull();
    }
  });

  it('serves sign-up, forgot password, contact us and write a message under every spelling of the spec', async () => {
    const pages: [string, string][] = [
      ['/uye-ol', 'Üye Ol'],
      ['/uyelik/uye-ol?r=davet', 'Üye Ol'],
      ['/sifremi-unuttum', 'Şifremi Unuttum'],
      ['/uye/sifremi-unuttum', 'Şifremi Unuttum'],
      ['/bize-yazin', 'Bize Yazın'],
      ['/hesabim/mesaj-yaz', 'Mesaj Yaz'],
    ];
    for (const [url, heading] of pages) {
      document.body.innerHTML = '';
      open(url);
      expect(await screen.findByRole('heading', { level: 1, name: heading }), url).toBeTruthy();
    }
  });

  it('serves the help pages lazily under their routes', async () => {
    const pages: [string, string][] = [
      ['/yardim/mbs-nedir', 'MBS Nedir?'],
      ['/yardim/sistem-kupon', 'Sistem Kupon Nasıl Oynanır?'],
      ['/yardim/iddaa-kurallari', 'iddaa Kuralları'],
    ];
    for (const [url, heading] of pages) {
      document.body.innerHTML = '';
      open(url);
      expect(await screen.findByRole('heading', { level: 1, name: heading }), url).toBeTruthy();
    }
  });

  it('serves both motor-sport slugs and highlights the sport; /iddaa/detail highlights the program', async () => {
    open('/iddaa/motorsporlari');
    expect(await screen.findByRole('heading', { level: 1, name: 'Motor Sporları Bülteni' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Motor Sporları/, current: 'page' })).toBeTruthy();
    document.body.innerHTML = '';
    open('/iddaa/motor-sportlari');
    expect(await screen.findByRole('heading', { level: 1, name: 'Motor Sporları Bülteni' })).toBeTruthy();
    document.body.innerHTML = '';
    open('/iddaa/detail');
    expect(await screen.findByRole('link', { name: /Tüm Bülten/, current: 'page' })).toBeTruthy();
  });

  it('opens the live page and the match center of a code', async () => {
    const live = open('/iddaa/canli-iddaa-canli-bahis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Canlı Bahis' })).toBeTruthy();
    expect(live.dispatched.some((a) => a.type === 'program/liveRequested')).toBe(true);
    document.body.innerHTML = '';
    const center = open('/mac-merkezi?code=77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maç Merkezi' })).toBeTruthy();
    expect(center.dispatched).toContainEqual({ type: 'program/eventRequested', payload: { code: 77 } });
  });

  it('on phones: a "Menü" button opens the off-canvas menu, Escape closes it and focus returns', async () => {
    const { store } = open('/iddaa/futbol', { ...initialViewState, deviceClass: 'phone' });
    const button = await screen.findByRole('button', { name: 'Menü' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(store.getState().view.menuOpen).toBe(true);
    // The menu's code loads on demand (lazy-off-canvas-menu.tsx): it shows once loaded.
    const dialog = await screen.findByRole('dialog', { name: 'Menü' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(store.getState().view.menuOpen).toBe(false);
    expect(document.activeElement).toBe(button);
    const toggle = screen.getByRole('button', { name: 'Kuponum, 0 seçim' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Klasik web sitesi görünümüne geç' }).getAttribute('href')).toBe(
      '/Site/SetDefaultViewCookie?view=fixed',
    );
  });

  it('offers no view switcher on tablets and no hamburger outside the phone layout', async () => {
    open('/iddaa', { ...initialViewState, deviceClass: 'tablet' });
    await screen.findByRole('heading', { level: 1, name: 'iddaa Bülteni' });
    expect(screen.queryByRole('button', { name: 'Menü' })).toBeNull();
    expect(screen.queryByText('Mobil site görünümüne geç')).toBeNull();
    expect(screen.queryByText('Klasik web sitesi görünümüne geç')).toBeNull();
  });
});
