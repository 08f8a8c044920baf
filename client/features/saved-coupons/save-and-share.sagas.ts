/**
 * The coupon panel's 'Kaydet ve Paylaş' and 'Kaydet ve E-posta Gönder': the built coupon is saved unplayed
 * (AjaxHandler saveandshare with its mediatype, or saveandsendmail) and its link (shareurl) is shared: copied
 * ('Link kopyalandı', or the browser-failure text with the link to copy by hand), or opened on Twitter, Facebook or
 * WhatsApp with the answer's title; the mail goes to the member's address. A visitor gets the login dialog and the
 * action goes on after the login (spec section 6); a 'NOTAUTHORIZED' answer logs out and says
 * 'Lütfen Üye Girişi yapınız.'.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { COUPON_ERRORS, MESSAGES } from '@shared/errors/catalogue';
import { MY_COUPONS_MESSAGES as CEM } from '@shared/errors/my-coupons-messages';
import type { PlaySelection } from '@shared/protocol/api';
import type { AjaxHandlerAnswer, AjaxHandlerRequest, SavedCouponPayload } from '@shared/protocol/saved-coupons-api';
import type { ApiResult } from '../../platform/api/api-client';
import { copyText } from '../../lib/clipboard';
import { openShareWindowOrHelp } from '../../platform/dialogs/share-window.sagas';
import { authActions, selectAuthStatus, type AuthStatus } from '../auth/auth.slice';
import { selectCouponCount, selectMisli, selectPlaySelections, selectSystemSizes } from '../coupon/coupon.selectors';
import { showMessage } from '../../platform/dialogs/dialogs.sagas';
import { notAuthorized } from '../../platform/session/not-authorized.effects';
import { postAjaxHandler } from './saved-coupons.api';
import { savedCouponsActions as A, type ShareMedia } from './saved-coupons.slice';

/** The share pages of each medium (opened in a new window; none of their scripts is loaded into ours). */
export const shareTargetUrl = (media: Exclude<ShareMedia, 'link'>, url: string, title: string): string => {
  if (media === 'twitter') return `https://twitter.com/intent/tweet?${new URLSearchParams({ text: title, url })}`;
  if (media === 'facebook') return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`;
  return `https://api.whatsapp.com/send?${new URLSearchParams({ text: `${title} ${url}` })}`;
};

/** The panel's coupon, or null after saying why it cannot be saved now (empty; a visitor gets the login dialog). */
function* panelCoupon(retry: UnknownAction): SagaIterator<SavedCouponPayload | null> {
  const count: number = yield select(selectCouponCount);
  if (count === 0) {
    yield call(showMessage, COUPON_ERRORS.EMPTY, MESSAGE_TYPE.warning);
    return null;
  }
  const status: AuthStatus = yield select(selectAuthStatus);
  if (status !== 'member') {
    yield put(authActions.loginRequired({ action: retry }));
    return null;
  }
  const selections: PlaySelection[] = yield select(selectPlaySelections);
  const misli: number = yield select(selectMisli);
  const systemSizes: number[] = yield select(selectSystemSizes);
  return { misli, systemSizes, selections };
}

/** Saves through AjaxHandler; the answer on success, otherwise null after the logout or the failure text. */
function* saved(req: AjaxHandlerRequest): SagaIterator<AjaxHandlerAnswer | null> {
  yield put(A.sharingSet(true));
  const r: ApiResult<AjaxHandlerAnswer> = yield call(postAjaxHandler, req);
  yield put(A.sharingSet(false));
  const message = r.data?.message;
  if (r.ok && message === CEM.success && r.data) return r.data;
  if (message === CEM.notAuthorized || r.status === 401) yield call(notAuthorized);
  else yield call(showMessage, r.ok && message ? message : MESSAGES.technicalError, MESSAGE_TYPE.error);
  return null;
}

export function* saveAndShare(action: ReturnType<typeof A.shareRequested>): SagaIterator {
  const coupon: SavedCouponPayload | null = yield call(panelCoupon, action);
  if (!coupon) return;
  const { mediatype } = action.payload;
  const answer: AjaxHandlerAnswer | null = yield call(saved, { action: 'saveandshare', mediatype, coupon });
  if (!answer) return;
  if (mediatype !== 'link') {
    yield call(openShareWindowOrHelp, shareTargetUrl(mediatype, answer.shareurl, answer.title));
    return;
  }
  const copied: boolean = yield call(copyText, answer.shareurl);
  if (copied) yield call(showMessage, MESSAGES.clipboardOk, MESSAGE_TYPE.ok);
  else yield call(showMessage, `${MESSAGES.clipboardFailed}\n${answer.shareurl}`, MESSAGE_TYPE.warning);
}

export function* saveAndMail(action: ReturnType<typeof A.mailRequested>): SagaIterator {
  const coupon: SavedCouponPayload | null = yield call(panelCoupon, action);
  if (!coupon) return;
  const answer: AjaxHandlerAnswer | null = yield call(saved, { action: 'saveandsendmail', coupon });
  if (answer) yield call(showMessage, CEM.mailSent, MESSAGE_TYPE.ok);
}
