/**
 * Coupon selectors. Rows are merged with the program when it holds their outcome (current odds, outcome, market
 * and event states); otherwise the row's own data stands. `selectCouponLines` returns the same array while nothing
 * shown changed, so a program update elsewhere does not re-render the coupon.
 */
import { createSelector } from '@reduxjs/toolkit';
import { COUPON_RULES } from '@shared/constants/business';
import { BANK_STATUS, EVENT_STATUS, OUTCOME_STATUS, couponRowState, isOutcomeLocked, type RowState } from '@shared/constants/codes';
import { couponAmount, maxWinnings, stakeTimesOdds, totalOdds } from '@shared/rules/coupon-math';
import { allowedSystemSizes, systemColumnCapped } from '@shared/rules/system-sizes';
import { columnOddsRange, type ColumnOddsRange } from '@shared/rules/column-odds';
import { checkCoupon, couponColumns, type RuleProblem, type RuleSelection } from '@shared/rules/coupon-rules';
import { offeredOutrightTypes, specialSelectionValid, type LoadedProgram } from '@shared/rules/special-selections';
import { OUTRIGHT_IDS } from '@shared/constants/sports';
import type { PlaySelection } from '@shared/protocol/api';
import type { RootState } from '../../app/store';
import { selectEventByCode, selectMarketById, selectNow, selectOutcomeById } from '../program/program.selectors';
import type { CouponRow } from './coupon.types';

export type OddDirection = 'up' | 'down' | null;

export interface CouponLine extends CouponRow {
  /** Odds shown and played: the program's current odds when it holds the outcome, otherwise the row's. */
  currentOdd: number;
  state: RowState;
  oddDirection: OddDirection;
}

export const selectIsOutcomeSelected = (state: RootState, outcomeId: number): boolean =>
  state.coupon.rows.entities[outcomeId] !== undefined;
export const selectCouponCount = (state: RootState): number => state.coupon.rows.ids.length;
export const selectMisli = (state: RootState): number => state.coupon.misli;
export const selectAcceptOddsChanges = (state: RootState): boolean => state.coupon.acceptOddsChanges;
export const selectSystemSizes = (state: RootState): number[] => state.coupon.systemSizes;
export const selectCouponNotice = (state: RootState): string | null => state.coupon.notice;
export const selectPlayAttempt = (state: RootState) => state.coupon.play;
export const selectPlayInFlight = (state: RootState): boolean => state.coupon.play.inFlight;

const CLOSED: readonly number[] = [EVENT_STATUS.finished, EVENT_STATUS.cancelled, EVENT_STATUS.abandoned];
const direction = (now: number, before: number): OddDirection => (now > before ? 'up' : now < before ? 'down' : null);

/**
 * The program as this page has loaded it, for the outright and duel rule: the events in the store, and the outright
 * types of the loaded menu (every type until the menu is loaded, so a coupon is not emptied by a slow menu).
 */
const loadedProgram = (state: RootState): LoadedProgram => ({
  hasEvent: (code) => selectEventByCode(state, code) !== undefined,
  outrightTypes: state.menu.items.length === 0 ? new Set(OUTRIGHT_IDS) : offeredOutrightTypes(state.menu.items),
});

const lineOf = (state: RootState, row: CouponRow, now: number): CouponLine => {
  const outcome = selectOutcomeById(state, row.outcomeId);
  const market = selectMarketById(state, row.marketId);
  const event = selectEventByCode(state, row.code);
  const currentOdd = outcome?.odd ?? row.odd;
  let outcomeStatus = outcome?.status ?? row.outcomeStatus;
  // A locked or closed market locks its outcomes.
  if (market && (isOutcomeLocked(market.status) || market.status === OUTCOME_STATUS.disabled)) outcomeStatus = market.status;
  const live = event?.live ?? row.live;
  const eventStatus = event?.status ?? row.eventStatus;
  let rowState = couponRowState(outcomeStatus, eventStatus, live);
  const startsAt = event?.startsAt ?? row.startsAt;
  const over = CLOSED.includes(eventStatus) || (event?.live === true && !event.bettableInPlay);
  // Pre-match selections are accepted until their event starts.
  if (rowState === 'open' && (over || (!live && startsAt <= now))) rowState = 'locked';
  // Outright, duel and billiard selections stand only while the loaded program holds them (and offers the outright type).
  if (rowState === 'open' && !specialSelectionValid({ eventCode: row.code, sportId: row.sportId }, loadedProgram(state))) rowState = 'disabled';
  const oddDirection = currentOdd !== row.odd ? direction(currentOdd, row.odd) : row.prevOdd === null ? null : direction(row.odd, row.prevOdd);
  return { ...row, live, currentOdd, state: rowState, oddDirection };
};

const sameLine = (a: CouponLine, b: CouponLine | undefined): boolean =>
  b !== undefined && (Object.keys(a) as (keyof CouponLine)[]).every((k) => a[k] === b[k]);

let cache: { rows: unknown; program: unknown; menu: unknown; now: number; lines: CouponLine[] } = { rows: null, program: null, menu: null, now: 0, lines: [] };

/** The coupon's rows as shown, in pick order. Unchanged lines keep their object, an unchanged list its array. */
export const selectCouponLines = (state: RootState): CouponLine[] => {
  const now = selectNow(state);
  if (cache.rows === state.coupon.rows && cache.program === state.program && cache.menu === state.menu.items && cache.now === now) return cache.lines;
  const previous = new Map(cache.lines.map((l) => [l.outcomeId, l]));
  const { ids, entities } = state.coupon.rows;
  const next = ids.flatMap((id) => {
    const row = entities[id];
    if (!row) return [];
    const line = lineOf(state, row, now);
    const before = previous.get(id);
    return [before && sameLine(line, before) ? before : line];
  });
  const same = next.length === cache.lines.length && next.every((l, i) => l === cache.lines[i]);
  cache = { rows: state.coupon.rows, program: state.program, menu: state.menu.items, now, lines: same ? cache.lines : next };
  return cache.lines;
};

export const toRuleSelections = (lines: readonly CouponLine[]): RuleSelection[] =>
  lines.map((l) => ({
    eventCode: l.code,
    outcomeId: l.outcomeId,
    odd: l.currentOdd,
    mbs: l.mbs,
    banker: l.bankStatus === BANK_STATUS.active,
    state: l.state,
  }));

export interface CouponSummary {
  count: number;
  /** Rows played as bankers (bank status 1). */
  bankers: number;
  /** Chosen system sizes; empty for a plain coupon. */
  systemSizes: number[];
  /** The sizes this coupon may choose now. */
  allowedSizes: number[];
  columns: number;
  /** Kuruş. */
  amount: number;
  /** Hundredths: the product of every odd (the one column of a plain coupon). */
  totalOdds: number;
  /** Lowest and highest column odds, hundredths: what a system coupon shows instead of the total odds. */
  columnOdds: ColumnOddsRange | null;
  /** Kuruş, capped at the maximum winnings. */
  maxWinnings: number;
  /** The uncapped winnings would exceed the cap. */
  capped: boolean;
  problems: RuleProblem[];
}

const cappedOf = (odds: number[], misli: number, systemSizes: number[], bankerIdx: number[], amount: number, max: number): boolean => {
  if (odds.length === 0) return false;
  if (systemSizes.length === 0) return stakeTimesOdds(amount, odds) > COUPON_RULES.maxWinningsKurus;
  // A system pays the sum of its columns: capped when the sum reached the cap or one column was cut.
  const stake = misli * COUPON_RULES.columnPriceKurus;
  return max >= COUPON_RULES.maxWinningsKurus || systemColumnCapped(odds, bankerIdx, systemSizes, stake);
};

export const selectCouponSummary = createSelector(
  [selectCouponLines, selectMisli, selectSystemSizes],
  (lines, misli, systemSizes): CouponSummary => {
    const selections = toRuleSelections(lines);
    const odds = lines.map((l) => l.currentOdd);
    const bankerIdx = selections.flatMap((s, i) => (s.banker ? [i] : []));
    const input = { selections, misli, systemSizes };
    const columns = couponColumns(input);
    const amount = couponAmount(columns, misli);
    // Every odd is at least 1,00, so every column pays at least its stake: an amount at the cap reaches the cap,
    // exactly, without walking millions of columns of a big system.
    const max = amount >= COUPON_RULES.maxWinningsKurus ? COUPON_RULES.maxWinningsKurus : maxWinnings(odds, misli, systemSizes, bankerIdx);
    return {
      count: lines.length,
      bankers: bankerIdx.length,
      systemSizes,
      allowedSizes: allowedSystemSizes(lines.length),
      columns,
      amount,
      totalOdds: totalOdds(odds),
      columnOdds: columnOddsRange(odds, bankerIdx, systemSizes),
      maxWinnings: max,
      capped: cappedOf(odds, misli, systemSizes, bankerIdx, amount, max),
      problems: checkCoupon(input),
    };
  },
);

/** The selections as the play call sends them: the odds the member sees now. */
export const selectPlaySelections = createSelector([selectCouponLines], (lines): PlaySelection[] =>
  lines.map((l) => ({
    eventCode: l.code,
    marketId: l.marketId,
    outcomeId: l.outcomeId,
    odd: l.currentOdd,
    banker: l.bankStatus === BANK_STATUS.active,
  })),
);
