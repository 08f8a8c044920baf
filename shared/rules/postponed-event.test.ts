import { describe, expect, it } from 'vitest';
import { EVENT_STATUS } from '../constants/codes';
import { istanbulDayKey } from '../time/istanbul';
import { postponedStillWaiting, postponedVoidsAt, settleSelectionAt } from './postponed-event';

const MIN = 60_000;
/** 25 November 2026 23:30 Istanbul (UTC+3): half an hour before the calendar day changes. */
const lateEvening = Date.UTC(2026, 10, 25, 20, 30);
const postponed = (finishedAt: number) => ({ status: EVENT_STATUS.postponed, winningOutcomeIds: [], decidedMarketIds: [], finishedAt });

describe('a postponed event', () => {
  it('voids at the Istanbul midnight that ends the next calendar day', () => {
    const at = postponedVoidsAt(lateEvening);
    expect(new Date(at).toISOString()).toBe('2026-11-26T21:00:00.000Z'); // 27 Nov 00:00 Istanbul
    expect(istanbulDayKey(at)).toBe('2026-11-27');
    expect(istanbulDayKey(at - 1)).toBe('2026-11-26');
    // Called off just after midnight: one more day to be played.
    expect(postponedVoidsAt(lateEvening + 31 * MIN)).toBe(at + 86_400_000);
  });

  it('keeps its selections waiting until then, and counts them at 1,00 after', () => {
    const voidsAt = postponedVoidsAt(lateEvening);
    expect(postponedStillWaiting(lateEvening, voidsAt - 1)).toBe(true);
    expect(settleSelectionAt(postponed(lateEvening), 1, 11, lateEvening)).toBeNull();
    expect(settleSelectionAt(postponed(lateEvening), 1, 11, voidsAt - 1)).toBeNull();
    expect(settleSelectionAt(postponed(lateEvening), 1, 11, voidsAt)).toBe('void');
  });

  it('leaves every other result to the plain rule at once', () => {
    const finished = { status: EVENT_STATUS.finished, winningOutcomeIds: [11], decidedMarketIds: [1], finishedAt: lateEvening };
    expect(settleSelectionAt(finished, 1, 11, lateEvening)).toBe('won');
    expect(settleSelectionAt({ ...finished, winningOutcomeIds: [12] }, 1, 11, lateEvening)).toBe('lost');
    expect(settleSelectionAt({ ...finished, status: EVENT_STATUS.cancelled, winningOutcomeIds: [] }, 1, 11, lateEvening)).toBe('void');
  });
});
