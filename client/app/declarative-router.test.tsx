/** The pieces that replace the data router's: saga navigation, the routes' error boundary, scroll restoration. */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useLocation, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { createNavigation } from '../platform/session/navigation';
import { createNavigateSlot, NavigateBridge } from './navigate-bridge';
import { PageOutlet } from './page-outlet';
import { useScrollRestoration } from './use-scroll-restoration';

let nav: NavigateFunction;
let path = '';
function Probe() {
  const location = useLocation();
  path = `${location.pathname}${location.search}`;
  nav = useNavigate();
  return null;
}

function Boom(): never {
  throw new Error('boom');
}

function Scrolled() {
  useScrollRestoration();
  return <Outlet />;
}

function App({ scroll = false }: { scroll?: boolean }) {
  return useRoutes([
    {
      path: '/',
      element: scroll ? <Scrolled /> : <PageOutlet />,
      children: [
        { path: 'bad', element: <Boom /> },
        { path: '*', element: <p>sayfa</p> },
      ],
    },
  ]);
}

const renderApp = (url: string, extra?: ReactNode, scroll = false) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
      {extra}
      <App scroll={scroll} />
    </MemoryRouter>,
  );

describe('saga navigation through NavigateBridge', () => {
  it('keeps a navigation made before the router mounts and runs it once the bridge registers', async () => {
    const slot = createNavigateSlot();
    const navigation = createNavigation(slot.navigate);
    navigation.navigateTo('/iddaa/futbol');
    renderApp('/', <NavigateBridge register={slot.register} />);
    await act(async () => {});
    expect(path).toBe('/iddaa/futbol');
    act(() => navigation.navigateTo('/iddaa?x=1', { replace: true }));
    expect(path).toBe('/iddaa?x=1');
  });

  it('sends the member home instead of to an address the router refuses', async () => {
    const slot = createNavigateSlot();
    renderApp('/iddaa', <NavigateBridge register={slot.register} />);
    act(() => createNavigation(slot.navigate).navigateTo('https://evil.example/x'));
    await act(async () => {});
    expect(path).toBe('/');
  });
});

describe('the routes error boundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the Turkish error page for a page that throws, and the next navigation draws pages again', () => {
    renderApp('/bad');
    expect(screen.getByRole('heading', { name: 'Bir hata oluştu' })).toBeTruthy();
    act(() => nav('/iddaa'));
    expect(screen.getByText('sayfa')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('useScrollRestoration', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => vi.unstubAllGlobals());

  const scrollBy = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };

  it('starts a new path at the top, keeps the place for a query change, and restores it on back', () => {
    renderApp('/iddaa/futbol', undefined, true);
    scrollBy(1200);
    act(() => nav('/iddaa/futbol?gun=2030-05-11'));
    expect(scrollTo).not.toHaveBeenCalled();
    scrollBy(1500);
    act(() => nav('/iddaa/basketbol'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollBy(300);
    act(() => nav(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1500);
    act(() => nav(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it("restores a load's first entry only on a reload or back/forward, and only for its own address", () => {
    const loadType = (type: string) =>
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);
    const first = renderApp('/kupon/1', undefined, true);
    scrollBy(700);
    first.unmount();
    loadType('navigate');
    const typed = renderApp('/kupon/1', undefined, true);
    expect(scrollTo).not.toHaveBeenCalled();
    typed.unmount();
    loadType('reload');
    const other = renderApp('/kupon/2', undefined, true);
    expect(scrollTo).not.toHaveBeenCalled();
    other.unmount();
    renderApp('/kupon/1', undefined, true);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
    vi.restoreAllMocks();
  });

  it('opens sessionStorage only when a position is kept or one is restored, never while the module loads', async () => {
    vi.resetModules();
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const written = vi.spyOn(Storage.prototype, 'setItem');
    const fresh = await import('./use-scroll-restoration');
    expect(read).not.toHaveBeenCalled();
    function FreshScrolled() {
      fresh.useScrollRestoration();
      return null;
    }
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'navigate' } as unknown as PerformanceEntry]);
    const typed = render(
      <MemoryRouter initialEntries={['/kupon/3']}>
        <FreshScrolled />
      </MemoryRouter>,
    );
    // A typed address starts at the top: nothing to read; leaving without a scroll has nothing to write.
    window.dispatchEvent(new Event('pagehide'));
    expect(read).not.toHaveBeenCalled();
    expect(written).not.toHaveBeenCalled();
    scrollBy(250);
    expect(read).toHaveBeenCalledWith('scroll-positions');
    window.dispatchEvent(new Event('pagehide'));
    expect(written).toHaveBeenCalledWith('scroll-positions', expect.stringContaining('"default /kupon/3":250'));
    typed.unmount();
    vi.restoreAllMocks();
  });
});
