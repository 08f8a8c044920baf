import { afterEach, describe, expect, it, vi } from 'vitest';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { BREAKPOINTS } from '@shared/constants/business';
import type { RootState } from '../../app/store';
import { deviceClassOf, initialViewState, viewActions, viewSlice, type ViewState } from './view.slice';
import { DESKTOP_QUERY, PHONE_QUERY, viewSaga } from './view.sagas';
import { selectLayout, selectShowViewSwitcher, selectSiteView } from './view.selectors';

/** A matchMedia whose width the test sets; 'change' listeners fire like the browser's. */
const fakeMedia = (initialWidth: number) => {
  let width = initialWidth;
  const lists = new Map<string, { mql: MediaQueryList; listeners: Set<() => void> }>();
  const matches = (q: string) => (q === PHONE_QUERY ? width <= 767 : q === DESKTOP_QUERY ? width >= 996 : false);
  const matchMedia = (q: string): MediaQueryList => {
    const listeners = new Set<() => void>();
    const mql = {
      media: q,
      get matches() {
        return matches(q);
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    } as unknown as MediaQueryList;
    lists.set(q, { mql, listeners });
    return mql;
  };
  const resize = (w: number) => {
    const before = new Map([...lists].map(([q]) => [q, matches(q)]));
    width = w;
    for (const [q, { listeners }] of lists) if (before.get(q) !== matches(q)) listeners.forEach((l) => l());
  };
  return { matchMedia, resize, listenerCount: () => [...lists.values()].reduce((n, l) => n + l.listeners.size, 0) };
};

const start = () => {
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: combineReducers({ view: viewSlice.reducer }), middleware: (gDM) => gDM({ thunk: false }).concat(saga) });
  const task = saga.run(viewSaga);
  return { store, task };
};

const state = (view: Partial<ViewState>) => ({ view: { ...initialViewState, ...view } }) as RootState;

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'DefaultView=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('view slice', () => {
  it('maps widths to device classes at the breakpoints of section 9', () => {
    expect([320, 767, 768, 995, 996, 1440].map(deviceClassOf)).toEqual(['phone', 'phone', 'tablet', 'tablet', 'desktop', 'desktop']);
  });

  it('defaults the site view by device and lets the cookie choose; classic on a phone draws the desktop layout', () => {
    expect(selectSiteView(state({ deviceClass: 'phone' }))).toBe('mobile');
    expect(selectSiteView(state({ deviceClass: 'tablet' }))).toBe('fixed');
    expect(selectLayout(state({ deviceClass: 'phone' }))).toBe('phone');
    expect(selectLayout(state({ deviceClass: 'phone', siteView: 'fixed' }))).toBe('desktop');
    expect(selectLayout(state({ deviceClass: 'tablet', siteView: 'mobile' }))).toBe('tablet');
    expect(selectShowViewSwitcher(state({ deviceClass: 'phone' }))).toBe(true);
    expect(selectShowViewSwitcher(state({ deviceClass: 'tablet' }))).toBe(false);
  });

  it('the menu and the coupon sheet exclude each other and close on a desktop', () => {
    let s = viewSlice.reducer(initialViewState, viewActions.menuToggled());
    s = viewSlice.reducer(s, viewActions.couponToggled());
    expect([s.menuOpen, s.couponOpen]).toEqual([false, true]);
    s = viewSlice.reducer(s, viewActions.deviceClassChanged('desktop'));
    expect(s.couponOpen).toBe(false);
  });
});

describe('view saga', () => {
  it('reads the device class from matchMedia and follows its changes through the channel', () => {
    const media = fakeMedia(375);
    vi.stubGlobal('matchMedia', media.matchMedia);
    const { store, task } = start();
    expect(store.getState().view.deviceClass).toBe('phone');
    media.resize(800);
    expect(store.getState().view.deviceClass).toBe('tablet');
    media.resize(1280);
    expect(store.getState().view.deviceClass).toBe('desktop');
    task.cancel();
    expect(media.listenerCount()).toBe(0);
  });

  it('the classic view on a phone screen sets the viewport to the desktop width and stays a phone', () => {
    const media = fakeMedia(390);
    vi.stubGlobal('matchMedia', media.matchMedia);
    vi.stubGlobal('screen', { width: 390, height: 844 });
    const meta = document.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width, initial-scale=1';
    document.head.append(meta);
    document.cookie = 'DefaultView=fixed';
    const { store, task } = start();
    expect(meta.content).toBe(`width=${BREAKPOINTS.desktopMin}`);
    // The wider viewport no longer matches the phone query; the screen is still a phone's.
    media.resize(BREAKPOINTS.desktopMin);
    expect(store.getState().view.deviceClass).toBe('phone');
    expect(selectLayout(store.getState() as RootState)).toBe('desktop');
    expect(selectShowViewSwitcher(store.getState() as RootState)).toBe(true);
    task.cancel();
    meta.remove();
  });

  it('the mobile view on a phone keeps the device-width viewport', () => {
    vi.stubGlobal('matchMedia', fakeMedia(390).matchMedia);
    vi.stubGlobal('screen', { width: 390, height: 844 });
    const meta = document.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width, initial-scale=1';
    document.head.append(meta);
    document.cookie = 'DefaultView=mobile';
    const { task } = start();
    expect(meta.content).toBe('width=device-width, initial-scale=1');
    task.cancel();
    meta.remove();
  });

  it('reads the DefaultView cookie', () => {
    vi.stubGlobal('matchMedia', fakeMedia(375).matchMedia);
    document.cookie = 'DefaultView=fixed';
    const { store, task } = start();
    expect(store.getState().view.siteView).toBe('fixed');
    task.cancel();
  });
});
