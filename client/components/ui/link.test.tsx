/**
 * Link proves its three forms: with `to` it is the router's link (the right href, and a click changes the page
 * inside the router), with `href` a plain anchor that stays in the tab, and with `external` an anchor that opens a
 * new tab without handing the opener to the other site (rel="noopener noreferrer") and says so to screen readers in
 * Turkish (UI_TEXTS.newTab), its icon hidden. Each form carries the class of its variant and the caller's class.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Link } from './link';
import { UI_TEXTS } from './ui-texts';

/** The accessible name of an external link: its text, then the new-tab notice (the test name computation drops the space between them). */
const externalName = (text: string): RegExp =>
  new RegExp(`^${text}\\s*${UI_TEXTS.newTab.replace(/[()]/g, '\\$&')}$`);

describe('Link', () => {
  it('with `to` is a router link: its href is the route and a click opens that page', () => {
    render(
      <MemoryRouter initialEntries={['/iddaa']}>
        <Routes>
          <Route
            path="/iddaa"
            element={
              <Link to="/iddaa/futbol" variant="strong" className="extra">
                Futbol Bülteni
              </Link>
            }
          />
          <Route path="/iddaa/futbol" element={<h1>Futbol</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Futbol Bülteni' });
    expect(link.getAttribute('href')).toBe('/iddaa/futbol');
    expect(link.classList.contains('ui-link--strong')).toBe(true);
    expect(link.classList.contains('extra')).toBe(true);
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Futbol' })).toBeTruthy();
  });

  it('with `href` is a plain anchor in the default look that stays in the same tab', () => {
    render(<Link href="/yardim/iddaa-kurallari">İddaa Kuralları</Link>);
    const link = screen.getByRole('link', { name: 'İddaa Kuralları' });
    expect(link.getAttribute('href')).toBe('/yardim/iddaa-kurallari');
    expect(link.classList.contains('ui-link')).toBe(true);
    expect(link.classList.contains('ui-link--default')).toBe(true);
    expect(link.getAttribute('target')).toBeNull();
    expect(link.getAttribute('rel')).toBeNull();
    expect(link.textContent).not.toContain(UI_TEXTS.newTab);
  });

  it('with `external` opens a new tab safely and tells screen readers so, in Turkish', () => {
    render(
      <Link href="https://www.sportoto.gov.tr" external variant="subtle">
        Spor Toto
      </Link>,
    );
    const link = screen.getByRole('link', { name: externalName('Spor Toto') });
    expect(link.getAttribute('href')).toBe('https://www.sportoto.gov.tr');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.classList.contains('ui-link--subtle')).toBe(true);
    const hidden = screen.getByText(UI_TEXTS.newTab);
    expect(hidden.classList.contains('visually-hidden')).toBe(true);
    expect(link.contains(hidden)).toBe(true);
    const icon = link.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('focusable')).toBe('false');
  });

  it('keeps rel="noopener noreferrer" even when the caller passes its own target and rel', () => {
    render(
      <Link href="https://example.com" external target="_self" rel="opener">
        Örnek
      </Link>,
    );
    const link = screen.getByRole('link', { name: externalName('Örnek') });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
