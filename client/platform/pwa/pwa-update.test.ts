/** The update prompt keeps the coupon: it waits for a play under way, stores the coupon, and never reloads it away. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { OFFLINE_QUEUE_TEXTS } from '@shared/constants/offline-queue-texts';
import { couponActions } from '../../features/coupon/coupon.slice';
import { COUPON_STORAGE_KEY, readStoredCoupon } from '../../features/coupon/coupon.storage';
import { pick } from '../../features/coupon/coupon.test-fixtures';
import * as dialogs from '../dialogs/dialogs.sagas';
import { makePwaStore } from './pwa.test-store';
import { updateAccepted } from './pwa.slice';
import { setSwBridge, type SwBridge } from './sw-bridge';

const flush = () => new Promise((r) => setTimeout(r, 20));

const fakeBridge = (): SwBridge => ({ messageSkipWaiting: vi.fn(), onControlling: (cb) => cb(), reload: vi.fn() });

let stop = () => {};
afterEach(() => {
  stop();
  setSwBridge(null);
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('update prompt and the coupon', () => {
  it('waits for a play under way, then stores the coupon before the new version takes over', async () => {
    const bridge = fakeBridge();
    setSwBridge(bridge);
    const made = makePwaStore({ saga: true, pwa: { updateAvailable: true } });
    stop = made.stop;
    made.store.dispatch(couponActions.outcomePicked(pick(7)));
    made.store.dispatch(couponActions.outcomePicked(pick(8, 2)));
    made.store.dispatch(couponActions.misliChanged(12));
    made.store.dispatch(couponActions.playStarted({ key: 'k', signature: 's' }));
    localStorage.removeItem(COUPON_STORAGE_KEY);

    made.store.dispatch(updateAccepted());
    await flush();
    expect(bridge.messageSkipWaiting).not.toHaveBeenCalled();

    made.store.dispatch(couponActions.playFinished({ keepKey: true }));
    await vi.waitFor(() => expect(bridge.reload).toHaveBeenCalledTimes(1));
    const stored = readStoredCoupon();
    expect(stored?.rows.map((r) => r.outcomeId)).toEqual([71, 82]);
    expect(stored?.misli).toBe(12);
  });

  it('keeps the old version and says why when the browser will not store the coupon', async () => {
    const bridge = fakeBridge();
    setSwBridge(bridge);
    const shown = vi.spyOn(dialogs, 'showMessage');
    const made = makePwaStore({ saga: true, pwa: { updateAvailable: true } });
    stop = made.stop;
    made.store.dispatch(couponActions.outcomePicked(pick(7)));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    localStorage.removeItem(COUPON_STORAGE_KEY);

    made.store.dispatch(updateAccepted());
    await vi.waitFor(() => expect(made.store.getState().pwa.updateAvailable).toBe(true));
    expect(shown).toHaveBeenCalledWith(OFFLINE_QUEUE_TEXTS.updateKeepsCoupon, MESSAGE_TYPE.warning);
    expect(bridge.messageSkipWaiting).not.toHaveBeenCalled();
    expect(bridge.reload).not.toHaveBeenCalled();
  });

  it('an empty coupon needs nothing stored', async () => {
    const bridge = fakeBridge();
    setSwBridge(bridge);
    const made = makePwaStore({ saga: true, pwa: { updateAvailable: true } });
    stop = made.stop;
    made.store.dispatch(updateAccepted());
    await vi.waitFor(() => expect(bridge.reload).toHaveBeenCalledTimes(1));
  });
});
