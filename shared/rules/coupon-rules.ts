/**
 * The coupon rules of iddaa-rules.md that the client shows before play and the edge enforces at play, from one
 * implementation. Pure: it takes the rows as they are now and answers every problem found.
 */
import { COUPON_RULES } from '../constants/business';
import type { RowState } from '../constants/codes';
import { COUPON_ERRORS, fillTemplate, type CouponErrorCode } from '../errors/catalogue';
import { formatCount } from '../format/tr';
import { columnCount, couponAmount, minMisliFor } from './coupon-math';

export interface RuleSelection {
  eventCode: number;
  outcomeId: number;
  odd: number;
  mbs: number;
  banker: boolean;
  state: RowState;
}

export interface CouponRuleInput {
  selections: readonly RuleSelection[];
  misli: number;
  systemSizes?: readonly number[];
  /** Most columns allowed; the edge passes its PLAY_MAX_COLUMNS. */
  maxColumns?: number;
}

export interface RuleProblem {
  code: CouponErrorCode;
  message: string;
  /** For BELOW_MIN_AMOUNT: the misli that reaches the minimum. For MBS_NOT_MET: events needed. For TOO_MANY_COLUMNS: the maximum. */
  value?: number;
}

const problem = (code: CouponErrorCode, vars: Record<string, string | number> = {}, value?: number): RuleProblem => ({
  code,
  message: fillTemplate(COUPON_ERRORS[code], vars),
  value,
});

export const isValidMisli = (m: unknown): m is number =>
  typeof m === 'number' && Number.isInteger(m) && m >= COUPON_RULES.minMisli && m <= COUPON_RULES.maxMisli;

export const couponColumns = (input: CouponRuleInput): number =>
  columnCount(input.selections.length, input.systemSizes ?? [], input.selections.filter((s) => s.banker).length);

/**
 * System sizes and bankers: each size between bankers + 1 and the event count, bankers only on system coupons and
 * fewer than the smallest size (a banker is in every column and counts toward its size).
 */
export const systemProblems = (n: number, bankers: number, sizes: readonly number[]): RuleProblem[] => {
  if (sizes.length === 0) return bankers > 0 ? [problem('BANKER_WITHOUT_SYSTEM')] : [];
  if (sizes.some((k) => !Number.isInteger(k) || k < 1 || k > n)) return [problem('INVALID_SYSTEM_SIZE')];
  if (bankers >= Math.min(...sizes)) return [problem('TOO_MANY_BANKERS')];
  return [];
};

export const checkCoupon = (input: CouponRuleInput): RuleProblem[] => {
  const { selections, misli } = input;
  const sizes = input.systemSizes ?? [];
  if (selections.length === 0) return [problem('EMPTY')];
  const out: RuleProblem[] = [];
  if (selections.length > COUPON_RULES.maxSelections) out.push(problem('TOO_MANY_SELECTIONS'));
  const events = new Set(selections.map((s) => s.eventCode));
  if (events.size !== selections.length) out.push(problem('DUPLICATE_EVENT'));
  if (selections.some((s) => s.state !== 'open')) out.push(problem('OUTCOME_LOCKED'));
  out.push(...systemProblems(selections.length, selections.filter((s) => s.banker).length, sizes));
  const columns = couponColumns(input);
  const maxColumns = input.maxColumns ?? COUPON_RULES.maxColumns;
  if (columns > maxColumns) out.push(problem('TOO_MANY_COLUMNS', { columns: formatCount(columns), max: formatCount(maxColumns) }, maxColumns));
  const highestMbs = Math.max(...selections.map((s) => s.mbs));
  const counted = sizes.length > 0 ? Math.min(...sizes) : events.size;
  if (counted < highestMbs) out.push(problem('MBS_NOT_MET', { n: highestMbs }, highestMbs));
  if (!isValidMisli(misli)) {
    out.push(problem('INVALID_MISLI'));
    return out;
  }
  if (couponAmount(columns, misli) < COUPON_RULES.minCouponAmountKurus) {
    const suggested = minMisliFor(columns);
    out.push(problem('BELOW_MIN_AMOUNT', { misli: suggested }, suggested));
  }
  return out;
};

/** Whether an Istanbul wall-clock time "HH:MM" falls in the no-play window (which may wrap midnight). */
export const inNoPlayWindow = (hhmm: string, window: { from: string; to: string } = COUPON_RULES.noPlayWindow): boolean =>
  window.from <= window.to ? hhmm >= window.from && hhmm < window.to : hhmm >= window.from || hhmm < window.to;
