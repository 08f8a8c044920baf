import { describe, expect, it } from 'vitest';
import { withBetDetailFields } from '@shared/rules/bet-detail-route';
import { COUPON_RULES } from '@shared/constants/business';
import { COUPON_ERRORS } from '@shared/errors/catalogue';
import type { ProgramEvent, ProgramSnapshot } from '@shared/protocol/program';
import { programActions } from '../program/program.slice';
import { makeTestStore } from '../auth/auth.test-store';
import { couponActions as a } from './coupon.slice';
import { selectCouponLines, selectCouponSummary, selectIsOutcomeSelected, selectPlaySelections } from './coupon.selectors';
import { pick } from './coupon.test-fixtures';

const event = (code: number, over: Partial<ProgramEvent> = {}): ProgramEvent => withBetDetailFields({
  code,
  nevId: 5000 + code,
  bid: String(code),
  sportId: 1,
  competition: 'Süper Lig',
  name: `Ev ${code} - Deplasman ${code}`,
  startsAt: Date.now() + 86_400_000,
  live: false,
  bettableInPlay: true,
  status: 1,
  minute: null,
  score: null,
  providerId: 2,
  mbs: 1,
  marketCount: 1,
  marketIds: [code * 100],
  hasOfficialResult: false,
  ...over,
});

const snapshot = (ev: ProgramEvent, outcome: { odd: number; status: number }, marketStatus = 1): ProgramSnapshot => ({
  sportId: 1,
  version: 1,
  asOf: Date.now(),
  events: [ev],
  markets: [{ id: ev.code * 100, eventCode: ev.code, no: 1, name: 'Maç Sonucu', mbs: 1, status: marketStatus, outcomeIds: [ev.code * 10 + 1] }],
  outcomes: [{ id: ev.code * 10 + 1, marketId: ev.code * 100, name: '1', ...outcome }],
});

const setup = (...picks: ReturnType<typeof pick>[]) => {
  const { store } = makeTestStore();
  picks.forEach((p) => store.dispatch(a.outcomePicked(p)));
  return store;
};

describe('coupon selectors', () => {
  it('answers whether an outcome is on the coupon', () => {
    const store = setup(pick(1));
    expect(selectIsOutcomeSelected(store.getState(), 11)).toBe(true);
    expect(selectIsOutcomeSelected(store.getState(), 12)).toBe(false);
  });

  it('computes amount, total odds and maximum winnings with the shared math', () => {
    const store = setup(pick(1, 1, { odd: 150 }), pick(2, 1, { odd: 200 }));
    store.dispatch(a.misliChanged(50));
    expect(selectCouponSummary(store.getState())).toMatchObject({
      count: 2,
      columns: 1,
      amount: 5000,
      totalOdds: 300,
      maxWinnings: 15_000,
      capped: false,
      problems: [],
    });
  });

  it('caps the maximum winnings and says so', () => {
    const store = setup(...Array.from({ length: 10 }, (_, i) => pick(i + 1, 1, { odd: 1000 })));
    store.dispatch(a.misliChanged(2000));
    const s = selectCouponSummary(store.getState());
    expect(s.maxWinnings).toBe(COUPON_RULES.maxWinningsKurus);
    expect(s.capped).toBe(true);
  });

  it('counts system columns with bankers, prices them and sums the capped columns', () => {
    const store = setup(...[150, 200, 250, 300, 400].map((odd, i) => pick(i + 1, 1, { odd })));
    store.dispatch(a.systemSizeToggled(2));
    store.dispatch(a.systemSizeToggled(3));
    store.dispatch(a.bankerToggled({ outcomeId: 11 }));
    store.dispatch(a.misliChanged(5));
    const s = selectCouponSummary(store.getState());
    expect(s).toMatchObject({ count: 5, bankers: 1, systemSizes: [2, 3], columns: 10, amount: 5000, capped: false, problems: [] });
    // Banker 1,50 with one of (2, 2,5, 3, 4) and with two of them, 5 TL per column.
    const free = [200, 250, 300, 400];
    let expected = 0;
    for (const x of free) expected += Math.floor((500 * 150 * x) / 10_000);
    for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) expected += Math.floor((500 * 150 * free[i]! * free[j]!) / 1_000_000);
    expect(s.maxWinnings).toBe(expected);
    expect(selectPlaySelections(store.getState())[0]!.banker).toBe(true);
  });

  it('answers the cap at once for a system whose amount reaches it (no walk over millions of columns)', () => {
    const store = setup(...Array.from({ length: 30 }, (_, i) => pick(i + 1, 1, { odd: 101 })));
    store.dispatch(a.systemSizeToggled(15));
    store.dispatch(a.misliChanged(2000));
    const s = selectCouponSummary(store.getState());
    expect(s.columns).toBe(155_117_520);
    expect(s).toMatchObject({ maxWinnings: COUPON_RULES.maxWinningsKurus, capped: true });
  });

  it('reports system and banker problems from the shared rules', () => {
    const store = setup(pick(1), pick(2), pick(3));
    store.dispatch(a.misliChanged(50));
    store.dispatch(a.bankerToggled({ outcomeId: 11 }));
    expect(selectCouponSummary(store.getState()).problems.map((p) => p.code)).toEqual(['BANKER_WITHOUT_SYSTEM']);
    store.dispatch(a.systemSizeToggled(1));
    expect(selectCouponSummary(store.getState()).problems.map((p) => p.code)).toContain('TOO_MANY_BANKERS');
    store.dispatch(a.systemSizeToggled(1));
    store.dispatch(a.systemSizeToggled(2));
    expect(selectCouponSummary(store.getState()).problems).toEqual([]);
    expect(selectCouponSummary(store.getState()).columns).toBe(2);
  });

  it('reports rule problems from checkCoupon: minimum amount with the misli hint, and MBS', () => {
    const store = setup(pick(1, 1, { mbs: 3 }));
    store.dispatch(a.misliChanged(10));
    const messages = selectCouponSummary(store.getState()).problems.map((p) => p.message);
    expect(messages).toContain('Kupon tutarı en az 50,00 TL olmalıdır. Misliyi en az 50 yapabilirsiniz.');
    expect(messages).toContain(COUPON_ERRORS.MBS_NOT_MET.replace('{n}', '3'));
    expect(selectCouponSummary(setup().getState()).problems.map((p) => p.code)).toEqual(['EMPTY']);
  });

  it('takes current odds and states from the program when it holds the outcome', () => {
    const store = setup(pick(1, 1, { odd: 150 }), pick(2), pick(3), pick(4));
    const load = (snap: ProgramSnapshot, key: string) =>
      store.dispatch(programActions.snapshotReceived({ key, snapshot: snap, cachedAt: null }));
    load(snapshot(event(1), { odd: 180, status: 1 }), 'event:1');
    load(snapshot(event(2, { live: true }), { odd: 150, status: -1 }), 'event:2');
    load(snapshot(event(3), { odd: 150, status: 0 }), 'event:3');
    load(snapshot(event(4, { live: true, status: 0 }), { odd: 150, status: 1 }), 'event:4');
    const lines = selectCouponLines(store.getState());
    expect(lines.map((l) => [l.outcomeId, l.state])).toEqual([
      [11, 'open'],
      [21, 'lockedLive'],
      [31, 'disabled'],
      [41, 'lockedLive'],
    ]);
    expect(lines[0]).toMatchObject({ currentOdd: 180, odd: 150, oddDirection: 'up' });
    expect(selectPlaySelections(store.getState())[0]).toEqual({ eventCode: 1, marketId: 100, outcomeId: 11, odd: 180, banker: false });
    expect(selectCouponSummary(store.getState()).problems.map((p) => p.code)).toContain('OUTCOME_LOCKED');
  });

  it('locks a pre-match row once its event has started, and a row of a locked market', () => {
    const store = setup(pick(1, 1, { startsAt: Date.now() - 60_000 }), pick(2));
    store.dispatch(programActions.snapshotReceived({ key: 'event:2', snapshot: snapshot(event(2), { odd: 150, status: 1 }, -1), cachedAt: null }));
    expect(selectCouponLines(store.getState()).map((l) => l.state)).toEqual(['locked', 'locked']);
  });

  it('falls back to the row when the program does not hold the outcome, and marks server odds changes', () => {
    const store = setup(pick(1, 1, { odd: 150 }));
    store.dispatch(a.oddsChanged([{ outcomeId: 11, odd: 140, status: 1 }]));
    expect(selectCouponLines(store.getState())[0]).toMatchObject({ currentOdd: 140, oddDirection: 'down', state: 'open' });
  });

  it('returns the same lines while nothing shown changed', () => {
    const store = setup(pick(1), pick(2));
    const before = selectCouponLines(store.getState());
    store.dispatch(programActions.snapshotReceived({ key: 'event:9', snapshot: snapshot(event(9), { odd: 200, status: 1 }), cachedAt: null }));
    expect(selectCouponLines(store.getState())).toBe(before);
    store.dispatch(a.bankerToggled({ outcomeId: 21 }));
    const after = selectCouponLines(store.getState());
    expect(after).not.toBe(before);
    expect(after[0]).toBe(before[0]);
  });
});
