/**
 * A played coupon's name and links: SaveCouponName with its answers ('success'; 'NOTAUTHORIZED' logs out and says
 * 'Lütfen Üye Girişi yapınız.'; another text is shown; no answer is the section 8 failure text), the short link
 * copied to the clipboard ('Link kopyalandı', or the browser-failure text with the link to copy by hand), and the
 * Twitter share with the server's title.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { OFFLINE_QUEUE_TEXTS } from '@shared/constants/offline-queue-texts';
import { MESSAGES } from '@shared/errors/catalogue';
import { MY_COUPONS_MESSAGES as CEM } from '@shared/errors/my-coupons-messages';
import { couponPagePath } from '@shared/constants/routes';
import type { MyCoupon, SaveCouponNameAnswer } from '@shared/protocol/my-coupons-api';
import type { ShortenUrlAnswer, TwitterMessageAnswer } from '@shared/protocol/sharing-api';
import type { ApiResult } from '../../platform/api/api-client';
import type { RootState } from '../../app/store';
import { copyText } from '../../lib/clipboard';
import { openShareWindowOrHelp } from '../../platform/dialogs/share-window.sagas';
import { showMessage } from '../../platform/dialogs/dialogs.sagas';
import { notAuthorized } from '../../platform/session/not-authorized.effects';
import { isOffline, queueSafeAction, SAFE_ACTION } from '../../platform/offline-queue/safe-actions';
import { postSaveCouponName, postShortenUrl, postTwitterMessage } from './my-coupons.api';
import { myCouponsActions as A, selectMyCouponById } from './my-coupons.slice';

const TWITTER_INTENT = 'https://twitter.com/intent/tweet';
const detailType = (c: Pick<MyCoupon, 'SystemSizes'>): number => (c.SystemSizes.length > 0 ? 2 : 1);

export function* saveCouponName({ payload }: ReturnType<typeof A.nameSubmitted>): SagaIterator {
  const coupon: MyCoupon | undefined = yield select((s: RootState) => selectMyCouponById(s, payload.couponId));
  if (!coupon) return;
  // The dialog checked the name with the shared schema (and the edge checks it again); yup stays out of the entry.
  const name = payload.name.trim();
  const request = { couponId: coupon.CouponId, cType: 1, cDetailType: detailType(coupon), cName: name };
  // Offline the name waits in the offline queue and is sent when the connection is back (offline-queue.ts).
  const offline: boolean = yield call(isOffline);
  const r: ApiResult<SaveCouponNameAnswer> | null = offline ? null : yield call(postSaveCouponName, request);
  if (r === null) {
    const queued: boolean = yield call(queueSafeAction, SAFE_ACTION.couponName, request);
    if (queued) {
      yield put(A.nameSaved({ couponId: coupon.CouponId, name }));
      yield call(showMessage, OFFLINE_QUEUE_TEXTS.couponNameQueued, MESSAGE_TYPE.information);
      return;
    }
    yield call(showMessage, MESSAGES.couponNameSaveFailed, MESSAGE_TYPE.error);
    return;
  }
  const message = r.data?.Message ?? (r.error?.Message === CEM.notAuthorized ? CEM.notAuthorized : undefined);
  if (message === CEM.success) {
    yield put(A.nameSaved({ couponId: coupon.CouponId, name }));
    return;
  }
  if (message === CEM.notAuthorized || r.status === 401) {
    yield put(A.nameDialogClosed());
    yield call(notAuthorized);
    return;
  }
  yield call(showMessage, r.ok && message ? message : MESSAGES.couponNameSaveFailed, MESSAGE_TYPE.error);
}

/** The coupon's short link, or null after telling the member why not. */
function* shortLinkOf(coupon: MyCoupon): SagaIterator<string | null> {
  const r: ApiResult<ShortenUrlAnswer> = yield call(postShortenUrl, couponPagePath(coupon.CouponNo));
  if (r.ok && r.data?.sc === 200 && r.data.data) return r.data.data;
  yield call(showMessage, MESSAGES.technicalError, MESSAGE_TYPE.error);
  return null;
}

export function* copyCouponLink({ payload }: ReturnType<typeof A.linkCopyRequested>): SagaIterator {
  const coupon: MyCoupon | undefined = yield select((s: RootState) => selectMyCouponById(s, payload.couponId));
  if (!coupon) return;
  const link: string | null = yield call(shortLinkOf, coupon);
  if (!link) return;
  const copied: boolean = yield call(copyText, link);
  if (copied) yield call(showMessage, MESSAGES.clipboardOk, MESSAGE_TYPE.ok);
  else yield call(showMessage, `${MESSAGES.clipboardFailed}\n${link}`, MESSAGE_TYPE.warning);
}

export function* tweetCoupon({ payload }: ReturnType<typeof A.tweetRequested>): SagaIterator {
  const coupon: MyCoupon | undefined = yield select((s: RootState) => selectMyCouponById(s, payload.couponId));
  if (!coupon) return;
  const r: ApiResult<TwitterMessageAnswer> = yield call(postTwitterMessage, {
    couponNo: coupon.CouponNo,
    totalOdd: coupon.TotalOdd,
    couponAmount: coupon.Amount,
  });
  const title = r.data?.data?.TwitterTitle;
  if (!r.ok || !title) {
    yield call(showMessage, MESSAGES.technicalError, MESSAGE_TYPE.error);
    return;
  }
  const link: string | null = yield call(shortLinkOf, coupon);
  if (!link) return;
  const query = new URLSearchParams({ text: title, url: link }).toString();
  yield call(openShareWindowOrHelp, `${TWITTER_INTENT}?${query}`);
}
