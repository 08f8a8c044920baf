/**
 * Turns a market's probabilities into odds and statuses. Before the start every outcome is open; in running a
 * market whose result is all but certain is taken off (status 0), and so is an outcome that can no longer win.
 */
import { OUTCOME_STATUS } from '@shared/constants/codes';
import type { MarketSpec } from './market-spec';
import { priceMarket } from './odds-math';

/** Extra margin on many-outcome markets (exact score, set score with many rows). */
export const WIDE_MARGIN = 1.12;
const LIVE_CERTAIN = 0.97;
const LIVE_IMPOSSIBLE = 0.004;

export interface Quote {
  status: number;
  /** New odds, or null to keep the last ones (a market taken off keeps its last prices on show). */
  odds: number[] | null;
  statuses: number[];
}

export const quoteMarket = (spec: MarketSpec, probs: readonly number[] | null, margin: number, live: boolean): Quote => {
  const off: Quote = { status: OUTCOME_STATUS.disabled, odds: null, statuses: spec.outcomes.map(() => OUTCOME_STATUS.disabled) };
  if (!probs) return off;
  if (live && Math.max(...probs) > LIVE_CERTAIN) return off;
  const odds = priceMarket(probs, spec.wide ? margin * WIDE_MARGIN : margin, spec.overlapping);
  const statuses = probs.map((p) => (live && p < LIVE_IMPOSSIBLE ? OUTCOME_STATUS.disabled : OUTCOME_STATUS.open));
  return { status: OUTCOME_STATUS.open, odds, statuses };
};
