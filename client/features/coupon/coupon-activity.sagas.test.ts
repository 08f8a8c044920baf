/**
 * Coupon activity: records kept while a coupon is built, the report posted when it is played or abandoned, within
 * its 5 s timeout, and a collector that hangs blocks neither the page nor the next coupon's report.
 */
import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_REPORT_TIMEOUT_MS, DIAGNOSTICS_API, type CouponActivityReport } from '@shared/protocol/diagnostics-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore } from '../auth/auth.test-store';
import { couponActions, type PlayedCoupon } from './coupon.slice';
import { pick } from './coupon.test-fixtures';
import { couponActivitySaga } from './coupon-activity.sagas';
import { buildActivityReport } from './coupon-activity.model';
import { sendActivityReport } from './coupon-activity.api';

const played = (over: Partial<PlayedCoupon> = {}): PlayedCoupon => ({
  couponNo: '20260000000001', couponId: 1, amount: 1500, totalOdd: 225, selections: 2, systemSizes: [], savedCouponId: null, ...over,
});

let reports: CouponActivityReport[];
let hang: boolean;
const cleanups: (() => void)[] = [];
beforeEach(() => {
  reports = [];
  hang = false;
  server.use(
    http.post(DIAGNOSTICS_API.activityReport, async ({ request }) => {
      const body = (await request.json()) as CouponActivityReport;
      reports.push(body);
      if (hang) await delay('infinite');
      return HttpResponse.json({ IsSuccess: true });
    }),
  );
});
afterEach(() => cleanups.splice(0).forEach((c) => c()));

const start = () => {
  let t = 1_000_000;
  const clock = { now: () => t, advance: (ms: number) => (t += ms) };
  const { store, stop } = makeTestStore({ sagas: [() => couponActivitySaga(clock.now)] });
  cleanups.push(stop);
  return { store, clock };
};

describe('coupon activity report', () => {
  it('reports a played coupon with its picks, removals, refusals, odds changes and times', async () => {
    const { store, clock } = start();
    store.dispatch(couponActions.outcomePicked(pick(1)));
    clock.advance(2000);
    store.dispatch(couponActions.outcomePicked(pick(2)));
    store.dispatch(couponActions.outcomePicked(pick(3)));
    clock.advance(1000);
    store.dispatch(couponActions.rowRemoved({ outcomeId: 31 }));
    store.dispatch(couponActions.bankerToggled({ outcomeId: 11 }));
    store.dispatch(couponActions.misliStepped(1));
    clock.advance(3000);
    store.dispatch(couponActions.playRefused({ code: 'ODDS_CHANGED' }));
    store.dispatch(couponActions.oddsChanged([{ outcomeId: 11, odd: 160, status: 1 }]));
    clock.advance(4000);
    store.dispatch(couponActions.played(played()));
    store.dispatch(couponActions.cleared());
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    const r = reports[0]!;
    expect(r).toMatchObject({ at: 'played', tec: 2, pec: 3, urcle: 1, fct: 1, dec: 1, cp: 1500, eat: 1_000_000, aet: 1_010_000, lpet: 3000, laptt: 7000 });
    expect(r.nid).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.sid).toMatch(/^[0-9a-f-]{36}$/);
    // The clear after a play is not an abandonment.
    await new Promise((res) => setTimeout(res, 20));
    expect(reports).toHaveLength(1);
  });

  it('reports an abandoned coupon when it is emptied without a play', async () => {
    const { store } = start();
    store.dispatch(couponActions.outcomePicked(pick(1)));
    store.dispatch(couponActions.outcomePicked(pick(2)));
    store.dispatch(couponActions.cleared());
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ at: 'abandoned', tec: 0, pec: 2, urcle: 0 });
    expect(reports[0]!.cp).toBeGreaterThan(0);
    // Picking the same outcome again takes it out: the last row gone is an abandonment too.
    store.dispatch(couponActions.outcomePicked(pick(4)));
    store.dispatch(couponActions.outcomePicked(pick(4)));
    await vi.waitFor(() => expect(reports).toHaveLength(2));
    expect(reports[1]).toMatchObject({ at: 'abandoned', pec: 1, urcle: 1 });
  });

  it('a collector that hangs blocks neither the coupon nor the next report', async () => {
    hang = true;
    const { store } = start();
    store.dispatch(couponActions.outcomePicked(pick(1)));
    store.dispatch(couponActions.played(played({ selections: 1 })));
    store.dispatch(couponActions.cleared());
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    store.dispatch(couponActions.outcomePicked(pick(2)));
    expect(store.getState().coupon.rows.ids).toEqual([21]);
    store.dispatch(couponActions.cleared());
    await vi.waitFor(() => expect(reports).toHaveLength(2));
    expect(reports.map((r) => r.at)).toEqual(['played', 'abandoned']);
  });

  it('gives up a hanging post after the 5 s timeout', async () => {
    hang = true;
    const report = buildActivityReport([{ timestamp: 1, code: 1, action: 'add' }], {
      nid: crypto.randomUUID(), sid: 'visit', ending: 'abandoned', pageLoadedAt: 0, endedAt: 2, rows: 0, amount: 0, oddsChanges: 0,
    })!;
    const started = Date.now();
    expect(await sendActivityReport(report)).toBe(0);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(ACTIVITY_REPORT_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(ACTIVITY_REPORT_TIMEOUT_MS + 1500);
  }, ACTIVITY_REPORT_TIMEOUT_MS + 5000);

  it('builds nothing from no records', () => {
    expect(buildActivityReport([], { nid: 'n', sid: 's', ending: 'played', pageLoadedAt: 0, endedAt: 1, rows: 0, amount: 0, oddsChanges: 0 })).toBeNull();
  });
});
