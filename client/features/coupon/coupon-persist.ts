/**
 * The coupon kept across a new version of the site: before the update prompt reloads the page, the coupon's own
 * work is let finish (a play or a save under way) and the coupon as it stands is written to storage and read back.
 * Only then may the new service worker take over; the reloaded page restores the coupon from storage.
 */
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, select, take } from 'redux-saga/effects';
import type { RootState } from '../../app/store';
import { savedCouponsActions } from '../saved-coupons/saved-coupons.slice';
import { couponActions, type CouponState, type RestoredCoupon } from './coupon.slice';
import { readStoredCoupon, serializeCoupon, writeStoredCoupon } from './coupon.storage';
import type { CouponRow } from './coupon.types';

export const storedCouponOf = (c: CouponState): RestoredCoupon => ({
  rows: c.rows.ids.flatMap((id): CouponRow[] => {
    const row = c.rows.entities[id];
    return row ? [row] : [];
  }),
  misli: c.misli,
  acceptOddsChanges: c.acceptOddsChanges,
  systemSizes: c.systemSizes,
});

/** A play, or a save or share of the coupon, still waiting for its answer. */
export const couponBusy = (state: RootState): boolean => {
  const saved = (state as Partial<RootState>).savedCoupons;
  return state.coupon.play.inFlight || saved?.saving === true || saved?.sharing === true;
};

const SETTLING: readonly string[] = [
  couponActions.playFinished.type,
  savedCouponsActions.saveFinished.type,
  savedCouponsActions.sharingSet.type,
  savedCouponsActions.dialogClosed.type,
];

/** Waits while the coupon is busy. */
export function* couponSettled(): SagaIterator {
  while ((yield select(couponBusy)) as boolean) yield take((a: Action) => SETTLING.includes(a.type));
}

/**
 * Writes the coupon now and checks that storage gives it back. True also for an empty coupon (nothing to keep);
 * false when storage refused it (private mode, quota): reloading would lose the coupon.
 */
export function* saveCouponNow(storage: Storage = localStorage): SagaIterator<boolean> {
  const coupon: RestoredCoupon = storedCouponOf((yield select((s: RootState) => s.coupon)) as CouponState);
  if (coupon.rows.length === 0) return true;
  yield call(writeStoredCoupon, coupon, storage);
  const back: RestoredCoupon | null = yield call(readStoredCoupon, storage);
  return back !== null && serializeCoupon(back) === serializeCoupon({ ...coupon, systemSizes: coupon.systemSizes ?? [] });
}

/** The coupon settled and saved: the update may reload the page. */
export function* couponKeptForUpdate(storage?: Storage): SagaIterator<boolean> {
  yield call(couponSettled);
  return (yield call(saveCouponNow, storage)) as boolean;
}

