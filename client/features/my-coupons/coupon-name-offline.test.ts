/** A coupon name given offline is kept in IndexedDB and reaches the server when the queue is replayed online. */
import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { DIALOG_TITLES } from '@shared/constants/codes';
import { OFFLINE_QUEUE_TEXTS } from '@shared/constants/offline-queue-texts';
import { MY_COUPONS_API, type SaveCouponNameRequest } from '@shared/protocol/my-coupons-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { authActions } from '../auth/auth.slice';
import { closeQueueDb, QUEUE_DB } from '../../platform/offline-queue/offline-queue.db';
import { queuedActions } from '../../platform/offline-queue/offline-queue';
import { replayNow } from '../../platform/offline-queue/offline-queue-replay';
import { myCouponsSaga } from './my-coupons.sagas';
import { myCouponsActions as A } from './my-coupons.slice';
import { myCoupon } from './my-coupons.test-fixtures';

const COUPON = myCoupon(7);
let names: SaveCouponNameRequest[];
let stop = () => {};
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(async () => {
  await closeQueueDb();
  await deleteDB(QUEUE_DB.name);
  names = [];
  server.use(
    http.get(MY_COUPONS_API.myCoupons, () => HttpResponse.json({ IsSuccess: true, State: 'ongoing', Page: 1, PageSize: 10, Total: 1, Coupons: [COUPON] })),
    http.post(MY_COUPONS_API.saveCouponName, async ({ request }) => {
      names.push((await request.json()) as SaveCouponNameRequest);
      return HttpResponse.json({ Message: 'success' });
    }),
  );
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('coupon name offline', () => {
  it('is queued offline, shown at once, and sent in order when the connection is back', async () => {
    const made = makeTestStore({ preloaded: undefined, sagas: [myCouponsSaga] });
    stop = made.stop;
    const { store } = made;
    store.dispatch(authActions.memberLoaded(memberInfo()));
    store.dispatch(A.pageRequested({ tab: 'ongoing', page: 1 }));
    await vi.waitFor(() => expect(store.getState().myCoupons.status).toBe('loaded'));

    setOnline(false);
    store.dispatch(A.nameDialogOpened(COUPON));
    store.dispatch(A.nameSubmitted({ couponId: 7, name: 'İlk' }));
    await vi.waitFor(() => expect(store.getState().dialogs.stack.at(-1)?.message).toBe(OFFLINE_QUEUE_TEXTS.couponNameQueued));
    expect(store.getState().dialogs.stack.at(-1)?.title).toBe(DIALOG_TITLES.info);
    expect(store.getState().myCoupons.coupons[0]!.CouponName).toBe('İlk');
    store.dispatch(A.nameSubmitted({ couponId: 7, name: 'İkinci' }));
    await vi.waitFor(async () => expect(await queuedActions()).toHaveLength(2));
    expect(names).toEqual([]);

    setOnline(true);
    expect(await replayNow()).toEqual({ sent: 2, refused: [], left: 0 });
    expect(names.map((n) => n.cName)).toEqual(['İlk', 'İkinci']);
    expect(names[0]).toMatchObject({ couponId: 7, cType: 1 });
    expect(await queuedActions()).toEqual([]);
  });
});
