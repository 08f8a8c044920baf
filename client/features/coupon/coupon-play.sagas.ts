/**
 * Playing the coupon. Rule problems are shown first (same shared checks as the server). A visitor gets the login
 * dialog, and the play is re-fired after the login. A member's play is POSTed with an idempotency key: a fresh one
 * per attempt, the same one when the same coupon is sent again after no answer came (network failure, 5xx), so the
 * server debits at most once.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import { ANNOUNCE_TEXTS } from '@shared/constants/a11y-texts';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { ODDS_STALE_TEXTS } from '@shared/constants/offline-texts';
import { COUPON_ERRORS, MESSAGES, REQUEST_ERRORS, type CouponErrorCode } from '@shared/errors/catalogue';
import { formatMoney, formatOdd } from '@shared/format/tr';
import type { PlayCouponAnswer, PlayCouponRequest, PlaySelection } from '@shared/protocol/api';
import { NOT_AUTHORIZED_CODE } from '@shared/protocol/forced-answers';
import { columnCount } from '@shared/rules/coupon-math';
import { columnOddsRange } from '@shared/rules/column-odds';
import type { ApiResult } from '../../platform/api/api-client';
import { authActions, selectAuthStatus, selectBalance, type AuthStatus } from '../auth/auth.slice';
import { openDialog, showMessage } from '../../platform/dialogs/dialogs.sagas';
import type { DialogDetail } from '../../platform/dialogs/dialogs.slice';
import { selectLoadedSavedCouponId } from '../saved-coupons/saved-coupons.slice';
import { announce } from '../../components/ui/announcer-store';
import { selectOddsStale } from '../../platform/pwa/odds-freshness';
import { newIdempotencyKey, postPlayCoupon } from './coupon.api';
import {
  selectAcceptOddsChanges,
  selectCouponSummary,
  selectMisli,
  selectPlayAttempt,
  selectPlaySelections,
  selectSystemSizes,
  type CouponSummary,
} from './coupon.selectors';
import { couponActions, type PlayAttempt } from './coupon.slice';

export const PLAY_TEXTS = {
  success: 'Kuponunuz başarıyla oynandı.',
  couponNo: 'Kupon No',
  amount: 'Kupon Tutarı',
  totalOdds: 'Toplam Oran',
  columns: 'Kolon Sayısı',
  minColumnOdds: 'Min. Kolon Oranı',
  maxColumnOdds: 'Maks. Kolon Oranı',
  maxWinnings: 'Maks. Kazanç',
  balance: 'Bakiyeniz',
} as const;

/**
 * The odds lines of the receipt: a plain coupon's total odds; a system coupon's columns and its lowest and highest
 * column odds, from the odds played (no column holds every selection, so their product would mean nothing).
 */
export const receiptOdds = (answer: Pick<Success, 'TotalOdd'>, request: PlayCouponRequest): DialogDetail[] => {
  const sizes = request.systemSizes ?? [];
  if (sizes.length === 0) return [{ label: PLAY_TEXTS.totalOdds, value: formatOdd(answer.TotalOdd) }];
  const odds = request.selections.map((s) => s.odd);
  const bankers = request.selections.flatMap((s, i) => (s.banker ? [i] : []));
  const range = columnOddsRange(odds, bankers, sizes);
  return [
    { label: PLAY_TEXTS.columns, value: String(columnCount(odds.length, sizes, bankers.length)) },
    ...(range
      ? [
          { label: PLAY_TEXTS.minColumnOdds, value: formatOdd(range.min) },
          { label: PLAY_TEXTS.maxColumnOdds, value: formatOdd(range.max) },
        ]
      : []),
  ];
};

type Refusal = Extract<PlayCouponAnswer, { IsSuccess: false }>;
type Success = Extract<PlayCouponAnswer, { IsSuccess: true }>;

function* waitForAuthStatus(): SagaIterator<AuthStatus> {
  let status: AuthStatus = yield select(selectAuthStatus);
  while (status === 'unknown') {
    yield take([authActions.memberLoaded.type, authActions.visitorConfirmed.type, authActions.sessionEnded.type]);
    status = yield select(selectAuthStatus);
  }
  return status;
}

function* onSuccess(answer: Success, request: PlayCouponRequest): SagaIterator {
  yield put(authActions.balanceUpdated({ balance: answer.Balance }));
  const savedCouponId: number | null = yield select(selectLoadedSavedCouponId);
  yield put(
    couponActions.played({
      couponNo: answer.CouponNo,
      couponId: answer.CouponId,
      amount: answer.Amount,
      totalOdd: answer.TotalOdd,
      selections: request.selections.length,
      systemSizes: request.systemSizes ?? [],
      savedCouponId,
    }),
  );
  yield put(couponActions.cleared());
  yield call(announce, ANNOUNCE_TEXTS.played(answer.CouponNo), 'played');
  yield call(openDialog, {
    kind: 'info',
    messageType: MESSAGE_TYPE.ok,
    message: PLAY_TEXTS.success,
    details: [
      { label: PLAY_TEXTS.couponNo, value: answer.CouponNo },
      { label: PLAY_TEXTS.amount, value: formatMoney(answer.Amount) },
      ...receiptOdds(answer, request),
      { label: PLAY_TEXTS.maxWinnings, value: formatMoney(answer.MaxWinnings) },
      { label: PLAY_TEXTS.balance, value: formatMoney(answer.Balance) },
    ],
    share: { couponNo: answer.CouponNo },
  });
}

function* onRefusal(answer: Refusal, httpStatus: number, amount: number): SagaIterator {
  const known = COUPON_ERRORS[answer.Code as CouponErrorCode] as string | undefined;
  const message = answer.Message || known || REQUEST_ERRORS.INTERNAL;
  if (httpStatus === 401 || answer.Code === NOT_AUTHORIZED_CODE) {
    yield put(authActions.sessionEnded());
    yield put(authActions.loginRequired({ action: couponActions.playRequested() }));
    return;
  }
  yield put(couponActions.playRefused({ code: answer.Code }));
  if (typeof answer.Balance === 'number') yield put(authActions.balanceUpdated({ balance: answer.Balance }));
  if (answer.Code === 'INSUFFICIENT_BALANCE') {
    const balance: number | null = yield select(selectBalance);
    yield call(openDialog, {
      kind: 'insufficientBalance',
      message,
      details: [
        { label: PLAY_TEXTS.balance, value: formatMoney(answer.Balance ?? balance ?? 0) },
        { label: PLAY_TEXTS.amount, value: formatMoney(amount) },
      ],
    });
    return;
  }
  if (answer.Code === 'ODDS_CHANGED') {
    yield put(couponActions.oddsChanged(answer.Changes ?? []));
    yield call(showMessage, message, MESSAGE_TYPE.warning);
    return;
  }
  yield call(showMessage, message, MESSAGE_TYPE.error);
}

export function* playCoupon(): SagaIterator {
  // Offline or on cached odds a play is refused here, never queued: it would be priced on odds that may be gone.
  const stale: boolean = yield select(selectOddsStale);
  if (stale) {
    yield call(showMessage, ODDS_STALE_TEXTS.playWaits, MESSAGE_TYPE.warning);
    return;
  }
  const summary: CouponSummary = yield select(selectCouponSummary);
  if (summary.problems.length > 0) {
    yield put(couponActions.playRefused({ code: 'RULES' }));
    yield call(showMessage, summary.problems.map((p) => p.message).join('\n'), MESSAGE_TYPE.warning);
    return;
  }
  const status: AuthStatus = yield call(waitForAuthStatus);
  if (status !== 'member') {
    yield put(authActions.loginRequired({ action: couponActions.playRequested() }));
    return;
  }
  const selections: PlaySelection[] = yield select(selectPlaySelections);
  const misli: number = yield select(selectMisli);
  const acceptOddsChanges: boolean = yield select(selectAcceptOddsChanges);
  const systemSizes: number[] = yield select(selectSystemSizes);
  const signature = JSON.stringify({ misli, acceptOddsChanges, systemSizes, selections });
  const attempt: PlayAttempt = yield select(selectPlayAttempt);
  const key: string = attempt.key && attempt.signature === signature ? attempt.key : yield call(newIdempotencyKey);
  yield put(couponActions.playStarted({ key, signature }));
  const request: PlayCouponRequest = { idempotencyKey: key, misli, acceptOddsChanges, selections };
  if (systemSizes.length > 0) request.systemSizes = [...systemSizes];
  const r: ApiResult<PlayCouponAnswer> = yield call(postPlayCoupon, request);
  const unanswered = r.status === 0 || r.status >= 500;
  yield put(couponActions.playFinished({ keepKey: unanswered }));
  if (r.status === 0) {
    yield put(couponActions.playRefused({ code: 'NETWORK' }));
    yield call(showMessage, MESSAGES.networkError, MESSAGE_TYPE.error);
    return;
  }
  const answer = (r.data ?? r.error) as PlayCouponAnswer | null;
  if (r.ok && answer?.IsSuccess) {
    yield call(onSuccess, answer, request);
    return;
  }
  const refusal: Refusal = answer && !answer.IsSuccess ? answer : { IsSuccess: false, Code: String(r.status), Message: '' };
  yield call(onRefusal, refusal, r.status, summary.amount);
}
