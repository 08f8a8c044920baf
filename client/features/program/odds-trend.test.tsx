/**
 * Odds cells mark a rise or fall pushed by the socket for ODDS_TREND_MS, then drop the mark; a new odd is written
 * into the drawn button without a React render, and React's own renders (lock, unlock, pick) agree with it.
 */
import { Profiler, useState } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MT } from '@shared/protocol/realtime';
import { LIVE_KEY, programActions } from './program.slice';
import { makeSnapshot } from './program.test-fixtures';
import { loadSnapshot, makeTestStore, renderAt } from './program.test-render';
import { ODDS_TREND_MS, OddsCell } from './odds-cell';
import { GROUPED_TIMER_GRAIN_MS } from '../../lib/grouped-timer';

afterEach(() => vi.useRealTimers());

const oddsTo = (version: number, odd: number, status = 1) =>
  programActions.liveBatchApplied({
    rooms: [{ key: LIVE_KEY, version, items: [{ MT: MT.oddsChange, M: { outcomes: [{ id: 700, marketId: 70, name: '1', odd, status, eventCode: 7 }] } }] }],
  });

const liveStore = () => {
  const { store } = makeTestStore();
  loadSnapshot(store, LIVE_KEY, makeSnapshot([{ code: 7, startsAt: Date.now() - 600_000, live: true }], 0, 1));
  return store;
};

describe('odds trend marks', () => {
  it('marks a rise, then a fall, and clears the mark after the trend time (within one timer grain)', () => {
    vi.useFakeTimers();
    const { store } = makeTestStore();
    loadSnapshot(store, LIVE_KEY, makeSnapshot([{ code: 7, startsAt: Date.now() - 600_000, live: true }], 0, 1));
    renderAt(store, <OddsCell outcomeId={700} marketId={70} eventCode={7} closed={false} />);
    const button = screen.getByRole('button', { name: /oran 1,85/ });
    expect(button.querySelector('.odds__value')?.hasAttribute('data-trend')).toBe(false);
    act(() => {
      store.dispatch(oddsTo(2, 190));
    });
    expect(button.querySelector('.odds__value')?.getAttribute('data-trend')).toBe('up');
    expect(button.getAttribute('aria-label')).toMatch(/oran 1,90$/);
    act(() => {
      vi.advanceTimersByTime(ODDS_TREND_MS - 100);
      store.dispatch(oddsTo(3, 170));
    });
    expect(button.querySelector('.odds__value')?.getAttribute('data-trend')).toBe('down');
    act(() => {
      vi.advanceTimersByTime(ODDS_TREND_MS - 1);
    });
    expect(button.querySelector('.odds__value')?.getAttribute('data-trend')).toBe('down');
    act(() => {
      vi.advanceTimersByTime(GROUPED_TIMER_GRAIN_MS + 1);
    });
    expect(button.querySelector('.odds__value')?.hasAttribute('data-trend')).toBe(false);
  });

  it('shows a locked market with the padlock and no odds', () => {
    const { store } = makeTestStore();
    loadSnapshot(store, LIVE_KEY, makeSnapshot([{ code: 7, startsAt: Date.now() - 600_000, live: true }], 0, 1));
    const { container } = renderAt(store, <OddsCell outcomeId={700} marketId={70} eventCode={7} closed={false} />);
    act(() => {
      store.dispatch(programActions.liveBatchApplied({ rooms: [{ key: LIVE_KEY, version: 2, items: [{ MT: MT.marketLock, M: { id: 70, eventCode: 7, no: 1, name: 'Maç Sonucu', mbs: 2, status: -1, outcomeIds: [700, 701, 702] } }] }] }));
    });
    // A locked outcome is named for what it is, not for an odd nobody can take.
    const button = screen.getByRole('button', { name: '1, Ev 7 - Deplasman 7, Maç Sonucu 1, Kapalı' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).not.toContain('1,85');
    expect(container.querySelector('.lock-icon')).not.toBeNull();
  });

  it('writes a new odd into the drawn button with no React render of the cell', () => {
    const store = liveStore();
    let commits = 0;
    renderAt(
      store,
      <Profiler id="cell" onRender={() => (commits += 1)}>
        <OddsCell outcomeId={700} marketId={70} eventCode={7} closed={false} />
      </Profiler>,
    );
    const button = screen.getByRole('button', { name: /oran 1,85/ });
    const text = button.querySelector('.odds__value')?.firstChild;
    commits = 0;
    act(() => {
      store.dispatch(oddsTo(2, 210));
    });
    expect(commits).toBe(0);
    expect(button.querySelector('.odds__value')?.firstChild).toBe(text);
    expect(text?.nodeValue).toBe('2,10');
    expect(button.getAttribute('aria-label')).toBe('1 2,10, Ev 7 - Deplasman 7, Maç Sonucu 1, oran 2,10');
  });

  it('shows the odd of the moment when React draws the cell again: locked by a change, then opened at another odd', () => {
    const store = liveStore();
    renderAt(store, <OddsCell outcomeId={700} marketId={70} eventCode={7} closed={false} />);
    act(() => {
      store.dispatch(oddsTo(2, 210));
    });
    act(() => {
      store.dispatch(oddsTo(3, 230, -1));
    });
    const locked = screen.getByRole('button', { name: '1, Ev 7 - Deplasman 7, Maç Sonucu 1, Kapalı' }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    act(() => {
      store.dispatch(oddsTo(4, 240, -1));
    });
    act(() => {
      store.dispatch(oddsTo(5, 250, 1));
    });
    const open = screen.getByRole('button', { name: '1 2,50, Ev 7 - Deplasman 7, Maç Sonucu 1, oran 2,50' });
    expect(open).toBe(locked);
    expect(open.textContent).toBe('12,50');
    // The cell moves on from the odd React drew: a fall from 2,50 is marked as one.
    act(() => {
      store.dispatch(oddsTo(6, 220));
    });
    expect(open.getAttribute('aria-label')).toMatch(/oran 2,20$/);
    expect(open.querySelector('.odds__value')?.getAttribute('data-trend')).toBe('down');
  });

  it('stops writing into a cell that is gone', () => {
    const store = liveStore();
    const { unmount } = renderAt(store, <OddsCell outcomeId={700} marketId={70} eventCode={7} closed={false} />);
    const button = screen.getByRole('button', { name: /oran 1,85/ });
    unmount();
    act(() => {
      store.dispatch(oddsTo(2, 210));
    });
    expect(button.getAttribute('aria-label')).toMatch(/oran 1,85$/);
  });

  it('keeps the odd of the moment when React draws an older selection (the event closed, its odd moved, it opened)', () => {
    const store = liveStore();
    let setClosed: (closed: boolean) => void = () => undefined;
    function ClosableCell() {
      const [closed, set] = useState(false);
      setClosed = set;
      return <OddsCell outcomeId={700} marketId={70} eventCode={7} closed={closed} />;
    }
    renderAt(store, <ClosableCell />);
    act(() => {
      store.dispatch(oddsTo(2, 210));
    });
    act(() => setClosed(true));
    expect(screen.getByRole('button', { name: '1, Ev 7 - Deplasman 7, Maç Sonucu 1, Kapalı' })).toBeTruthy();
    act(() => {
      store.dispatch(oddsTo(3, 260));
    });
    act(() => setClosed(false));
    const open = screen.getByRole('button', { name: '1 2,60, Ev 7 - Deplasman 7, Maç Sonucu 1, oran 2,60' });
    expect(open.textContent).toBe('12,60');
  });
});
