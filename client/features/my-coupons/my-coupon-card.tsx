/** One played coupon on Hesabım/Kuponlarım: its figures, its rows with status icons and colours, and its actions. */
import type { MyCoupon } from '@shared/protocol/coupon-engine-api';
import { useAppDispatch } from '../../app/hooks';
import { myCouponsActions as A } from './my-coupons.slice';
import { MY_COUPONS_TEXTS as T } from './my-coupons-texts';
import { CouponFigures, CouponRowList, couponStatusText } from './coupon-details';

export function MyCouponCard({ coupon, busy }: { coupon: MyCoupon; busy: boolean }) {
  const dispatch = useAppDispatch();
  const id = coupon.CouponId;
  const title = coupon.CouponName ? `${coupon.CouponName} (${coupon.CouponNo})` : coupon.CouponNo;
  const status = couponStatusText(coupon);
  return (
    <article className={`my-coupon my-coupon--${coupon.CouponStatus}`} aria-label={title}>
      <header className="my-coupon__head">
        <h3 className="my-coupon__title">{coupon.CouponName ?? coupon.CouponNo}</h3>
        <span className="my-coupon__status">{status}</span>
      </header>
      <CouponFigures coupon={coupon} />
      <p className="my-coupon__flags">
        {coupon.IsCancelable ? T.cancelable : T.notCancelable}
        {coupon.IsRefunded ? ` · ${T.refunded}` : ''}
      </p>
      <CouponRowList rows={coupon.Rows} />
      <div className="my-coupon__actions" aria-busy={busy || undefined}>
        <button type="button" onClick={() => dispatch(A.nameDialogOpened(coupon))}>
          {coupon.CouponName ? T.rename : T.name}
        </button>
        <button type="button" disabled={busy} onClick={() => dispatch(A.mailRequested({ couponId: id }))}>
          {T.mail}
        </button>
        <button type="button" disabled={busy} onClick={() => dispatch(A.linkCopyRequested({ couponId: id }))}>
          {T.copyLink}
        </button>
        <button type="button" disabled={busy} onClick={() => dispatch(A.tweetRequested({ couponId: id }))}>
          {T.tweet}
        </button>
        {coupon.Folder === null && coupon.CouponStatus !== 'open' ? (
          <button type="button" disabled={busy} onClick={() => dispatch(A.moveRequested({ couponId: id, target: 'old' }))}>
            {T.moveOld}
          </button>
        ) : null}
        {coupon.Folder === null && coupon.CouponStatus === 'lost' ? (
          <button type="button" disabled={busy} onClick={() => dispatch(A.moveRequested({ couponId: id, target: 'lost' }))}>
            {T.moveLost}
          </button>
        ) : null}
      </div>
    </article>
  );
}
