/**
 * The coupon's face to other features' components: whether an outcome is on the coupon and how to put it there.
 * Other features (the program's odds cell) read pick state through this hook instead of reaching into the coupon's
 * slice, selectors and types one by one.
 */
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { couponActions } from './coupon.slice';
import { selectIsOutcomeSelected } from './coupon.selectors';
import type { CouponPick, CouponPickExtras } from './coupon.types';

/** Everything the coupon needs to know about an outcome to add it. */
export type PickInput = CouponPick & CouponPickExtras;

/** Pick state of one outcome: `selected` re-renders only when this outcome enters or leaves the coupon. */
export const useCouponPick = (outcomeId: number): { selected: boolean; pick: (input: PickInput) => void } => {
  const dispatch = useAppDispatch();
  const selected = useAppSelector((s) => selectIsOutcomeSelected(s, outcomeId));
  const pick = useCallback((input: PickInput) => dispatch(couponActions.outcomePicked(input)), [dispatch]);
  return { selected, pick };
};
