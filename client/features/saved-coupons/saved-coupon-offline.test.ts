/** A coupon saved offline waits in IndexedDB (nothing is posted) and is saved once the queue is replayed online. */
import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { OFFLINE_QUEUE_TEXTS } from '@shared/constants/offline-queue-texts';
import { SAVED_COUPONS_API as P, type AjaxHandlerRequest } from '@shared/protocol/saved-coupons-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { authActions } from '../auth/auth.slice';
import { couponActions } from '../coupon/coupon.slice';
import { pick } from '../coupon/coupon.test-fixtures';
import { closeQueueDb, QUEUE_DB } from '../../platform/offline-queue/offline-queue.db';
import { queuedActions } from '../../platform/offline-queue/offline-queue';
import { replayNow } from '../../platform/offline-queue/offline-queue-replay';
import { savedCouponsSaga } from './saved-coupons.sagas';
import { savedCouponsActions as A } from './saved-coupons.slice';

let posts: AjaxHandlerRequest[];
let stop = () => {};

beforeEach(async () => {
  await closeQueueDb();
  await deleteDB(QUEUE_DB.name);
  posts = [];
  server.use(
    http.post(P.ajaxHandler, async ({ request }) => {
      posts.push((await request.json()) as AjaxHandlerRequest);
      return HttpResponse.json({ message: 'success', shareurl: '', title: '' });
    }),
  );
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('saving a coupon offline', () => {
  it('queues the save with its name and picks, and sends it when the queue is replayed online', async () => {
    const made = makeTestStore({ sagas: [savedCouponsSaga] });
    stop = made.stop;
    const { store } = made;
    store.dispatch(authActions.memberLoaded(memberInfo()));
    store.dispatch(couponActions.outcomePicked(pick(1)));
    store.dispatch(couponActions.outcomePicked(pick(2)));

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    store.dispatch(A.saveRequested());
    store.dispatch(A.saveSubmitted({ name: 'Yolda' }));
    await vi.waitFor(() => expect(store.getState().dialogs.stack.at(-1)?.message).toBe(OFFLINE_QUEUE_TEXTS.savedCouponQueued));
    expect(store.getState().savedCoupons.dialogOpen).toBe(false);
    expect(posts).toEqual([]);
    expect(await queuedActions()).toHaveLength(1);

    online.mockReturnValue(true);
    expect(await replayNow()).toEqual({ sent: 1, refused: [], left: 0 });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ action: 'savecoupon', couponname: 'Yolda', coupon: { selections: [{ eventCode: 1 }, { eventCode: 2 }] } });
  });
});
