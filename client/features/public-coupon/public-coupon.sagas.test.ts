import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { BANK_STATUS } from '@shared/constants/codes';
import { API } from '@shared/protocol/api';
import { MY_COUPONS_API as P } from '@shared/protocol/my-coupons-api';
import { withBetDetailFields } from '@shared/rules/bet-detail-route';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo, type TestStore } from '../auth/auth.test-store';
import { authActions } from '../auth/auth.slice';
import { couponActions } from '../coupon/coupon.slice';
import { pick } from '../coupon/coupon.test-fixtures';
import { myCouponsActions } from '../my-coupons/my-coupons.slice';
import { rowView } from '../my-coupons/my-coupons.test-fixtures';
import { realtimeActions } from '../realtime/realtime.slice';
import { savedCouponsActions } from '../saved-coupons/saved-coupons.slice';
import { viewActions } from '../../platform/view/view.slice';
import { publicCouponSaga } from './public-coupon.sagas';
import { publicCouponActions as A } from './public-coupon.slice';
import { PUBLIC_COUPON_TEXTS as T } from './public-coupon-texts';
import { NO, publicCoupon } from './public-coupon.test-fixtures';

/** Events other than 4 are in the program (event 3's outcome locked now); event 4 has left it. */
const snapshot = (code: number): ProgramSnapshot => ({
  sportId: 1,
  version: 1,
  asOf: Date.now(),
  events: [withBetDetailFields({ code, nevId: 5000 + code, bid: String(code), sportId: 1, competition: 'Süper Lig', name: `Takım ${code}A - Takım ${code}B`, startsAt: Date.now() + 86_400_000, live: false, bettableInPlay: true, status: 1, minute: null, score: null, providerId: 2, mbs: 1, marketCount: 1, marketIds: [code * 100], hasOfficialResult: false })],
  markets: [{ id: code * 100, eventCode: code, no: 1, name: 'Maç Sonucu', mbs: 1, status: 1, outcomeIds: [code * 10 + 1] }],
  outcomes: [{ id: code * 10 + 1, marketId: code * 100, name: '1', odd: 170 + code, status: code === 3 ? -1 : 1 }],
});

let answer: () => Response;
let asked: number;
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
beforeEach(() => {
  asked = 0;
  answer = () => HttpResponse.json({ IsSuccess: true, Coupon: publicCoupon() });
  server.use(
    http.get(P.publicCoupon, ({ request }) => {
      asked++;
      return new URL(request.url).searchParams.get('couponNo') === NO
        ? answer()
        : HttpResponse.json({ IsSuccess: false, Code: 'NOT_FOUND', Message: 'Bulunamadı.' }, { status: 404 });
    }),
    http.get(API.eventDetail, ({ request }) => {
      const code = Number(new URL(request.url).searchParams.get('code'));
      return code === 4 ? HttpResponse.json({ IsSuccess: false, Code: 'NOT_FOUND', Message: 'x' }, { status: 404 }) : HttpResponse.json(snapshot(code));
    }),
  );
});

const start = (): TestStore => {
  const { store, stop } = makeTestStore({ sagas: [publicCouponSaga] });
  cleanups.push(stop);
  return store;
};
const top = (store: TestStore) => store.getState().dialogs.stack.at(-1);
const loaded = async (store: TestStore) => {
  store.dispatch(A.requested({ couponNo: NO }));
  await vi.waitFor(() => expect(store.getState().publicCoupon.status).toBe('loaded'));
};

describe('public coupon page saga', () => {
  it("loads the coupon; an unknown or unshared number is the not-found state; a server failure is 'failed'", async () => {
    const store = start();
    await loaded(store);
    expect(store.getState().publicCoupon.coupon).toEqual(publicCoupon());
    store.dispatch(A.requested({ couponNo: '99' }));
    expect(store.getState().publicCoupon.coupon).toBeNull();
    await vi.waitFor(() => expect(store.getState().publicCoupon.status).toBe('notFound'));
    answer = () => HttpResponse.json({ IsSuccess: false, Code: 'INTERNAL', Message: 'x' }, { status: 500 });
    store.dispatch(A.requested({ couponNo: NO }));
    await vi.waitFor(() => expect(store.getState().publicCoupon.status).toBe('failed'));
  });

  it("'Bu kuponu oyna' puts only the still-playable selections into the panel, with misli, sizes and banker, and says what stayed out", async () => {
    const store = start();
    store.dispatch(couponActions.outcomePicked(pick(8)));
    await loaded(store);
    store.dispatch(A.copyRequested());
    await vi.waitFor(() => expect(store.getState().publicCoupon.copied).toBe(2));
    const c = store.getState().coupon;
    // Event 3 is locked now, event 4 left the program, event 5 is already settled: rows of events 1 and 2 only.
    expect(c.rows.ids).toEqual([11, 21]);
    expect(c.misli).toBe(4);
    // 2'li needs more than two rows: the size goes, and with it the banker (bankers belong to system coupons).
    expect(c.systemSizes).toEqual([]);
    expect(c.rows.entities[11]).toMatchObject({ odd: 171, bankStatus: BANK_STATUS.available });
    expect(top(store)?.message).toBe(T.partial);
    expect(store.getState().publicCoupon.copying).toBe(false);
  });

  it("keeps a system coupon's sizes and banker when enough rows come along, and the panel holds no saved coupon then", async () => {
    const store = start();
    store.dispatch(savedCouponsActions.loaded({ id: 12 }));
    answer = () => HttpResponse.json({ IsSuccess: true, Coupon: publicCoupon({ Rows: [rowView(1, { bankStatus: 1 }), rowView(2), rowView(6)] }) });
    await loaded(store);
    store.dispatch(A.copyRequested());
    await vi.waitFor(() => expect(store.getState().publicCoupon.copied).toBe(3));
    const c = store.getState().coupon;
    expect(c.systemSizes).toEqual([2]);
    expect(c.rows.entities[11]!.bankStatus).toBe(BANK_STATUS.active);
    expect(store.getState().savedCoupons.loadedId).toBeNull();
    expect(store.getState().dialogs.stack).toEqual([]);
  });

  it('opens the coupon sheet on a phone after copying; leaves the panel alone when nothing is playable any more', async () => {
    const store = start();
    store.dispatch(viewActions.deviceClassChanged('phone'));
    await loaded(store);
    store.dispatch(A.copyRequested());
    await vi.waitFor(() => expect(store.getState().view.couponOpen).toBe(true));

    const other = start();
    other.dispatch(couponActions.outcomePicked(pick(8)));
    answer = () => HttpResponse.json({ IsSuccess: true, Coupon: publicCoupon({ Rows: [rowView(3), rowView(4), rowView(5, { status: 'lost', statusId: 4, colorId: 3 })] }) });
    await loaded(other);
    other.dispatch(A.copyRequested());
    await vi.waitFor(() => expect(top(other)?.message).toBe(T.noneLeft));
    expect(other.getState().coupon.rows.ids).toEqual([81]);
    expect(other.getState().publicCoupon.copied).toBe(0);
  });

  it("reloads when the shown coupon settles (the member's own, by the member room), not for another coupon", async () => {
    const store = start();
    answer = () => HttpResponse.json({ IsSuccess: true, Coupon: publicCoupon({ IsOwner: true }) });
    await loaded(store);
    expect(asked).toBe(1);
    const settle = (couponNo: string) => myCouponsActions.couponSettled({ couponId: 1, couponNo, status: 'won', payoutKurus: 9000, balanceKurus: 1, settledAt: 1 });
    store.dispatch(settle('11111111111111'));
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toBe(1);
    answer = () => HttpResponse.json({ IsSuccess: true, Coupon: publicCoupon({ IsOwner: true, CouponStatus: 'won', Winnings: 9000 }) });
    store.dispatch(settle(NO));
    await vi.waitFor(() => expect(store.getState().publicCoupon.coupon?.CouponStatus).toBe('won'));
    store.dispatch(realtimeActions.memberResync());
    await vi.waitFor(() => expect(asked).toBe(3));
  });

  it('asks again after a logout: an unshared own coupon is then not found', async () => {
    const store = start();
    store.dispatch(authActions.memberLoaded(memberInfo()));
    answer = () => HttpResponse.json({ IsSuccess: true, Coupon: publicCoupon({ IsOwner: true }) });
    await loaded(store);
    answer = () => HttpResponse.json({ IsSuccess: false, Code: 'NOT_FOUND', Message: 'x' }, { status: 404 });
    store.dispatch(authActions.loggedOut());
    await vi.waitFor(() => expect(store.getState().publicCoupon.status).toBe('notFound'));
  });
});
