/**
 * Postponed events (iddaa-rules.md): a postponed event counts at odds 1,00 only when it is not played by the end of
 * the next Istanbul calendar day after the day it was called off; until then its selections wait (neither void nor
 * decided), and a result of the event played inside that window settles them as usual.
 */
import { EVENT_STATUS } from '../constants/codes';
import { istanbulDayNumber, istanbulTimeOn } from '../time/istanbul';
import { settleSelection, type SelectionOutcome, type SettleResult } from './coupon-settle';

/** The instant a postponed event's selections void: midnight (Istanbul) at the end of the day after `calledOffAt`. */
export const postponedVoidsAt = (calledOffAt: number): number => istanbulTimeOn(istanbulDayNumber(calledOffAt) + 2, '00:00');

/** Whether a postponed event called off at `calledOffAt` may still be played (and so its selections wait) at `now`. */
export const postponedStillWaiting = (calledOffAt: number, now: number): boolean => now < postponedVoidsAt(calledOffAt);

/** A result as settlement reads it, with the instant the event ended or was called off. */
export interface TimedSettleResult extends SettleResult {
  /** Epoch ms: when the event finished or was called off. */
  finishedAt: number;
}

/**
 * How one selection settles at `now`: null while its event is postponed and may still be played, otherwise the
 * verdict of settleSelection (a postponed event past its window voids at 1,00).
 */
export const settleSelectionAt = (r: TimedSettleResult, marketId: number, outcomeId: number, now: number): SelectionOutcome | null =>
  r.status === EVENT_STATUS.postponed && postponedStillWaiting(r.finishedAt, now) ? null : settleSelection(r, marketId, outcomeId);
