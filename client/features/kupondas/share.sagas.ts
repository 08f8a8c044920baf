/**
 * Sharing a played coupon on Kupondaş (spec sections 4 "Sharing", 5, 8 "Share response"):
 * - a visitor gets 'Lütfen Üye Girişi yapınız.' in the login dialog, and the share continues after the login;
 * - the dialog's default privacy comes from GetPrivacyLevel (NOTAUTHORIZED: the session is over, as above);
 * - every ShareCoupon answer: sc 200 d true the success message of its privacy level; 1281 shared without score;
 *   1110 already shared (the button is disabled either way); 1116, 1201, 1100, 1410, 1115 their message; 1112 to
 *   /kupondas; other codes and a network error the technical-error message; sc 401 or isFault: logged out, the
 *   message and the login dialog. Status 416 ('Uyarı: Lütfen meslek seçiniz.', then the profession page) and sc 0
 *   with 1600 (the contract page) are the interceptor's: claimSharingAnswers (share.api.ts) asks it for the notice.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { MESSAGE_TYPE, type MessageType } from '@shared/constants/codes';
import { ROUTES } from '@shared/constants/routes';
import { SHARING_MESSAGES as SM } from '@shared/errors/sharing-messages';
import {
  PRIVACY_LEVEL,
  PRIVACY_VALUE,
  SHARE_CODES,
  isPublicPrivacy,
  type PrivacyLevelAnswer,
  type SharedCouponsData,
  type ShareCouponAnswer,
  type SharingActionAnswer,
} from '@shared/protocol/kupondas-share-api';
import type { MemberInfo } from '@shared/protocol/api';
import type { ApiResult } from '../../platform/api/api-client';
import { showMessage } from '../../platform/dialogs/dialogs.sagas';
import { navigate } from '../../platform/session/navigation.effects';
import { authActions, selectAuthStatus, selectMember, type AuthStatus } from '../auth/auth.slice';
import { claimSharingAnswers, fetchPrivacyLevel, postSharedCoupons, postShareCoupon } from './share.api';
import { shareActions as A, selectShare, type ShareState } from './share.slice';
import { sharingAnswerRoute } from './sharing-answers.sagas';

/** Where the share was made (spec section 3 platformId): 1 the web site. */
export const PLATFORM_WEB = 1;

/** The member once the session is known; null for a visitor. */
export function* memberNow(): SagaIterator<MemberInfo | null> {
  let status: AuthStatus = yield select(selectAuthStatus);
  while (status === 'unknown') {
    yield take([authActions.memberLoaded.type, authActions.visitorConfirmed.type, authActions.sessionEnded.type]);
    status = yield select(selectAuthStatus);
  }
  if (status !== 'member') return null;
  const member: MemberInfo | null = yield select(selectMember);
  return member;
}

/** Logged out (or never in): the message in the login dialog; the share starts again after the login. */
function* askLogin(couponNo: string, ended: boolean): SagaIterator {
  yield put(A.dialogClosed());
  if (ended) yield put(authActions.sessionEnded());
  yield put(authActions.loginRequired({ action: A.shareRequested({ couponNo }) }));
}

export function* openShareDialog({ payload }: ReturnType<typeof A.shareRequested>): SagaIterator {
  const member: MemberInfo | null = yield call(memberNow);
  if (!member) {
    yield call(askLogin, payload.couponNo, false);
    return;
  }
  const { shared }: ShareState = yield select(selectShare);
  if (shared.includes(payload.couponNo)) return;
  yield put(A.dialogOpened({ couponNo: payload.couponNo }));
  const r: ApiResult<PrivacyLevelAnswer> = yield call(fetchPrivacyLevel);
  const value = r.data?.Value;
  if (value === PRIVACY_VALUE.notAuthorized) {
    yield call(askLogin, payload.couponNo, true);
    return;
  }
  // A failed read or the platform switched off (the share's own answer then says 1100) keep the first choice.
  yield put(A.privacyLoaded({ level: typeof value === 'number' ? value : PRIVACY_LEVEL.allMembers }));
}

const MESSAGE_OF_CODE: Readonly<Record<number, { text: string; type: MessageType }>> = {
  [SHARE_CODES.alreadyShared]: { text: SM.alreadyShared, type: MESSAGE_TYPE.warning },
  [SHARE_CODES.notPlayable]: { text: SM.notPlayable, type: MESSAGE_TYPE.warning },
  [SHARE_CODES.cancelled]: { text: SM.cancelled, type: MESSAGE_TYPE.warning },
  [SHARE_CODES.maintenance]: { text: SM.maintenance, type: MESSAGE_TYPE.warning },
  [SHARE_CODES.blocked]: { text: SM.blocked, type: MESSAGE_TYPE.error },
  [SHARE_CODES.rateLimited]: { text: SM.rateLimited, type: MESSAGE_TYPE.warning },
};

const FORCED_ELSEWHERE = 416;

/** Handles one ShareCoupon answer; answers whether the coupon is shared now. */
export function* handleShareAnswer(r: ApiResult<ShareCouponAnswer>, couponNo: string, privacy: number): SagaIterator<boolean> {
  if (r.status === 0) {
    yield call(showMessage, SM.technicalError, MESSAGE_TYPE.error);
    return false;
  }
  const a = (r.data ?? r.body ?? null) as Partial<ShareCouponAnswer> | null;
  const code = a?.el?.[0]?.c;
  // 416 and sc 0 with 1600 go through the interceptor (notice, then the profession or contract page).
  if (r.status === FORCED_ELSEWHERE || (a?.sc === 0 && code === SHARE_CODES.contractRequired)) return false;
  if (r.status === 401 || a?.sc === 401 || a?.isFault === true) {
    yield call(askLogin, couponNo, true);
    return false;
  }
  if (a?.sc === 200 && a.d === true) {
    yield call(showMessage, isPublicPrivacy(privacy) ? SM.sharedAllMembers : SM.sharedFollowersOnly, MESSAGE_TYPE.ok);
    return true;
  }
  if (code === SHARE_CODES.sharedWithoutScore) {
    yield call(showMessage, a?.msg || SM.liveAfterWindow, MESSAGE_TYPE.warning);
    return true;
  }
  if (code === SHARE_CODES.deletedQueue) {
    yield call(navigate, ROUTES.kupondas);
    return false;
  }
  const known = code === undefined ? undefined : MESSAGE_OF_CODE[code];
  yield call(showMessage, known?.text ?? SM.technicalError, known?.type ?? MESSAGE_TYPE.error);
  return code === SHARE_CODES.alreadyShared;
}

export function* submitShare(): SagaIterator {
  const { couponNo, privacy, sharing }: ShareState = yield select(selectShare);
  if (!couponNo || privacy === null || sharing) return;
  const member: MemberInfo | null = yield call(memberNow);
  if (!member) {
    yield call(askLogin, couponNo, false);
    return;
  }
  yield put(A.shareStarted());
  const r: ApiResult<ShareCouponAnswer> = yield call(postShareCoupon, {
    memberId: member.Id,
    platformId: PLATFORM_WEB,
    cbsCouponNo: couponNo,
    privacyLevel: privacy,
    shareAll: 0,
  });
  const shared: boolean = yield call(handleShareAnswer, r, couponNo, privacy);
  yield put(A.shareFinished({ couponNo, shared }));
  // The dialog stays open after a share, its button now disabled with its new text; a refusal closes it.
  if (!shared) yield put(A.dialogClosed());
}

/** The member's shared coupons, so their buttons start disabled; a sharing answer other than ok routes (spec 8). */
export function* loadSharedList(): SagaIterator {
  const { sharedLoaded }: ShareState = yield select(selectShare);
  if (sharedLoaded) return;
  const member: MemberInfo | null = yield call(memberNow);
  if (!member) return;
  const r: ApiResult<SharingActionAnswer<SharedCouponsData>> = yield call(postSharedCoupons);
  const answer = (r.data ?? r.body ?? null) as SharingActionAnswer<SharedCouponsData> | null;
  if (!answer) return;
  // Standby leaves the buttons as they are: sharing from Hesabım/Kuponlarım stays possible during maintenance.
  const moved: boolean = yield call(sharingAnswerRoute, answer, { standby: false });
  if (!moved && answer.Data) yield put(A.sharedListLoaded({ couponNos: answer.Data.Coupons.map((c) => c.CouponNo) }));
}

export function* shareSaga(): SagaIterator {
  yield call(claimSharingAnswers);
  yield takeLeading(A.shareRequested.type, openShareDialog);
  yield takeLeading(A.submitted.type, submitShare);
  yield takeLeading([A.sharedListRequested.type, authActions.memberLoaded.type], loadSharedList);
  yield takeEvery([authActions.loggedOut.type, authActions.sessionEnded.type], function* reset() {
    yield put(A.sharedListReset());
  });
}
