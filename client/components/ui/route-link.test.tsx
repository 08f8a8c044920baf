import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RouteLink, RouteNavigateProvider } from './route-link';

describe('RouteLink', () => {
  it('navigates through the provided navigate on a plain click, and leaves modified or targeted clicks to the browser', () => {
    const navigate = vi.fn();
    render(
      <RouteNavigateProvider value={navigate}>
        <RouteLink to="/iddaa/futbol" className="x">Futbol</RouteLink>
        <RouteLink to="/iddaa/basketbol" target="_blank">Basketbol</RouteLink>
      </RouteNavigateProvider>,
    );
    const futbol = screen.getByRole('link', { name: 'Futbol' });
    expect(futbol.getAttribute('href')).toBe('/iddaa/futbol');
    expect(futbol.className).toBe('x');
    expect(fireEvent.click(futbol)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/iddaa/futbol', { replace: false });
    navigate.mockClear();
    expect(fireEvent.click(futbol, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(futbol, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Basketbol' }))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("replaces the history entry of the page already shown, and is react-router's Link without a provider", () => {
    const navigate = vi.fn();
    window.history.replaceState(null, '', '/iddaa/futbol');
    render(
      <RouteNavigateProvider value={navigate}>
        <RouteLink to="/iddaa/futbol">Futbol</RouteLink>
      </RouteNavigateProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Futbol' }));
    expect(navigate).toHaveBeenCalledWith('/iddaa/futbol', { replace: true });

    render(
      <MemoryRouter initialEntries={['/a']}>
        <Routes>
          <Route path="/a" element={<RouteLink to="/b">B sayfası</RouteLink>} />
          <Route path="/b" element={<p>B burada</p>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'B sayfası' }));
    expect(screen.getByText('B burada')).toBeTruthy();
  });
});
