/**
 * "Kuponum" as the desktop column: sticky beside the program, as tall as the window at most. The rows (and the
 * system sizes) scroll inside it; 'Sesli bildirimler', the problems, misli, totals, 'Hemen Oyna' and the secondary
 * actions stay in view, whole, under them, whatever the number of rows.
 */
import { useRef, type ReactNode } from 'react';
import { COUPON_PANEL_NAME } from '@shared/constants/texts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useScrollEdges } from '../../components/ui/use-scroll-edges';
import { couponActions } from './coupon.slice';
import { selectCouponCount } from './coupon.selectors';
import { CouponNotice, CouponRows } from './coupon-rows';
import { CouponCheckout, CouponOptions } from './coupon-summary';
import { COUPON_TEXTS } from './coupon-texts';
import { AnnounceSwitch } from './coupon-announcements';
import './coupon-panel.css';

/** The panel's id: the 'Kupona geç' skip link moves the focus here. */
export const COUPON_PANEL_ID = 'kuponum';

export interface CouponPanelProps {
  /** The secondary actions (save, saved coupons, share, mail): the layout passes them, so the coupon does not import that feature. */
  savedCoupons?: ReactNode;
}

export function CouponPanel({ savedCoupons }: CouponPanelProps) {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCouponCount);
  const body = useRef<HTMLDivElement>(null);
  useScrollEdges(body, count, 'y');
  return (
    <section id={COUPON_PANEL_ID} className="coupon-panel" aria-label={COUPON_PANEL_NAME} tabIndex={-1}>
      <header className="coupon-panel__header">
        <h2 className="coupon-panel__title">
          {COUPON_PANEL_NAME}
          <span aria-hidden="true">
            <Badge size="sm" className="coupon-panel__count">
              {count}
            </Badge>
          </span>
          <span className="visually-hidden">, {COUPON_TEXTS.selections(count)}</span>
        </h2>
        {count > 0 ? (
          <Button variant="ghost" size="sm" className="coupon-panel__clear" onClick={() => dispatch(couponActions.cleared())}>
            {COUPON_TEXTS.clear}
          </Button>
        ) : null}
      </header>
      <div ref={body} className="coupon-panel__body">
        <CouponNotice />
        <CouponRows />
        <CouponOptions />
      </div>
      <AnnounceSwitch className="coupon-panel__announce" />
      <div className="coupon-panel__foot">
        <CouponCheckout layout="column" />
        {savedCoupons}
      </div>
    </section>
  );
}
