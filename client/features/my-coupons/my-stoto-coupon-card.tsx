/**
 * A Spor Toto coupon (CType 2) on Hesabım/Kuponlarım: its name or number, state, columns, misli, amount and winnings;
 * its picks, naming and mail are on the Spor Toto page, which the card links to.
 */
import { ROUTES } from '@shared/constants/routes';
import { SPORTOTO_TEXTS as S } from '@shared/constants/sportoto-texts';
import { formatCount, formatMoney } from '@shared/format/tr';
import type { MyCoupon } from '@shared/protocol/my-coupons-api';
import { couponStatusText } from '../../components/coupon-view/coupon-details';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

const TONES: Record<MyCoupon['CouponStatus'], BadgeTone> = { open: 'info', won: 'win', lost: 'lose', refunded: 'neutral', cancelled: 'neutral' };

export function MyStotoCouponCard({ coupon }: { coupon: MyCoupon }) {
  const title = coupon.CouponName ? `${coupon.CouponName} (${coupon.CouponNo})` : coupon.CouponNo;
  return (
    <article className={`my-coupon my-coupon--${coupon.CouponStatus}`} aria-label={title}>
      <header className="my-coupon__head">
        <h2 className="my-coupon__title">{coupon.CouponName ?? coupon.CouponNo}</h2>
        <Badge tone={TONES[coupon.CouponStatus]}>{couponStatusText(coupon)}</Badge>
      </header>
      <p className="my-coupon__flags">
        {S.product} · {formatCount(coupon.ColumnCount)} {S.columns} · {S.misli} {coupon.Misli} · {formatMoney(coupon.Amount)}
        {coupon.CouponStatus !== 'open' ? ` · ${S.winnings}: ${formatMoney(coupon.Winnings)}` : ''}
      </p>
      <div className="my-coupon__actions">
        <Button size="sm" variant="ghost" to={ROUTES.sportsToto}>{S.openInSportoto}</Button>
      </div>
    </article>
  );
}
