import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API } from '@shared/protocol/api';
import { MY_COUPONS_API as P, type MyCoupon } from '@shared/protocol/my-coupons-api';
import { MT, type RealtimeItem, type SelectionsSettledBody, type SettlementNoticeBody } from '@shared/protocol/realtime';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo, type TestStore } from '../auth/auth.test-store';
import { authActions } from '../auth/auth.slice';
import { realtimeActions } from '../realtime/realtime.slice';
import { myCouponsSaga } from './my-coupons.sagas';
import { myCouponsActions as A, myCouponsSlice, initialMyCouponsState } from './my-coupons.slice';
import { myCoupon, rowView } from './my-coupons.test-fixtures';
import { selectionsNoticesOf, settlementNoticesOf } from './settlement-notices.workers';

const COUPONS = [myCoupon(1), myCoupon(2)];
const notice = (c: MyCoupon, over: Partial<SettlementNoticeBody> = {}): SettlementNoticeBody => ({
  couponId: c.CouponId, couponNo: c.CouponNo, status: 'won', payoutKurus: 16_900, balanceKurus: 111_900, ...over,
});
const settled = (n: SettlementNoticeBody): RealtimeItem => ({ MT: MT.settlementNotice, M: n });

let memberInfoAnswer: () => Response;
let publicAsked: string[];
let pagesAsked: string[];
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
beforeEach(() => {
  publicAsked = [];
  pagesAsked = [];
  memberInfoAnswer = () => HttpResponse.json(memberInfo({ Balance: 111_900, IddaaContinuedCouponCount: 1 }));
  server.use(
    http.post(API.memberInfo, () => memberInfoAnswer()),
    http.get(P.publicCoupon, ({ request }) => {
      const no = new URL(request.url).searchParams.get('couponNo')!;
      publicAsked.push(no);
      const c = COUPONS.find((x) => x.CouponNo === no)!;
      const rows = c.Rows.map((r) => ({ ...r, status: 'won' as const, statusId: 3 as const, colorId: 2 as const }));
      return HttpResponse.json({ IsSuccess: true, Coupon: { ...c, Rows: rows, CouponStatus: 'won', IsOwner: true, UserName: 'ayse' } });
    }),
    http.get(P.myCoupons, ({ request }) => {
      const q = new URL(request.url).searchParams;
      pagesAsked.push(`${q.get('state')}:${q.get('page')}`);
      return HttpResponse.json({ IsSuccess: true, State: q.get('state'), Page: Number(q.get('page')), PageSize: 10, Total: 2, Coupons: COUPONS });
    }),
  );
});

/** A member with Hesabım/Kuponlarım showing the two ongoing coupons. */
const start = (): TestStore => {
  const { store, stop } = makeTestStore({ sagas: [myCouponsSaga] });
  cleanups.push(stop);
  store.dispatch(authActions.memberLoaded(memberInfo({ Balance: 95_000 })));
  store.dispatch(A.pageRequested({ tab: 'ongoing', page: 1 }));
  return store;
};
const loaded = async (store: TestStore) => vi.waitFor(() => expect(store.getState().myCoupons.status).toBe('loaded'));

describe('settlement notices of the member room', () => {
  it('picks the well-formed settlement notices out of the room messages, in order', () => {
    const a = notice(COUPONS[0]!);
    const b = notice(COUPONS[1]!, { status: 'lost', payoutKurus: 0 });
    const items: RealtimeItem[] = [settled(a), { MT: MT.oddsChange, M: a }, settled({ ...a, status: 'open' } as never), { MT: MT.settlementNotice, M: null }, settled(b)];
    expect(settlementNoticesOf(items)).toEqual([a, b]);
  });

  it('the slice shows the verdict and winnings of the settled coupon and leaves the others alone', () => {
    const state = { ...initialMyCouponsState, coupons: COUPONS };
    const next = myCouponsSlice.reducer(state, A.couponSettled({ ...notice(COUPONS[1]!, { status: 'refunded', payoutKurus: 5000 }), settledAt: 42 }));
    expect(next.coupons[1]).toMatchObject({ CouponStatus: 'refunded', Winnings: 5000, IsRefunded: true, SettledAt: 42 });
    expect(next.coupons[0]).toEqual(COUPONS[0]);
    const rows = [rowView(9, { statusId: 4, colorId: 3, status: 'lost' })];
    expect(myCouponsSlice.reducer(next, A.rowsRefreshed({ couponNo: COUPONS[0]!.CouponNo, rows })).coupons[0]!.Rows).toEqual(rows);
  });

  it('a notice updates the open list and the header balance at once, then the rows and the member info, without a page reload', async () => {
    const store = start();
    await loaded(store);
    expect(pagesAsked).toEqual(['ongoing:1']);
    store.dispatch(realtimeActions.memberMessages({ items: [settled(notice(COUPONS[0]!))] }));
    const c = store.getState().myCoupons.coupons[0]!;
    expect(c).toMatchObject({ CouponStatus: 'won', Winnings: 16_900, IsRefunded: false });
    expect(c.SettledAt).toBeGreaterThan(0);
    expect(store.getState().auth.member?.Balance).toBe(111_900);
    await vi.waitFor(() => expect(store.getState().auth.member?.IddaaContinuedCouponCount).toBe(1));
    expect(publicAsked).toEqual([COUPONS[0]!.CouponNo]);
    expect(store.getState().myCoupons.coupons[0]!.Rows.map((r) => r.statusId)).toEqual([3, 3, 3]);
    expect(store.getState().myCoupons.coupons[1]!.CouponStatus).toBe('open');
    expect(pagesAsked).toEqual(['ongoing:1']);
  });

  it('a notice of a coupon not on the page still moves the balance; messages without notices change nothing', async () => {
    const store = start();
    await loaded(store);
    store.dispatch(realtimeActions.memberMessages({ items: [{ MT: MT.oddsChange, M: {} }] }));
    expect(store.getState().auth.member?.Balance).toBe(95_000);
    const other = myCoupon(77);
    store.dispatch(realtimeActions.memberMessages({ items: [settled(notice(other, { balanceKurus: 120_000 }))] }));
    expect(store.getState().auth.member?.Balance).toBe(120_000);
    expect(store.getState().myCoupons.coupons.map((c) => c.CouponStatus)).toEqual(['open', 'open']);
    await vi.waitFor(() => expect(store.getState().auth.member?.Balance).toBe(111_900));
    expect(publicAsked).toEqual([]);
  });

  it('a selections notice turns the settled rows of a still open coupon to ✓ or ✗ at once, then reads its rows again', async () => {
    const store = start();
    await loaded(store);
    const [c] = COUPONS;
    const body: SelectionsSettledBody = {
      couponId: c!.CouponId, couponNo: c!.CouponNo,
      selections: [{ outcomeId: c!.Rows[0]!.outcomeId, status: 'won' }, { outcomeId: c!.Rows[1]!.outcomeId, status: 'lost' }],
    };
    const malformed = { MT: MT.selectionsSettled, M: { ...body, selections: [{ outcomeId: 'x', status: 'won' }] } };
    expect(selectionsNoticesOf([malformed, { MT: MT.selectionsSettled, M: body }])).toEqual([body]);
    store.dispatch(realtimeActions.memberMessages({ items: [{ MT: MT.selectionsSettled, M: body }] }));
    const rows = store.getState().myCoupons.coupons[0]!.Rows;
    expect(rows.map((r) => [r.status, r.statusId, r.colorId])).toEqual([['won', 3, 2], ['lost', 4, 3], ['open', null, 1]]);
    expect(store.getState().myCoupons.coupons[0]!.CouponStatus).toBe('open');
    // No coupon verdict: the balance stays; the rows are read again for the final scores.
    expect(store.getState().auth.member?.Balance).toBe(95_000);
    await vi.waitFor(() => expect(publicAsked).toEqual([c!.CouponNo]));
  });

  it('a failed member-info read keeps the member logged in', async () => {
    memberInfoAnswer = () => HttpResponse.json({ IsSuccess: false, Code: 'INTERNAL', Message: 'x' }, { status: 500 });
    const store = start();
    await loaded(store);
    store.dispatch(realtimeActions.memberMessages({ items: [settled(notice(COUPONS[0]!))] }));
    await vi.waitFor(() => expect(publicAsked).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 30));
    expect(store.getState().auth.status).toBe('member');
    expect(store.getState().auth.member?.Balance).toBe(111_900);
  });

  it('a member-room resync reloads the shown page and the member info', async () => {
    const store = start();
    await loaded(store);
    store.dispatch(realtimeActions.memberResync());
    await vi.waitFor(() => expect(pagesAsked).toEqual(['ongoing:1', 'ongoing:1']));
    await vi.waitFor(() => expect(store.getState().auth.member?.Balance).toBe(111_900));
  });
});
