/**
 * EmptyState proves what a screen reader meets on an empty list or a missing page: the title as a heading at the
 * requested level (h2 by default, h1 on the not-found page), the sentence under it, the drawing of the requested
 * kind hidden and out of the tab order, and the one action the caller gives (a link or a button) reachable after
 * the text. Without a text or an action nothing empty is left behind; compact and the caller's class land on the
 * box. Texts are the site's own (shared/constants/not-found-texts.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NOT_FOUND_TEXTS } from '@shared/constants/not-found-texts';
import { Button } from './button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('gives the title as a page heading at level 1, the text, the hidden drawing and a link to go on', () => {
    const { container } = render(
      <MemoryRouter>
        <EmptyState
          headingLevel={1}
          illustration="search"
          title={NOT_FOUND_TEXTS.heading}
          text={NOT_FOUND_TEXTS.text}
          action={
            <Button variant="primary" to="/iddaa">
              {NOT_FOUND_TEXTS.toProgram}
            </Button>
          }
        />
      </MemoryRouter>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Aradığınız sayfa bulunamadı' });
    const text = screen.getByText(NOT_FOUND_TEXTS.text);
    expect(text.tagName).toBe('P');
    const link = screen.getByRole('link', { name: 'Bültene dön' });
    expect(link.getAttribute('href')).toBe('/iddaa');
    // Read in order: heading, text, action.
    expect(heading.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(text.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const art = container.querySelector('svg') as SVGSVGElement;
    expect(art.getAttribute('aria-hidden')).toBe('true');
    expect(art.getAttribute('focusable')).toBe('false');
    expect(art.querySelector('use')?.getAttribute('href')).toBe('#art-search');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is a full-size h2 with the list drawing by default, and its action button answers clicks', () => {
    const onClick = vi.fn();
    const { container } = render(
      <EmptyState title="Kuponunuzda maç bulunmamaktadır." action={<Button onClick={onClick}>Bültene Git</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Kuponunuzda maç bulunmamaktadır.' })).toBeTruthy();
    expect(container.querySelector('use')?.getAttribute('href')).toBe('#art-list');
    expect((container.firstElementChild as HTMLElement).classList.contains('ui-empty--compact')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Bültene Git' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('compact, at the requested level, leaves no empty text or action box behind', () => {
    const { container } = render(
      <EmptyState compact headingLevel={3} illustration="coupon" title="Kayıtlı kuponunuz bulunmamaktadır." className="saved-empty" />,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box.classList.contains('ui-empty--compact')).toBe(true);
    expect(box.classList.contains('saved-empty')).toBe(true);
    expect(screen.getByRole('heading', { level: 3, name: 'Kayıtlı kuponunuz bulunmamaktadır.' })).toBeTruthy();
    expect(box.querySelector('p')).toBeNull();
    expect(box.querySelector('.ui-empty__action')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(box.textContent).toBe('Kayıtlı kuponunuz bulunmamaktadır.');
  });
});
