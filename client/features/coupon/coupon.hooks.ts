/**
 * The coupon's face to other features' components: whether an outcome is on the coupon and how to put it there.
 * Other features (the program's odds cell) read pick state through this module instead of reaching into the coupon's
 * slice, selectors and types one by one.
 */
import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { couponActions } from './coupon.slice';
import { selectIsOutcomeSelected } from './coupon.selectors';
import type { CouponPick, CouponPickExtras } from './coupon.types';

/** Everything the coupon needs to know about an outcome to add it. */
export type PickInput = CouponPick & CouponPickExtras;

/** Whether an outcome is on the coupon: for a component that reads it with other state in one subscription. */
export const selectIsPicked = selectIsOutcomeSelected;

/** Puts a pick on the coupon (or takes it off when it is there): the action an odds button dispatches. */
export const useCouponPicker = (): ((input: PickInput) => void) => {
  const dispatch = useAppDispatch();
  return useCallback((input: PickInput) => dispatch(couponActions.outcomePicked(input)), [dispatch]);
};
