/**
 * On phone and tablet layouts the coupon panel is a sheet: this fixed button ("Kuponum" with the selection
 * count) opens and closes it; Escape closes it too.
 */
import { useEffect } from 'react';
import { COUPON_PANEL_NAME } from '@shared/constants/texts';
import { useAppDispatch, useAppSelector } from './hooks';
import { viewActions } from '../features/view/view.slice';
import { selectCouponOpen } from '../features/view/view.selectors';
import { selectCouponCount } from '../features/coupon/coupon.selectors';

export const COUPON_SHEET_ID = 'coupon-column';

export function CouponToggle() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectCouponOpen);
  const count = useAppSelector(selectCouponCount);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch(viewActions.couponClosed());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, dispatch]);
  return (
    <button
      type="button"
      className={open ? 'coupon-toggle coupon-toggle--open' : 'coupon-toggle'}
      aria-expanded={open}
      aria-controls={COUPON_SHEET_ID}
      aria-label={`${COUPON_PANEL_NAME}, ${count} seçim`}
      onClick={() => dispatch(viewActions.couponToggled())}
    >
      <span>{COUPON_PANEL_NAME}</span>
      <span className="count-badge count-badge--accent">{count}</span>
    </button>
  );
}
