/** Odds cells mark a rise or fall pushed by the socket for ODDS_TREND_MS, then drop the mark. */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MT } from '@shared/protocol/realtime';
import { LIVE_KEY, programActions } from './program.slice';
import { makeSnapshot } from './program.test-fixtures';
import { loadSnapshot, makeTestStore, renderAt } from './program.test-render';
import { ODDS_TREND_MS, OddsCell } from './odds-cell';
import { GROUPED_TIMER_GRAIN_MS } from '../../lib/grouped-timer';

afterEach(() => vi.useRealTimers());

const oddsTo = (version: number, odd: number) =>
  programActions.liveBatchApplied({
    rooms: [{ key: LIVE_KEY, version, items: [{ MT: MT.oddsChange, M: { outcomes: [{ id: 700, marketId: 70, name: '1', odd, status: 1, eventCode: 7 }] } }] }],
  });

describe('odds trend marks', () => {
  it('marks a rise, then a fall, and clears the mark after the trend time (within one timer grain)', () => {
    vi.useFakeTimers();
    const { store } = makeTestStore();
    loadSnapshot(store, LIVE_KEY, makeSnapshot([{ code: 7, startsAt: Date.now() - 600_000, live: true }], 0, 1));
    renderAt(store, <OddsCell outcomeId={700} marketId={70} eventCode={7} closed={false} />);
    const button = screen.getByRole('button', { name: /oran 1,85/ });
    expect(button.className).not.toMatch(/odds--(up|down)/);
    act(() => {
      store.dispatch(oddsTo(2, 190));
    });
    expect(button.className).toContain('odds--up');
    expect(button.getAttribute('aria-label')).toMatch(/oran 1,90$/);
    act(() => {
      vi.advanceTimersByTime(ODDS_TREND_MS - 100);
      store.dispatch(oddsTo(3, 170));
    });
    expect(button.className).toContain('odds--down');
    act(() => {
      vi.advanceTimersByTime(ODDS_TREND_MS - 1);
    });
    expect(button.className).toContain('odds--down');
    act(() => {
      vi.advanceTimersByTime(GROUPED_TIMER_GRAIN_MS + 1);
    });
    expect(button.className).not.toMatch(/odds--(up|down)/);
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
});
