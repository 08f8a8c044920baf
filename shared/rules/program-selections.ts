/**
 * A coupon's selections found again in fresh program snapshots (a saved coupon loaded back, a shared one copied):
 * each with its event, market and outcome as the program holds them now (names, odds, states). A selection the
 * snapshots no longer hold is left out. Pure.
 */
import { OUTCOME_STATUS } from '../constants/codes';
import type { PlaySelection } from '../protocol/api';
import type { ProgramEvent, ProgramMarket, ProgramOutcome, ProgramSnapshot } from '../protocol/program';

export interface ProgramSelection {
  selection: PlaySelection;
  event: ProgramEvent;
  market: ProgramMarket;
  outcome: ProgramOutcome;
}

/** The events to read, each once. */
export const eventCodesOf = (selections: readonly PlaySelection[]): number[] => [...new Set(selections.map((s) => s.eventCode))];

/** The selections the snapshots still hold, in the coupon's order. */
export const findInProgram = (selections: readonly PlaySelection[], snapshots: readonly ProgramSnapshot[]): ProgramSelection[] =>
  selections.flatMap((selection): ProgramSelection[] => {
    const snap = snapshots.find((x) => x.events.some((e) => e.code === selection.eventCode));
    const event = snap?.events.find((e) => e.code === selection.eventCode);
    const market = snap?.markets.find((m) => m.id === selection.marketId);
    const outcome = snap?.outcomes.find((o) => o.id === selection.outcomeId);
    return event && market && outcome ? [{ selection, event, market, outcome }] : [];
  });

/**
 * Those that can still be played now: outcome and market both open (the feed closes a market without touching its
 * outcomes, and the edge refuses a pick of a closed market as locked: play-coupon.check.ts).
 */
export const playableNow = (found: readonly ProgramSelection[]): ProgramSelection[] =>
  found.filter((f) => f.outcome.status === OUTCOME_STATUS.open && f.market.status === OUTCOME_STATUS.open);
