/** One played coupon on Hesabım/Kuponlarım: its name and state, its figures, its rows as they stand, its actions. */
import { Archive, FolderX, Link2, PencilLine, Send } from 'lucide-react';
import { Mail } from '../../components/ui/sprite-icons';
import type { MyCoupon } from '@shared/protocol/my-coupons-api';
import { useAppDispatch } from '../../app/hooks';
import { CouponFigures, couponStatusText } from '../../components/coupon-view/coupon-details';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { myCouponsActions as A } from './my-coupons.slice';
import { MY_COUPONS_TEXTS as T } from './my-coupons-texts';
import { MyCouponRows } from './my-coupon-rows';
import { KupondasShare } from '../kupondas/kupondas.hooks';
import { MyStotoCouponCard } from './my-stoto-coupon-card';
import { STOTO_COUPON_TYPE } from '@shared/constants/sportoto';
import { RACING_COUPON_TYPE } from '@shared/protocol/coupon-types';
import { MyRaceCouponCard } from './my-race-coupon-card';

const TONES: Record<MyCoupon['CouponStatus'], BadgeTone> = { open: 'info', won: 'win', lost: 'lose', refunded: 'neutral', cancelled: 'neutral' };

/** A Spor Toto coupon (CType 2) and a Ganyan coupon (CType 3) have their own cards: no rows or iddaa actions. */
export function MyCouponCard({ coupon, busy }: { coupon: MyCoupon; busy: boolean }) {
  if (coupon.CType === RACING_COUPON_TYPE) return <MyRaceCouponCard coupon={coupon} busy={busy} />;
  return coupon.CType === STOTO_COUPON_TYPE ? <MyStotoCouponCard coupon={coupon} /> : <MyIddaaCouponCard coupon={coupon} busy={busy} />;
}

function MyIddaaCouponCard({ coupon, busy }: { coupon: MyCoupon; busy: boolean }) {
  const dispatch = useAppDispatch();
  const id = coupon.CouponId;
  const title = coupon.CouponName ? `${coupon.CouponName} (${coupon.CouponNo})` : coupon.CouponNo;
  const settled = coupon.Folder === null && coupon.CouponStatus !== 'open';
  return (
    <article className={`my-coupon my-coupon--${coupon.CouponStatus}`} aria-label={title}>
      <header className="my-coupon__head">
        <h2 className="my-coupon__title">{coupon.CouponName ?? coupon.CouponNo}</h2>
        <Badge tone={TONES[coupon.CouponStatus]}>{couponStatusText(coupon)}</Badge>
      </header>
      <CouponFigures coupon={coupon} withNumber={coupon.CouponName !== null} />
      <p className="my-coupon__flags">
        {coupon.IsCancelable ? T.cancelable : T.notCancelable}
        {coupon.IsRefunded ? ` · ${T.refunded}` : ''}
      </p>
      <MyCouponRows rows={coupon.Rows} />
      <div className="my-coupon__actions" role="group" aria-label={T.actions} aria-busy={busy || undefined}>
        <KupondasShare couponNo={coupon.CouponNo} cancelled={coupon.CouponStatus === 'cancelled'} />
        <Button size="sm" variant="ghost" iconStart={<PencilLine />} onClick={() => dispatch(A.nameDialogOpened(coupon))}>
          {coupon.CouponName ? T.rename : T.name}
        </Button>
        <Button size="sm" variant="ghost" iconStart={<Mail />} disabled={busy} onClick={() => dispatch(A.mailRequested({ couponId: id }))}>
          {T.mail}
        </Button>
        <Button size="sm" variant="ghost" iconStart={<Link2 />} disabled={busy} onClick={() => dispatch(A.linkCopyRequested({ couponId: id }))}>
          {T.copyLink}
        </Button>
        <Button size="sm" variant="ghost" iconStart={<Send />} disabled={busy} onClick={() => dispatch(A.tweetRequested({ couponId: id }))}>
          {T.tweet}
        </Button>
        {settled ? (
          <Button size="sm" variant="ghost" iconStart={<Archive />} disabled={busy} onClick={() => dispatch(A.moveRequested({ couponId: id, target: 'old' }))}>
            {T.moveOld}
          </Button>
        ) : null}
        {settled && coupon.CouponStatus === 'lost' ? (
          <Button size="sm" variant="ghost" iconStart={<FolderX />} disabled={busy} onClick={() => dispatch(A.moveRequested({ couponId: id, target: 'lost' }))}>
            {T.moveLost}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
