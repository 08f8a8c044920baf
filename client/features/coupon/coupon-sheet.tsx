/**
 * "Kuponum" on phones and tablets: a Sheet (a bottom sheet with its handle on phones, a side panel on tablets).
 * The rows, the options and the secondary actions scroll; the footer keeps the problems, the totals (Kolon Sayısı,
 * the odds, Kupon Tutarı, Maks. Kazanç), misli and 'Hemen Oyna' in view, outside the scrolling area, so what will
 * be paid is never hidden.
 */
import type { ReactNode, RefObject } from 'react';
import { Trash2 } from '../../components/ui/sprite-icons';
import { COUPON_PANEL_NAME } from '@shared/constants/texts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { couponActions } from './coupon.slice';
import { selectCouponCount } from './coupon.selectors';
import { CouponNotice, CouponRows } from './coupon-rows';
import { CouponCheckout, CouponOptions } from './coupon-summary';
import { COUPON_TEXTS } from './coupon-texts';
import { AnnounceSwitch } from './coupon-announcements';
import './coupon-panel.css';
import './coupon-sheet.css';

export interface CouponSheetProps {
  open: boolean;
  onClose: () => void;
  /** The secondary actions, passed in by the app shell (another feature's component). */
  savedCoupons?: ReactNode;
  /** The opener, hidden while the sheet is open: the focus goes back to it on closing. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function CouponSheet({ open, onClose, savedCoupons, returnFocusRef }: CouponSheetProps) {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCouponCount);
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={COUPON_PANEL_NAME}
      description={COUPON_TEXTS.selections(count)}
      closeLabel={COUPON_TEXTS.close}
      returnFocusRef={returnFocusRef}
      className="coupon-sheet"
      footer={count > 0 ? <CouponCheckout layout="sheet" /> : undefined}
    >
      <div className="coupon-sheet__body">
        {count > 0 ? (
          <div className="coupon-sheet__tools">
            <Button variant="ghost" size="sm" iconStart={<Trash2 />} onClick={() => dispatch(couponActions.cleared())}>
              {COUPON_TEXTS.clear}
            </Button>
          </div>
        ) : null}
        <CouponNotice />
        <CouponRows />
        <CouponOptions />
        <AnnounceSwitch className="coupon-panel__announce" />
        {savedCoupons}
      </div>
    </Sheet>
  );
}
