/**
 * The answers of /sharing/{action} (spec section 8): loginrequired or isFault go to the login page,
 * InDeletedPermanentlyQueue to /kupondas, standby to /kupondas/underconstruction; a member whose sharing is blocked
 * lands on a URL containing 'sharingblocked', which shows the block message (spec section 2).
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { ROUTES, loginPageUrl } from '@shared/constants/routes';
import { SHARING_RESULT, type SharingActionAnswer, type SharingStatusData } from '@shared/protocol/kupondas-share-api';
import type { ApiResult } from '../../platform/api/api-client';
import { navigate, readCurrentPath } from '../../platform/session/navigation.effects';
import { authActions, selectAuthStatus, type AuthStatus } from '../auth/auth.slice';
import { postSharingStatus } from './share.api';

/** Whether an address shows the sharing-block message. */
export const isSharingBlockedUrl = (address: string): boolean => address.toLowerCase().includes('sharingblocked');

const pathOf = (address: string): string => address.split(/[?#]/)[0] ?? address;

/**
 * Routes a sharing answer; answers whether it navigated (the caller then ignores its data). `standby: false` leaves a
 * standby answer where it is (Hesabım/Kuponlarım keeps sharing during maintenance).
 */
export function* sharingAnswerRoute(answer: SharingActionAnswer<unknown>, opts: { standby: boolean } = { standby: true }): SagaIterator<boolean> {
  const current: string = yield call(readCurrentPath);
  const go = function* (to: string): SagaIterator<boolean> {
    if (pathOf(current) !== pathOf(to)) yield call(navigate, to);
    return true;
  };
  if (answer.isFault || answer.Result === SHARING_RESULT.loginRequired) {
    const status: AuthStatus = yield select(selectAuthStatus);
    if (status === 'member') yield put(authActions.sessionEnded());
    return yield call(go, loginPageUrl(current));
  }
  if (answer.Result === SHARING_RESULT.deletedQueue) return yield call(go, ROUTES.kupondas);
  if (answer.Result === SHARING_RESULT.standby) return opts.standby ? yield call(go, ROUTES.kupondasUnderConstruction) : false;
  return false;
}

/** Entering a Kupondaş page as a member: the sharing status decides whether the page may show. */
export function* checkSharingStatus(): SagaIterator {
  const status: AuthStatus = yield select(selectAuthStatus);
  if (status !== 'member') return;
  const r: ApiResult<SharingActionAnswer<SharingStatusData>> = yield call(postSharingStatus);
  const answer = (r.data ?? r.body ?? null) as SharingActionAnswer<SharingStatusData> | null;
  if (!answer) return;
  const moved: boolean = yield call(sharingAnswerRoute, answer);
  if (moved || !answer.Data?.Blocked) return;
  const current: string = yield call(readCurrentPath);
  if (!isSharingBlockedUrl(current)) yield call(navigate, ROUTES.kupondasSharingBlocked);
}
