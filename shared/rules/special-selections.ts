/**
 * Outright and duel selections (spec section 5): an outright selection is valid only while its event is in the
 * loaded program and its sport type is among the outright types offered now (the menu's sports with outright
 * events); a duel or billiard selection only while its event is in the loaded program. Every other selection is
 * left to the other rules. The edge's play check and the client's coupon rows both judge by this rule.
 */
import { DUEL_SPORT_IDS, SPORTS, isOutrightId } from '../constants/sports';
import type { SportMenuItem } from '../protocol/program';

export type SpecialKind = 'outright' | 'duel';

/** Which of the two an event's sport makes it, or null for an ordinary event. */
export const specialKindOf = (sportId: number): SpecialKind | null =>
  isOutrightId(sportId) ? 'outright' : DUEL_SPORT_IDS.includes(sportId) ? 'duel' : null;

/** The outright sport ids (negative) offered now: those of the menu's sports with outright events. */
export const offeredOutrightTypes = (menu: readonly SportMenuItem[]): Set<number> => {
  const out = new Set<number>();
  for (const item of menu) {
    if (item.outrightCount <= 0) continue;
    const outrightId = SPORTS.find((sp) => sp.id === item.sportId)?.outrightId;
    if (outrightId) out.add(outrightId);
  }
  return out;
};

/** What the rule reads of the program as loaded (the edge's whole program, the client's loaded snapshots and menu). */
export interface LoadedProgram {
  /** Whether the program (as loaded) holds the event now. */
  hasEvent(eventCode: number): boolean;
  /** The outright sport ids offered now (offeredOutrightTypes). */
  outrightTypes: ReadonlySet<number>;
}

/** Whether a selection on this event may stand: always for ordinary events, by the rule for outrights and duels. */
export const specialSelectionValid = (sel: { eventCode: number; sportId: number }, program: LoadedProgram): boolean => {
  const kind = specialKindOf(sel.sportId);
  if (kind === null) return true;
  if (!program.hasEvent(sel.eventCode)) return false;
  return kind === 'duel' || program.outrightTypes.has(sel.sportId);
};
