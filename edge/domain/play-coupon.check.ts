/**
 * What the server sees of a coupon at play time: every selection resolved against the current program, its
 * row state (locks, live flags, market status), then the shared coupon rules and the odds comparison. Pure:
 * it takes the program reader and the time as parameters.
 */
import { EVENT_STATUS, OUTCOME_STATUS, couponRowState, type RowState } from '@shared/constants/codes';
import { COUPON_ERRORS, type CouponErrorCode } from '@shared/errors/catalogue';
import type { OddsChange, PlayCouponAnswer, PlaySelection } from '@shared/protocol/api';
import { checkCoupon } from '@shared/rules/coupon-rules';
import { offeredOutrightTypes, specialKindOf, specialSelectionValid, type LoadedProgram } from '@shared/rules/special-selections';
import type { OutcomeRef, ProgramReader } from '../program/program-reader';

export interface ResolvedSelection {
  seen: PlaySelection;
  ref: OutcomeRef;
  state: RowState;
}

/** The refusal variant of the play answer. */
export type PlayRefusal = Extract<PlayCouponAnswer, { IsSuccess: false }>;

export const refusal = (code: CouponErrorCode, extra: Partial<PlayRefusal> = {}): PlayRefusal => ({
  IsSuccess: false,
  Code: code,
  Message: COUPON_ERRORS[code],
  ...extra,
});

/** The row state as the server judges it: the shared display state, tightened by market and event status. */
export const selectionState = ({ event, market, outcome }: OutcomeRef): RowState => {
  const shown = couponRowState(outcome.status, event.status, event.live);
  if (shown !== 'open') return shown;
  if (event.live && (!event.bettableInPlay || event.status !== EVENT_STATUS.open)) return 'lockedLive';
  if (market.status !== OUTCOME_STATUS.open) return event.live ? 'lockedLive' : 'locked';
  if (!event.live && event.status !== EVENT_STATUS.open) return 'locked';
  return 'open';
};

/** Each selection must name an outcome the program holds, in that market of that event. */
export const resolveSelections = (reader: ProgramReader, selections: readonly PlaySelection[]): ResolvedSelection[] | PlayRefusal => {
  const out: ResolvedSelection[] = [];
  for (const seen of selections) {
    const ref = reader.outcome(seen.outcomeId);
    if (!ref || ref.market.id !== seen.marketId || ref.event.code !== seen.eventCode || ref.outcome.marketId !== ref.market.id)
      return refusal('UNKNOWN_SELECTION');
    out.push({ seen, ref, state: selectionState(ref) });
  }
  return out;
};

/**
 * Outright selections only while their event is in the program and its outright type is offered, duel and billiard
 * ones only while in the program (shared/rules/special-selections.ts): otherwise the selection is no longer there.
 */
export const specialProblem = (reader: ProgramReader, rows: readonly ResolvedSelection[]): PlayRefusal | null => {
  if (!rows.some((r) => specialKindOf(r.ref.event.sportId) !== null)) return null;
  const program: LoadedProgram = {
    hasEvent: (code) => {
      const e = reader.eventByCode(code);
      return e !== undefined && reader.sportProgram(e.sportId).events.some((x) => x.code === code);
    },
    outrightTypes: offeredOutrightTypes(reader.sportMenu()),
  };
  const invalid = rows.some((r) => !specialSelectionValid({ eventCode: r.ref.event.code, sportId: r.ref.event.sportId }, program));
  return invalid ? refusal('UNKNOWN_SELECTION') : null;
};

/** Pre-match selections are accepted until their event starts; a live event is judged by its live state. */
export const startedProblem = (rows: readonly ResolvedSelection[], now: number): PlayRefusal | null =>
  rows.some((r) => !r.ref.event.live && r.ref.event.startsAt <= now) ? refusal('EVENT_STARTED') : null;

/** The shared rules (column maximum included: PLAY_MAX_COLUMNS, else the shared default). */
export const rulesProblem = (rows: readonly ResolvedSelection[], misli: number, systemSizes: readonly number[] = [], maxColumns?: number): PlayRefusal | null => {
  const problems = checkCoupon({
    misli,
    systemSizes,
    maxColumns,
    selections: rows.map((r) => ({
      eventCode: r.ref.event.code,
      outcomeId: r.ref.outcome.id,
      odd: r.ref.outcome.odd,
      mbs: r.ref.market.mbs,
      banker: r.seen.banker,
      state: r.state,
    })),
  });
  const first = problems[0];
  if (!first) return null;
  return {
    IsSuccess: false,
    Code: first.code,
    Message: first.message,
    ...(first.code === 'BELOW_MIN_AMOUNT' && first.value !== undefined ? { SuggestedMisli: first.value } : {}),
  };
};

/** Selections whose odds moved since the member saw them, with the server's odds and status. */
export const oddsChanges = (rows: readonly ResolvedSelection[]): OddsChange[] =>
  rows
    .filter((r) => r.ref.outcome.odd !== r.seen.odd)
    .map((r) => ({ outcomeId: r.ref.outcome.id, odd: r.ref.outcome.odd, status: r.ref.outcome.status }));
