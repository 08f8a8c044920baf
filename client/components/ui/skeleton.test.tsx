/**
 * Skeleton proves it is decoration only: every form is aria-hidden, so screen readers hear nothing of it (the
 * loading region around it, the caller's, is aria-busy and says 'Yükleniyor'). It draws one shape of the
 * requested kind and size, or the requested number of text lines with the last one shorter, and keeps the caller's
 * class.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Skeleton } from './skeleton';
import { UI_TEXTS } from './ui-texts';

describe('Skeleton', () => {
  it('is hidden from screen readers in every form, so only the busy region around it speaks', () => {
    render(
      <div role="status" aria-busy="true" aria-label={UI_TEXTS.loading}>
        <Skeleton />
        <Skeleton shape="circle" />
        <Skeleton lines={3} />
      </div>,
    );
    const shapes = Array.from(screen.getByRole('status').children) as HTMLElement[];
    expect(shapes).toHaveLength(3);
    for (const shape of shapes) expect(shape.getAttribute('aria-hidden')).toBe('true');
    expect(shapes.map((s) => s.textContent)).toEqual(['', '', '']);
  });

  it('draws one shape of the requested kind and size, a full-width text line by default', () => {
    const { container } = render(
      <>
        <Skeleton />
        <Skeleton shape="pill" width={120} height="2rem" className="chip-skeleton" />
      </>,
    );
    const [line, pill] = Array.from(container.children) as [HTMLElement, HTMLElement];
    expect(line.classList.contains('ui-skeleton--text')).toBe(true);
    expect(line.style.width).toBe('');
    expect(line.style.height).toBe('');
    expect(pill.classList.contains('ui-skeleton')).toBe(true);
    expect(pill.classList.contains('ui-skeleton--pill')).toBe(true);
    expect(pill.classList.contains('chip-skeleton')).toBe(true);
    expect(pill.style.width).toBe('120px');
    expect(pill.style.height).toBe('2rem');
  });

  it('draws the requested number of text lines, each of the given height, the last one shorter', () => {
    const { container } = render(<Skeleton lines={4} width="80%" height={12} className="news-skeleton" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.classList.contains('news-skeleton')).toBe(true);
    expect(box.style.width).toBe('80%');
    const lines = Array.from(box.children) as HTMLElement[];
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line.classList.contains('ui-skeleton--text')).toBe(true);
      expect(line.style.height).toBe('12px');
    }
    expect(lines.slice(0, 3).map((l) => l.style.width)).toEqual(['', '', '']);
    expect(lines.at(-1)?.style.width).toBe('60%');
  });

  it('draws a single shape, not a list of lines, for one line or fewer', () => {
    const { container } = render(
      <>
        <Skeleton lines={1} />
        <Skeleton lines={0} />
      </>,
    );
    for (const el of Array.from(container.children) as HTMLElement[]) {
      expect(el.classList.contains('ui-skeleton')).toBe(true);
      expect(el.children).toHaveLength(0);
    }
  });
});
