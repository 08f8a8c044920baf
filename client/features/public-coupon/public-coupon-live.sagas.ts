/**
 * Settle marks on the open public coupon page: its open picks' live events come through their Event_<code>_V3
 * rooms (the page follows them), and when one of them ends (finished, or cancelled, postponed, abandoned, or taken
 * out of the program) the edge settles its selections. The page then reloads the coupon quietly, a moment later and
 * again while the ended picks still read open, so ✓/✗ and the coupon's state show without a reload by the visitor
 * (who has no member room telling them).
 */
import type { SagaIterator } from 'redux-saga';
import { channel, type Channel } from 'redux-saga';
import { call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { EVENT_STATUS } from '@shared/constants/codes';
import type { PublicCoupon } from '@shared/protocol/my-coupons-api';
import type { ProgramEvent } from '@shared/protocol/program';
import { MT, type EventCancelBody, type RealtimeItem } from '@shared/protocol/realtime';
import type { LiveBatch } from '../program/program-live.reducers';
import { programActions } from '../program/program.slice';
import { selectPublicCoupon, type PublicCouponState } from './public-coupon.slice';

/** First look after an event ended (settlement runs on the edge right after the result), then the retries. */
export const SETTLE_WAIT_MS = 1500;
export const SETTLE_RETRIES = 4;

const OVER: readonly number[] = [EVENT_STATUS.finished, EVENT_STATUS.cancelled, EVENT_STATUS.postponed, EVENT_STATUS.abandoned];
const EVENT_CHANGES: readonly number[] = [MT.statusChange, MT.goal, MT.newMatch, MT.scoreUpdate, MT.eventUpdate];

/** Codes of events a batch says ended or left the program. */
export const endedCodesOf = (batch: LiveBatch): Set<number> => {
  const ended = new Set<number>();
  const visit = (item: RealtimeItem): void => {
    if (item.MT === MT.batch) (item.M as RealtimeItem[]).forEach(visit);
    else if (item.MT === MT.eventCancel) ended.add((item.M as EventCancelBody).eventCode);
    else if (EVENT_CHANGES.includes(item.MT) && OVER.includes((item.M as ProgramEvent).status)) ended.add((item.M as ProgramEvent).code);
  };
  for (const room of batch.rooms) room.items.forEach(visit);
  return ended;
};

/** The coupon's open picks among `codes`. */
export const openPickCodes = (coupon: PublicCoupon, codes: ReadonlySet<number>): number[] =>
  coupon.Rows.filter((r) => r.status === 'open' && codes.has(r.code)).map((r) => r.code);

type Reload = (couponNo: string, quiet: boolean) => SagaIterator;

/** Reloads until the ended picks no longer read open (or the retries run out, or another coupon is shown). */
export function* settleEnded(reload: Reload, couponNo: string, codes: ReadonlySet<number>): SagaIterator {
  for (let attempt = 0; attempt <= SETTLE_RETRIES; attempt++) {
    yield delay(SETTLE_WAIT_MS * (attempt + 1));
    const before: PublicCouponState = yield select(selectPublicCoupon);
    if (before.couponNo !== couponNo || !before.coupon) return;
    yield call(reload, couponNo, true);
    const after: PublicCouponState = yield select(selectPublicCoupon);
    if (!after.coupon || openPickCodes(after.coupon, codes).length === 0) return;
  }
}

function* onLiveBatch(ended: Channel<number[]>, { payload }: ReturnType<typeof programActions.liveBatchApplied>): SagaIterator {
  const { coupon }: PublicCouponState = yield select(selectPublicCoupon);
  if (!coupon) return;
  const codes = openPickCodes(coupon, endedCodesOf(payload));
  if (codes.length > 0) yield put(ended, codes);
}

/** Ended codes gather while a settle wait runs: the latest wait covers every code seen so far. */
export function* publicCouponLiveSaga(reload: Reload): SagaIterator {
  const ended: Channel<number[]> = yield call(channel);
  yield takeEvery(programActions.liveBatchApplied.type, onLiveBatch, ended);
  const pending = new Set<number>();
  yield takeLatest(ended, function* (codes: number[]): SagaIterator {
    codes.forEach((c) => pending.add(c));
    const { couponNo }: PublicCouponState = yield select(selectPublicCoupon);
    if (couponNo) yield call(settleEnded, reload, couponNo, new Set(pending));
    pending.clear();
  });
}
