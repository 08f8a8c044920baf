import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_RULES } from '../constants/business';
import { EVENT_STATUS } from '../constants/codes';
import { COUPON_ERRORS } from '../errors/catalogue';
import { columnCount, couponAmount, maxWinnings, stakeTimesOdds } from './coupon-math';
import { checkCoupon, systemProblems, type RuleSelection } from './coupon-rules';
import { settleCoupon, settleSelection, systemPayout, type SettleSelection } from './coupon-settle';

const res = (status: number, winning: number[] = [], decided: number[] = []) => ({ status, winningOutcomeIds: winning, decidedMarketIds: decided });
const s = (odd: number, outcome: SettleSelection['outcome'], banker = false): SettleSelection => ({ odd, outcome, banker });

describe('settling a selection', () => {
  it('is won or lost by the winning outcome ids of a finished event', () => {
    expect(settleSelection(res(EVENT_STATUS.finished, [11], [1]), 1, 11)).toBe('won');
    expect(settleSelection(res(EVENT_STATUS.finished, [12], [1]), 1, 11)).toBe('lost');
  });
  it('voids cancelled and postponed events, and undecided markets of an abandoned one', () => {
    expect(settleSelection(res(EVENT_STATUS.cancelled), 1, 11)).toBe('void');
    expect(settleSelection(res(EVENT_STATUS.postponed), 1, 11)).toBe('void');
    expect(settleSelection(res(EVENT_STATUS.abandoned, [11], [1]), 1, 11)).toBe('won');
    expect(settleSelection(res(EVENT_STATUS.abandoned, [21], [2]), 1, 11)).toBe('void');
    expect(settleSelection(res(EVENT_STATUS.abandoned, [21], [1, 2]), 1, 11)).toBe('lost');
  });
});

describe('settling a coupon', () => {
  const plain = (selections: SettleSelection[]) => settleCoupon({ selections, misli: 50, amountKurus: 5000, systemSizes: [] });
  it('pays amount × odds with voids at 1.00, loses on any loss at once, waits otherwise', () => {
    expect(plain([s(200, 'won'), s(150, 'void')])).toEqual({ status: 'won', payoutKurus: 10000 });
    expect(plain([s(200, 'lost'), s(150, null)])).toEqual({ status: 'lost', payoutKurus: 0 });
    expect(plain([s(200, 'won'), s(150, null)])).toEqual({ status: 'open' });
  });
  it('refunds an all-void coupon', () => expect(plain([s(200, 'void'), s(150, 'void')])).toEqual({ status: 'refunded', payoutKurus: 5000 }));
  it('pays the winning columns of a 2-and-3-of-5 system with a banker', () => {
    const sels = [s(200, 'won', true), s(150, 'won'), s(300, 'lost'), s(120, 'won'), s(110, 'void')];
    // winning columns: size 2 = banker + one of {150, 120, void}; size 3 = banker + two of them
    const cols2 = [150, 120, 100].map((o) => stakeTimesOdds(100, [200, o]));
    const cols3 = [[150, 120], [150, 100], [120, 100]].map((p) => stakeTimesOdds(100, [200, ...p]));
    const expected = [...cols2, ...cols3].reduce((a, b) => a + b, 0);
    expect(settleCoupon({ selections: sels, misli: 1, amountKurus: 1000, systemSizes: [2, 3] })).toEqual({ status: 'won', payoutKurus: expected });
    expect(settleCoupon({ selections: [s(200, 'lost', true), ...sels.slice(1)], misli: 1, amountKurus: 1000, systemSizes: [2, 3] }).status).toBe('lost');
  });
});

describe('system rules', () => {
  const sel = (eventCode: number, banker = false): RuleSelection => ({ eventCode, outcomeId: eventCode, odd: 150, mbs: 1, banker, state: 'open' });
  it('refuses sizes the coupon cannot hold, bankers without a system and too many bankers, each with its text', () => {
    expect(systemProblems(3, 0, [4]).map((p) => p.message)).toEqual([COUPON_ERRORS.INVALID_SYSTEM_SIZE]);
    expect(systemProblems(3, 1, []).map((p) => p.message)).toEqual([COUPON_ERRORS.BANKER_WITHOUT_SYSTEM]);
    expect(systemProblems(5, 2, [2, 3]).map((p) => p.message)).toEqual([COUPON_ERRORS.TOO_MANY_BANKERS]);
    expect(checkCoupon({ selections: [sel(1, true), sel(2), sel(3), sel(4), sel(5)], misli: 50, systemSizes: [2, 3] })).toEqual([]);
  });
});

const oddArb = fc.integer({ min: 101, max: 2000 });
const outcomeArb = fc.constantFrom<SettleSelection['outcome']>('won', 'lost', 'void');
const systemArb = fc.integer({ min: 2, max: 8 }).chain((n) =>
  fc.record({
    odds: fc.array(oddArb, { minLength: n, maxLength: n }),
    outcomes: fc.array(outcomeArb, { minLength: n, maxLength: n }),
    bankers: fc.integer({ min: 0, max: n - 1 }),
    sizes: fc.uniqueArray(fc.integer({ min: 1, max: n }), { minLength: 1, maxLength: 3 }),
    misli: fc.integer({ min: 1, max: COUPON_RULES.maxMisli }),
  }),
);

describe('settlement properties', () => {
  it('a system payout never exceeds the coupon cap nor the max winnings shown at play, and the amount is columns × misli × price', () => {
    fc.assert(
      fc.property(systemArb, ({ odds, outcomes, bankers, sizes: sizes0, misli }) => {
        const sizes = sizes0.filter((k) => k > bankers);
        if (sizes.length === 0) return true;
        const sels = odds.map((o, i) => s(o, outcomes[i]!, i < bankers));
        const columns = columnCount(odds.length, sizes, bankers);
        const amount = couponAmount(columns, misli);
        if (amount !== columns * misli * COUPON_RULES.columnPriceKurus) return false;
        const v = settleCoupon({ selections: sels, misli, amountKurus: amount, systemSizes: sizes });
        if (v.status === 'open') return false;
        const cap = maxWinnings(odds.map((o, i) => (outcomes[i] === 'void' ? 100 : o)), misli, sizes, [...Array(bankers).keys()]);
        if (v.status === 'refunded') return v.payoutKurus === amount && outcomes.every((o) => o === 'void');
        return v.payoutKurus <= COUPON_RULES.maxWinningsKurus && v.payoutKurus <= cap && (v.status === 'won') === v.payoutKurus > 0;
      }),
    );
  });

  it('with a small cap every column and the total stay capped', () => {
    fc.assert(
      fc.property(systemArb, fc.integer({ min: 100, max: 100_000 }), ({ odds, bankers, sizes, misli }, cap) => {
        const valid = sizes.filter((k) => k > bankers);
        if (valid.length === 0) return true;
        const sels = odds.map((o, i) => s(o, 'won', i < bankers));
        return systemPayout(sels, misli, valid, undefined, cap) <= cap;
      }),
    );
  });
});
