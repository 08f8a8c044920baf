/**
 * Card proves it is the element it claims: a titled section is a region and a titled article an article, each named
 * by its heading (at the requested level, h2 by default); a titled div or li gets the heading but no label, since
 * neither is a landmark; without a title there is no header and nothing names it. The header carries the actions
 * beside the title, and the caller's class and children pass through.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Button } from './button';
import { Card } from './card';

describe('Card', () => {
  it('as a titled section is a region named by its h2, with the actions in its header', () => {
    render(
      <Card as="section" title="Futbol Bülteni" actions={<Button size="sm">Tümünü Gör</Button>} className="program-card">
        <p>Galatasaray - Fenerbahçe</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Futbol Bülteni' });
    expect(region.tagName).toBe('SECTION');
    expect(region.classList.contains('program-card')).toBe(true);
    const heading = within(region).getByRole('heading', { level: 2, name: 'Futbol Bülteni' });
    expect(region.getAttribute('aria-labelledby')).toBe(heading.id);
    const header = heading.parentElement as HTMLElement;
    expect(within(header).getByRole('button', { name: 'Tümünü Gör' })).toBeTruthy();
    expect(within(region).getByText('Galatasaray - Fenerbahçe')).toBeTruthy();
  });

  it('as a titled article is an article named by its heading at the requested level', () => {
    render(
      <Card as="article" title="Kupon 123456" headingLevel={3}>
        <p>3 maç</p>
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'Kupon 123456' });
    expect(within(article).getByRole('heading', { level: 3, name: 'Kupon 123456' })).toBeTruthy();
    expect(within(article).queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('gives each titled card its own heading id', () => {
    render(
      <>
        <Card as="section" title="Canlı">
          <p>a</p>
        </Card>
        <Card as="section" title="Yakında">
          <p>b</p>
        </Card>
      </>,
    );
    const regions = screen.getAllByRole('region');
    expect(regions).toHaveLength(2);
    const [live, soon] = regions as [HTMLElement, HTMLElement];
    expect(live.getAttribute('aria-labelledby')).not.toBe(soon.getAttribute('aria-labelledby'));
    expect(screen.getByRole('region', { name: 'Yakında' })).toBe(soon);
  });

  it('as a titled div or li has the heading but no label, a plain div by default', () => {
    render(
      <>
        <Card title="Hesap Bilgileri" headingLevel={4}>
          <p>Ad Soyad</p>
        </Card>
        <ul>
          <Card as="li" title="Maç Sonucu">
            <p>1 X 2</p>
          </Card>
        </ul>
      </>,
    );
    const div = screen.getByRole('heading', { level: 4, name: 'Hesap Bilgileri' }).closest('.ui-card') as HTMLElement;
    expect(div.tagName).toBe('DIV');
    expect(div.getAttribute('aria-labelledby')).toBeNull();
    const item = screen.getByRole('listitem');
    expect(item.classList.contains('ui-card')).toBe(true);
    expect(item.getAttribute('aria-labelledby')).toBeNull();
    expect(within(item).getByRole('heading', { level: 2, name: 'Maç Sonucu' })).toBeTruthy();
  });

  it('without a title has no header and no label, only its children', () => {
    const { container } = render(
      <Card as="section" padding="none" flat>
        <p>Boş kupon</p>
      </Card>,
    );
    const card = container.firstElementChild as HTMLElement;
    expect(card.tagName).toBe('SECTION');
    expect(card.getAttribute('aria-labelledby')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(card.classList.contains('ui-card--flat')).toBe(true);
    expect(card.classList.contains('ui-card--pad-none')).toBe(true);
    expect(card.textContent).toBe('Boş kupon');
  });

  it('without a title still shows its actions (a header with no heading)', () => {
    render(
      <Card actions={<button type="button">Tümünü gör</button>}>
        <p>Liste</p>
      </Card>,
    );
    expect(screen.getByRole('button', { name: 'Tümünü gör' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
