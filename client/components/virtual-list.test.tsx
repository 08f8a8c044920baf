import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { VirtualList, visibleRange } from './virtual-list';

const items = Array.from({ length: 1000 }, (_, i) => ({ id: i, tall: i % 10 === 0 }));
const height = (it: { tall: boolean }) => (it.tall ? 40 : 50);

describe('visibleRange', () => {
  it('finds the rows overlapping a window of offsets', () => {
    const offsets = [0, 10, 20, 30, 40];
    expect(visibleRange(offsets, 0, 15)).toEqual({ start: 0, end: 2 });
    expect(visibleRange(offsets, 25, 100)).toEqual({ start: 2, end: 4 });
    expect(visibleRange([0], 0, 100)).toEqual({ start: 0, end: 0 });
  });
});

describe('VirtualList', () => {
  it('mounts only the rows in the viewport plus overscan, positioned by their offsets, and follows the scroll', () => {
    render(
      <VirtualList
        items={items}
        itemKey={(i) => String(i.id)}
        itemHeight={height}
        renderItem={(i) => <span>Satır {i.id}</span>}
        overscanPx={100}
        label="Liste"
      />,
    );
    const list = screen.getByRole('list', { name: 'Liste' });
    // 1000 rows: 100 of 40 px and 900 of 50 px.
    expect(list.style.height).toBe('49000px');
    const mounted = screen.getAllByRole('listitem');
    expect(mounted.length).toBeGreaterThan(10);
    expect(mounted.length).toBeLessThan(30);
    expect(screen.getByText('Satır 0')).toBeTruthy();
    expect(mounted[1]?.style.top).toBe('40px');

    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: -20_000 } as DOMRect);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByText('Satır 0')).toBeNull();
    const after = screen.getAllByRole('listitem');
    expect(after.length).toBeLessThan(30);
    const first = Number(after[0]?.getAttribute('aria-posinset'));
    expect(first).toBeGreaterThan(390);
    expect(first).toBeLessThan(410);
  });

  it('draws a screen of rows first and measures after that frame (no forced layout in the commit), later ranges before they paint', async () => {
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const seenInCommit: number[] = [];
    /** Mounted after the list: its layout effect runs in the same commit, after the list's own. */
    function CommitProbe() {
      useLayoutEffect(() => {
        seenInCommit.push(measured.mock.calls.length);
      });
      return null;
    }
    const ui = (rows: typeof items) => (
      <>
        <VirtualList items={rows} itemKey={(i) => String(i.id)} itemHeight={height} renderItem={(i) => <span>Satır {i.id}</span>} label="Liste" overscanPx={500} />
        <CommitProbe />
      </>
    );
    const screenRows = () => screen.getAllByRole('listitem').length;
    const { rerender } = render(ui(items));
    // The first render covers the screen (jsdom's screen is 768 px tall): no overscan, nothing measured yet.
    expect(seenInCommit).toEqual([0]);
    expect(measured).not.toHaveBeenCalled();
    const first = screenRows();
    expect(first).toBeLessThan(25);
    // After the frame: one measurement, and the overscan's rows below the screen join.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(measured).toHaveBeenCalledTimes(1);
    expect(screenRows()).toBeGreaterThan(first + 5);
    rerender(ui(items.slice(0, 500)));
    expect(seenInCommit[1]).toBe(2);
    measured.mockRestore();
  });
});

