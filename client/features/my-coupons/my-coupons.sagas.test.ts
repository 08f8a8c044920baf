import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { DIALOG_TITLES } from '@shared/constants/codes';
import { MESSAGES } from '@shared/errors/catalogue';
import { MY_COUPONS_MESSAGES as CEM } from '@shared/errors/my-coupons-messages';
import { MY_COUPONS_API, type MoveCouponRequest, type MyCoupon } from '@shared/protocol/my-coupons-api';
import { SHARING_API, type SendMailRequest } from '@shared/protocol/sharing-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, type TestStore } from '../auth/auth.test-store';
import { dialogsActions } from '../../platform/dialogs/dialogs.slice';
import { myCouponsSaga } from './my-coupons.sagas';
import { MY_COUPONS_PAGE_SIZE, myCouponsActions as A } from './my-coupons.slice';
import { MY_COUPONS_TEXTS } from './my-coupons-texts';
import { myCoupon } from './my-coupons.test-fixtures';

const P = { ...MY_COUPONS_API, ...SHARING_API };

const ALL = Array.from({ length: 23 }, (_, i) => myCoupon(i + 1, { CouponStatus: 'lost' }));
let queries: URLSearchParams[];
let moves: MoveCouponRequest[];
let moveAnswer: () => Response;
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
beforeEach(() => {
  queries = [];
  moves = [];
  moveAnswer = () => HttpResponse.json({ IsSuccess: true, Message: CEM.moveSuccess });
  server.use(
    http.get(P.myCoupons, ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      const page = Number(q.get('page'));
      const size = Number(q.get('pageSize'));
      const list = q.get('state') === 'lost' ? ALL.filter((c) => !moves.some((m) => m.couponId === c.CouponId)) : [];
      return HttpResponse.json({ IsSuccess: true, State: q.get('state'), Page: page, PageSize: size, Total: list.length, Coupons: list.slice((page - 1) * size, page * size) });
    }),
    http.post(P.moveCoupon, async ({ request }) => {
      const body = (await request.json()) as MoveCouponRequest;
      const answer = moveAnswer();
      if (answer.status === 200) moves.push(body);
      return answer;
    }),
  );
});

const start = (): TestStore => {
  const { store, stop } = makeTestStore({ sagas: [myCouponsSaga] });
  cleanups.push(stop);
  return store;
};
const top = (store: TestStore) => store.getState().dialogs.stack.at(-1);
const answerTop = (store: TestStore, confirm: boolean) => {
  const id = top(store)!.id;
  store.dispatch(confirm ? dialogsActions.confirmed({ id }) : dialogsActions.cancelled({ id }));
};
const loaded = async (store: TestStore, tab: 'lost' | 'ongoing', page: number) => {
  store.dispatch(A.pageRequested({ tab, page }));
  await vi.waitFor(() => expect(store.getState().myCoupons.status).toBe('loaded'));
};

describe('my coupons saga', () => {
  it('loads a tab page by page with the page size, and empties the list when the tab changes', async () => {
    const store = start();
    await loaded(store, 'lost', 1);
    expect(queries[0]!.get('state')).toBe('lost');
    expect(queries[0]!.get('pageSize')).toBe(String(MY_COUPONS_PAGE_SIZE));
    expect(store.getState().myCoupons.coupons.map((c: MyCoupon) => c.CouponId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(store.getState().myCoupons.total).toBe(23);
    await loaded(store, 'lost', 3);
    expect(store.getState().myCoupons.coupons.map((c: MyCoupon) => c.CouponId)).toEqual([21, 22, 23]);
    store.dispatch(A.pageRequested({ tab: 'ongoing', page: 1 }));
    expect(store.getState().myCoupons.coupons).toEqual([]);
    await vi.waitFor(() => expect(store.getState().myCoupons.status).toBe('loaded'));
  });

  it('marks a failed load', async () => {
    server.use(http.get(P.myCoupons, () => HttpResponse.json({ IsSuccess: false, Code: '500', Message: 'x' }, { status: 500 })));
    const store = start();
    store.dispatch(A.pageRequested({ tab: 'won', page: 1 }));
    await vi.waitFor(() => expect(store.getState().myCoupons.status).toBe('failed'));
  });

  it('moves after the confirm, says so and reloads; a last page left empty goes back one', async () => {
    const store = start();
    await loaded(store, 'lost', 3);
    store.dispatch(A.moveRequested({ couponId: 21, target: 'lost' }));
    await vi.waitFor(() => expect(top(store)?.title).toBe(DIALOG_TITLES.confirm));
    expect(top(store)!.message).toBe(MY_COUPONS_TEXTS.confirmLost);
    expect(moves).toEqual([]);
    answerTop(store, true);
    await vi.waitFor(() => expect(top(store)?.message).toBe(CEM.moveSuccess));
    expect(moves).toEqual([{ couponId: 21, target: 'lost' }]);
    await vi.waitFor(() => expect(queries.at(-1)!.get('page')).toBe('3'));
    // 22 left: moving two more empties page 3.
    answerTop(store, true);
    for (const id of [22, 23]) {
      store.dispatch(A.moveRequested({ couponId: id, target: 'old' }));
      await vi.waitFor(() => expect(top(store)?.message).toBe(MY_COUPONS_TEXTS.confirmOld));
      answerTop(store, true);
      await vi.waitFor(() => expect(top(store)?.message).toBe(CEM.moveSuccess));
      answerTop(store, true);
    }
    await vi.waitFor(() => expect(store.getState().myCoupons.page).toBe(2));
  });

  it('does nothing when the confirm is cancelled, and shows the error variant when the move fails', async () => {
    const store = start();
    await loaded(store, 'lost', 1);
    store.dispatch(A.moveRequested({ couponId: 1, target: 'old' }));
    await vi.waitFor(() => expect(top(store)?.title).toBe(DIALOG_TITLES.confirm));
    answerTop(store, false);
    await new Promise((r) => setTimeout(r, 30));
    expect(moves).toEqual([]);
    expect(store.getState().dialogs.stack).toEqual([]);
    moveAnswer = () => HttpResponse.json({ IsSuccess: false, Message: MESSAGES.moveCouponFailed });
    store.dispatch(A.moveRequested({ couponId: 1, target: 'old' }));
    await vi.waitFor(() => expect(top(store)?.title).toBe(DIALOG_TITLES.confirm));
    answerTop(store, true);
    await vi.waitFor(() => expect(top(store)).toMatchObject({ title: DIALOG_TITLES.error, message: 'Bir sorun oluştu. Tekrar deneyin.' }));
    moveAnswer = () => HttpResponse.error();
    answerTop(store, true);
    store.dispatch(A.moveRequested({ couponId: 1, target: 'old' }));
    await vi.waitFor(() => expect(top(store)?.title).toBe(DIALOG_TITLES.confirm));
    answerTop(store, true);
    await vi.waitFor(() => expect(top(store)?.message).toBe(MESSAGES.moveCouponFailed));
  });

  it('mails the coupon with the spec payload and says whether it went', async () => {
    const mails: SendMailRequest[] = [];
    let answer = CEM.success as string;
    server.use(
      http.post(P.sendMail, async ({ request }) => {
        mails.push((await request.json()) as SendMailRequest);
        return HttpResponse.json({ message: answer });
      }),
    );
    const store = start();
    await loaded(store, 'lost', 1);
    store.dispatch(A.mailRequested({ couponId: 2 }));
    await vi.waitFor(() => expect(top(store)?.message).toBe(CEM.mailSent));
    expect(mails[0]).toEqual({ coupontype: 1, couponno: ALL[1]!.CouponNo, couponDetailType: 1, couponAmount: 5000, totalOdd: 338 });
    answer = 'Günlük e-posta sınırına ulaştınız.';
    answerTop(store, true);
    store.dispatch(A.mailRequested({ couponId: 2 }));
    await vi.waitFor(() => expect(top(store)).toMatchObject({ title: DIALOG_TITLES.error, message: answer }));
  });
});
