/**
 * Settlement reaching an open page through the member room (Member_<EncryptedId>_V3). A selections notice turns
 * the settled rows of a shown coupon to ✓ or ✗ at once, while the coupon may still run. A settlement notice updates
 * the coupon in Hesabım/Kuponlarım at once (verdict, winnings); the header balance takes its balance and the member
 * info is read again (balance and coupon counts as the server has them). Either way the coupon's rows are read
 * again afterwards (final scores, the void kind). A member-room resync (missed notices) reloads the shown page and
 * the member info. The workers of settlement-notices.sagas.ts, loaded with the first member-room message.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import type { MemberInfoAnswer } from '@shared/protocol/api';
import type { PublicCouponAnswer } from '@shared/protocol/my-coupons-api';
import { RACING_COUPON_TYPE } from '@shared/protocol/coupon-types';
import { MT, type RealtimeItem, type SelectionsSettledBody, type SettlementNoticeBody } from '@shared/protocol/realtime';
import type { ApiResult } from '../../platform/api/api-client';
import { fetchMemberInfo } from '../../platform/api/member-info.api';
import { fetchPublicCoupon } from '../../platform/api/public-coupon.api';
import type { RootState } from '../../app/store';
import { authActions, selectAuthStatus, type AuthStatus } from '../auth/auth.slice';
import type { realtimeActions } from '../realtime/realtime.slice';
import { myCouponsActions as A, selectMyCoupons, type MyCouponsState } from './my-coupons.slice';

const SETTLED = new Set<string>(['won', 'lost', 'refunded']);

const isNotice = (m: unknown): m is SettlementNoticeBody => {
  const n = m as Partial<SettlementNoticeBody> | null;
  return (
    typeof n === 'object' && n !== null && typeof n.couponId === 'number' && typeof n.couponNo === 'string' &&
    typeof n.status === 'string' && SETTLED.has(n.status) && typeof n.payoutKurus === 'number' && typeof n.balanceKurus === 'number'
  );
};

/** The settlement notices among the member room's messages, in their order. */
export const settlementNoticesOf = (items: readonly RealtimeItem[]): SettlementNoticeBody[] =>
  items.flatMap((i) => (i.MT === MT.settlementNotice && isNotice(i.M) ? [i.M] : []));

const SELECTION_OUTCOMES = new Set<string>(['won', 'lost', 'void']);

const isSelectionsNotice = (m: unknown): m is SelectionsSettledBody => {
  const n = m as Partial<SelectionsSettledBody> | null;
  return (
    typeof n === 'object' && n !== null && typeof n.couponId === 'number' && typeof n.couponNo === 'string' && Array.isArray(n.selections) &&
    n.selections.every((s) => typeof s?.outcomeId === 'number' && SELECTION_OUTCOMES.has(s.status))
  );
};

/** The selections notices among the member room's messages, in their order. */
export const selectionsNoticesOf = (items: readonly RealtimeItem[]): SelectionsSettledBody[] =>
  items.flatMap((i) => (i.MT === MT.selectionsSettled && isSelectionsNotice(i.M) ? [i.M] : []));

const serverNow = (s: RootState): number => (s.session.now > 0 ? s.session.now : Date.now());

/** Member info again; only a logged-in answer is taken (a failed read must not look like a logout). */
export function* refreshMemberInfo(): SagaIterator {
  const r: ApiResult<MemberInfoAnswer | null> = yield call(fetchMemberInfo);
  if (r.ok && r.data && r.data.IsLogin === true) yield put(authActions.memberLoaded(r.data));
}

function* refreshRows(couponNo: string): SagaIterator {
  const r: ApiResult<PublicCouponAnswer> = yield call(fetchPublicCoupon, couponNo);
  if (r.ok && r.data?.IsSuccess) yield put(A.rowsRefreshed({ couponNo, rows: r.data.Coupon.Rows }));
}

export function* onMemberMessages({ payload }: ReturnType<typeof realtimeActions.memberMessages>): SagaIterator {
  const picks = selectionsNoticesOf(payload.items);
  const notices = settlementNoticesOf(payload.items);
  if (picks.length === 0 && notices.length === 0) return;
  for (const p of picks) yield put(A.selectionsSettled(p));
  const settledAt: number = yield select(serverNow);
  for (const n of notices) yield put(A.couponSettled({ ...n, settledAt }));
  const last = notices.at(-1);
  if (last) yield put(authActions.balanceUpdated({ balance: last.balanceKurus }));
  const { coupons }: MyCouponsState = yield select(selectMyCoupons);
  // A Ganyan coupon (cType 3) has no rows to read again.
  const changed = [...new Set([...picks, ...notices.filter((n) => n.cType !== RACING_COUPON_TYPE)].map((n) => n.couponNo))];
  for (const couponNo of changed) {
    if (coupons.some((c) => c.CouponNo === couponNo)) yield call(refreshRows, couponNo);
  }
  if (last) yield call(refreshMemberInfo);
}

export function* onMemberResync(): SagaIterator {
  const auth: AuthStatus = yield select(selectAuthStatus);
  if (auth !== 'member') return;
  const { tab, page, status }: MyCouponsState = yield select(selectMyCoupons);
  if (status !== 'idle') yield put(A.pageRequested({ tab, page }));
  yield call(refreshMemberInfo);
}
