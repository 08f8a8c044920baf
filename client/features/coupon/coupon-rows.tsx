/** The coupon's rows in pick order, the refused pick's notice above them, and the empty coupon's message. */
import { X } from '../../components/ui/sprite-icons';
import { COUPON_ERRORS } from '@shared/errors/catalogue';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/ui/empty-state';
import { IconButton } from '../../components/ui/icon-button';
import { couponActions } from './coupon.slice';
import { selectCouponLines, selectCouponNotice } from './coupon.selectors';
import { CouponRowItem } from './coupon-row-item';
import { COUPON_TEXTS } from './coupon-texts';

export function CouponNotice() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectCouponNotice);
  if (!notice) return null;
  return (
    <div role="alert" className="coupon-notice">
      <span>{notice}</span>
      <IconButton size="sm" label={COUPON_TEXTS.dismiss} icon={<X />} onClick={() => dispatch(couponActions.noticeDismissed())} />
    </div>
  );
}

export function CouponRows() {
  const lines = useAppSelector(selectCouponLines);
  if (lines.length === 0) {
    return <EmptyState compact illustration="coupon" headingLevel={3} title={COUPON_ERRORS.EMPTY} text={COUPON_TEXTS.emptyHint} />;
  }
  return (
    <ul className="coupon-rows" aria-label={COUPON_TEXTS.rows}>
      {lines.map((line) => (
        <CouponRowItem key={line.outcomeId} line={line} />
      ))}
    </ul>
  );
}
