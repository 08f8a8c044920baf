/**
 * The settlement invariant: a result settles a selection only when it is that selection's own event's result
 * (same identity, and the selection's market is one of the event's markets) and the program no longer offers the
 * event (a result for an event still in the program, live or not, is wrong by definition). Any mismatch is
 * refused: the selection stays open and the refusal is logged for ops.
 */
import type { SelectionWithResult } from '../storage/settlement.repo';

export type RefusalReason = 'other-event' | 'market-not-in-event' | 'event-in-program';

export interface SettlementRefusal {
  reason: RefusalReason;
  couponId: number;
  position: number;
  eventNid: number | null;
  eventCode: number;
  marketId: number;
}

/** Whether the program still offers an event (by NID). */
export type ProgramCheck = (eventNid: number) => boolean;

export const refusalOf = (couponId: number, s: SelectionWithResult, inProgram: ProgramCheck): SettlementRefusal | null => {
  if (s.resultStatus === null) return null;
  const refuse = (reason: RefusalReason): SettlementRefusal => ({
    reason, couponId, position: s.position, eventNid: s.eventNid, eventCode: s.eventCode, marketId: s.marketId,
  });
  if (s.eventNid === null || s.resultEventNid !== s.eventNid) return refuse('other-event');
  if (inProgram(s.eventNid)) return refuse('event-in-program');
  // A dropped event's result is a cancellation that names no markets: it voids whatever was played on the event.
  if (s.resultSource !== 'dropped' && !(s.resultMarketIds ?? []).includes(s.marketId)) return refuse('market-not-in-event');
  return null;
};
