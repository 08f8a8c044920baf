import { describe, expect, it } from 'vitest';
import { EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { COUPON_ERRORS, fillTemplate } from '@shared/errors/catalogue';
import type { PlaySelection } from '@shared/protocol/api';
import { T0, makeFixture } from './program.fixture';
import { oddsChanges, resolveSelections, rulesProblem, startedProblem, type ResolvedSelection } from './play-coupon.check';

const pick = (code: number, i = 1, odd = 185): PlaySelection => ({ eventCode: code, marketId: code * 10, outcomeId: code * 100 + i, odd, banker: false });

const resolved = (f: ReturnType<typeof makeFixture>, sels: PlaySelection[]): ResolvedSelection[] => {
  const r = resolveSelections(f.reader, sels);
  if (!Array.isArray(r)) throw new Error(`unexpected refusal ${r.Code}`);
  return r;
};

describe('play-coupon checks against the program', () => {
  it('refuses an unknown outcome, or one named under another market or event', () => {
    const f = makeFixture();
    for (const bad of [{ ...pick(101), outcomeId: 999_999 }, { ...pick(101), marketId: 1020 }, { ...pick(101), eventCode: 102 }]) {
      const r = resolveSelections(f.reader, [bad]);
      expect(Array.isArray(r) ? null : r.Code).toBe('UNKNOWN_SELECTION');
    }
  });

  it('accepts open pre-match rows and reports no problem for 50 TL', () => {
    const f = makeFixture();
    const rows = resolved(f, [pick(101), pick(102)]);
    expect(rows.map((r) => r.state)).toEqual(['open', 'open']);
    expect(startedProblem(rows, T0)).toBeNull();
    expect(rulesProblem(rows, 50)).toBeNull();
  });

  it('refuses a pre-match event whose start has passed, not a live one', () => {
    const f = makeFixture();
    expect(startedProblem(resolved(f, [pick(106)]), T0)?.Code).toBe('EVENT_STARTED');
    expect(startedProblem(resolved(f, [pick(104)]), T0)).toBeNull();
  });

  it('locks a live event without BP, a locked outcome, a closed market and a finished event', () => {
    const f = makeFixture();
    expect(resolved(f, [pick(105)])[0]?.state).toBe('lockedLive');
    f.outcomes.find((o) => o.id === 10101)!.status = OUTCOME_STATUS.lockedA;
    expect(resolved(f, [pick(101)])[0]?.state).toBe('locked');
    f.markets.find((m) => m.id === 1020)!.status = OUTCOME_STATUS.disabled;
    expect(resolved(f, [pick(102)])[0]?.state).toBe('locked');
    f.events.find((e) => e.code === 104)!.status = EVENT_STATUS.locked;
    expect(resolved(f, [pick(104)])[0]?.state).toBe('lockedLive');
    const rows = resolved(f, [pick(105), pick(102)]);
    expect(rulesProblem(rows, 50)).toMatchObject({ Code: 'OUTCOME_LOCKED', Message: COUPON_ERRORS.OUTCOME_LOCKED });
  });

  it('applies the shared rules: MBS, duplicates, misli and the minimum with a suggestion', () => {
    const f = makeFixture();
    expect(rulesProblem(resolved(f, [pick(103), pick(101)]), 50)?.Code).toBe('MBS_NOT_MET');
    expect(rulesProblem(resolved(f, [pick(101, 1), pick(101, 2)]), 50)?.Code).toBe('DUPLICATE_EVENT');
    expect(rulesProblem(resolved(f, [pick(101)]), 2.5)?.Code).toBe('INVALID_MISLI');
    expect(rulesProblem(resolved(f, [pick(101)]), 10)).toMatchObject({ Code: 'BELOW_MIN_AMOUNT', SuggestedMisli: 50 });
    expect(rulesProblem([], 50)?.Code).toBe('EMPTY');
  });

  it('refuses more columns than the configured maximum, with the counts in the message', () => {
    const rows = resolved(makeFixture(), [pick(101), pick(102), pick(104)]);
    // 2-of-3: three columns.
    expect(rulesProblem(rows, 50, [2], 3)).toBeNull();
    expect(rulesProblem(rows, 50, [2], 2)).toEqual({
      IsSuccess: false, Code: 'TOO_MANY_COLUMNS', Message: fillTemplate(COUPON_ERRORS.TOO_MANY_COLUMNS, { columns: 3, max: 2 }),
    });
  });

  it('lists odds that moved since the member saw them, with the server odds and status', () => {
    const f = makeFixture();
    const rows = resolved(f, [pick(101, 1, 185), pick(102, 2, 300)]);
    expect(oddsChanges(rows)).toEqual([{ outcomeId: 10202, odd: 320, status: OUTCOME_STATUS.open }]);
  });
});
