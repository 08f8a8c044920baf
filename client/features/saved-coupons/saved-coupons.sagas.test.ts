import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { BANK_STATUS } from '@shared/constants/codes';
import { COUPON_ERRORS } from '@shared/errors/catalogue';
import { API } from '@shared/protocol/api';
import { SAVED_COUPONS_API as P, type AjaxHandlerRequest, type SavedCoupon } from '@shared/protocol/saved-coupons-api';
import { withBetDetailFields } from '@shared/rules/bet-detail-route';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo, type TestStore } from '../auth/auth.test-store';
import { authActions } from '../auth/auth.slice';
import { couponActions } from '../coupon/coupon.slice';
import { pick } from '../coupon/coupon.test-fixtures';
import { savedCouponsSaga } from './saved-coupons.sagas';
import { SAVED_COUPON_TEXTS } from './saved-coupons.workers';
import { savedCouponsActions as A } from './saved-coupons.slice';

const snapshot = (code: number, odd: number): ProgramSnapshot => ({
  sportId: 1,
  version: 1,
  asOf: Date.now(),
  events: [withBetDetailFields({ code, nevId: 5000 + code, bid: String(code), sportId: 1, competition: 'Süper Lig', name: `Takım ${code}A - Takım ${code}B`, startsAt: Date.now() + 86_400_000, live: false, bettableInPlay: true, status: 1, minute: null, score: null, providerId: 2, mbs: 1, marketCount: 1, marketIds: [code * 100], hasOfficialResult: false })],
  markets: [{ id: code * 100, eventCode: code, no: 1, name: 'Maç Sonucu', mbs: 1, status: 1, outcomeIds: [code * 10 + 1] }],
  outcomes: [{ id: code * 10 + 1, marketId: code * 100, name: '1', odd, status: 1 }],
});
const SAVED: SavedCoupon = {
  id: 12,
  code: 'sv12abc',
  name: 'Cumartesi',
  savedAt: Date.now(),
  misli: 7,
  systemSizes: [2],
  selections: [1, 2, 3, 9].map((c) => ({ eventCode: c, marketId: c * 100, outcomeId: c * 10 + 1, odd: 150, banker: c === 1 })),
};

let posts: AjaxHandlerRequest[];
let saveAnswer: string;
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
beforeEach(() => {
  posts = [];
  saveAnswer = 'success';
  server.use(
    http.post(P.ajaxHandler, async ({ request }) => {
      posts.push((await request.json()) as AjaxHandlerRequest);
      return HttpResponse.json({ message: saveAnswer, shareurl: saveAnswer === 'success' ? 'http://localhost/k/x' : '', title: 'iddaa kuponum', savedCouponId: 12 });
    }),
    http.get(P.savedCoupon, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const found = q.get('id') === '12' || q.get('code') === SAVED.code;
      return found ? HttpResponse.json({ IsSuccess: true, Coupon: SAVED }) : HttpResponse.json({ IsSuccess: false, Code: 'NOT_FOUND', Message: 'Kupon bulunamadı.' }, { status: 404 });
    }),
    http.get(P.savedCoupons, () => HttpResponse.json({ IsSuccess: true, Coupons: [SAVED] })),
    http.get(API.eventDetail, ({ request }) => {
      const code = Number(new URL(request.url).searchParams.get('code'));
      return code === 9 ? HttpResponse.json({ IsSuccess: false, Code: 'NOT_FOUND', Message: 'x' }, { status: 404 }) : HttpResponse.json(snapshot(code, 160 + code));
    }),
  );
});

const start = (member = true) => {
  const { store, stop, actions } = makeTestStore({ sagas: [savedCouponsSaga] });
  cleanups.push(stop);
  if (member) store.dispatch(authActions.memberLoaded(memberInfo()));
  else store.dispatch(authActions.visitorConfirmed());
  return { store, actions };
};
const top = (store: TestStore) => store.getState().dialogs.stack.at(-1);

describe('saving the panel coupon unplayed', () => {
  it('asks for a name, posts savecoupon with the coupon, and says it is saved', async () => {
    const { store } = start();
    store.dispatch(couponActions.outcomePicked(pick(1, 1, { odd: 150 })));
    store.dispatch(couponActions.outcomePicked(pick(2, 1, { odd: 200 })));
    store.dispatch(couponActions.systemSizeToggled(1));
    store.dispatch(A.saveRequested());
    expect(store.getState().savedCoupons.dialogOpen).toBe(true);
    store.dispatch(A.saveSubmitted({ name: 'Akşam' }));
    await vi.waitFor(() => expect(top(store)?.message).toBe(SAVED_COUPON_TEXTS.saved));
    expect(posts[0]).toMatchObject({ action: 'savecoupon', couponname: 'Akşam', coupon: { systemSizes: [1], selections: [{ eventCode: 1, odd: 150 }, { eventCode: 2, odd: 200 }] } });
    expect(store.getState().savedCoupons.dialogOpen).toBe(false);
  });

  it("says the coupon is empty, sends a visitor to the login first, and logs out on 'NOTAUTHORIZED'", async () => {
    const visitor = start(false).store;
    visitor.dispatch(A.saveRequested());
    expect(top(visitor)?.message).toBe(COUPON_ERRORS.EMPTY);
    visitor.dispatch(couponActions.outcomePicked(pick(1)));
    visitor.dispatch(A.saveRequested());
    expect(visitor.getState().auth.pendingAction).toEqual(A.saveRequested());
    expect(visitor.getState().savedCoupons.dialogOpen).toBe(false);
    // Sharing is guarded the same way: the login first, the share choices after it.
    visitor.dispatch(A.shareMenuRequested());
    expect(visitor.getState().auth.pendingAction).toEqual(A.shareMenuRequested());
    expect(visitor.getState().savedCoupons.shareMenuOpen).toBe(false);

    saveAnswer = 'NOTAUTHORIZED';
    const { store, actions } = start();
    store.dispatch(couponActions.outcomePicked(pick(1)));
    store.dispatch(A.saveRequested());
    store.dispatch(A.saveSubmitted({ name: 'Akşam' }));
    await vi.waitFor(() => expect(top(store)?.message).toBe('Lütfen Üye Girişi yapınız.'));
    expect(actions).toContain(authActions.logoutRequested.type);
    expect(store.getState().savedCoupons.dialogOpen).toBe(false);
  });
});

describe('loading a saved coupon back', () => {
  it('lists the saved coupons and loads one with fresh odds, its banker and system; a vanished event is said', async () => {
    const { store } = start();
    store.dispatch(A.listRequested());
    await vi.waitFor(() => expect(store.getState().savedCoupons.list).toHaveLength(1));
    store.dispatch(A.loadRequested({ id: 12 }));
    await vi.waitFor(() => expect(store.getState().savedCoupons.loadedId).toBe(12));
    const c = store.getState().coupon;
    expect(c.rows.ids).toEqual([11, 21, 31]);
    expect(c.rows.entities[11]).toMatchObject({ odd: 161, eventName: 'Takım 1A - Takım 1B', bankStatus: BANK_STATUS.active });
    expect(c.rows.entities[21]!.bankStatus).toBe(BANK_STATUS.available);
    expect(c.misli).toBe(7);
    expect(c.systemSizes).toEqual([2]);
    expect(top(store)?.message).toBe(COUPON_ERRORS.UNKNOWN_SELECTION);
    store.dispatch(couponActions.cleared());
    expect(store.getState().savedCoupons.loadedId).toBeNull();
  });

  it('loads by the code of a shared link, and says so when the coupon is unknown', async () => {
    const { store } = start(false);
    store.dispatch(A.loadRequested({ code: 'sv12abc' }));
    await vi.waitFor(() => expect(store.getState().savedCoupons.loadedId).toBe(12));
    expect(store.getState().coupon.rows.ids).toHaveLength(3);
    store.dispatch(A.loadRequested({ code: 'yok' }));
    await vi.waitFor(() => expect(top(store)?.message).toBe('Kupon bulunamadı.'));
  });
});
