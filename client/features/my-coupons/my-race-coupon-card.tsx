/**
 * A Ganyan coupon (CType 3) on Hesabım/Kuponlarım, compact like the Spor Toto card: the race (hippodrome, race no,
 * start), the horse, the odd at play, the stake, the state (waiting, won, lost, refunded: the horse did not run,
 * 'koşmaz'), the most it can win or what it paid, a deduction when horses were withdrawn after the play; a link to
 * the race and, once settled, the folder moves. Ganyan coupons are not named (the server refuses it).
 */
import { Archive, FolderX } from 'lucide-react';
import { RACING_COUPON_TEXTS as T } from '@shared/constants/racing-coupon-texts';
import { formatMoney, formatOdd, formatTime } from '@shared/format/tr';
import type { MyCoupon } from '@shared/protocol/my-coupons-api';
import { RACING_COUPON_TYPE } from '@shared/protocol/coupon-types';
import { formatIstanbulDate } from '@shared/time/istanbul';
import { useAppDispatch } from '../../app/hooks';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { racePath } from '@shared/constants/routes';
import { myCouponsActions as A } from './my-coupons.slice';
import { MY_COUPONS_TEXTS as M } from './my-coupons-texts';
import './my-race-coupon.css';

const TONES: Record<MyCoupon['CouponStatus'], BadgeTone> = { open: 'info', won: 'win', lost: 'lose', refunded: 'neutral', cancelled: 'neutral' };

function Figure({ label, children }: { label: string; children: string }) {
  return (
    <div className="my-race-coupon__figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function MyRaceCouponCard({ coupon, busy }: { coupon: MyCoupon; busy: boolean }) {
  const dispatch = useAppDispatch();
  const g = coupon.Ganyan;
  const race = g ? T.race(g.HippodromeName, g.RaceNo) : T.product;
  const status = coupon.CouponStatus;
  const settled = coupon.Folder === null && status !== 'open';
  const move = (target: 'old' | 'lost') => dispatch(A.moveRequested({ couponId: coupon.CouponId, target, cType: RACING_COUPON_TYPE }));
  return (
    <article className={`my-coupon my-coupon--${status} my-race-coupon`} aria-label={`${T.product} ${race} (${coupon.CouponNo})`}>
      <header className="my-coupon__head">
        <h2 className="my-coupon__title">{race}</h2>
        <Badge tone={TONES[status]}>{T.status[status]}</Badge>
      </header>
      <p className="my-coupon__flags">
        {T.product}
        {g ? ` · ${formatIstanbulDate(g.StartsAt)} ${formatTime(g.StartsAt)}` : ''} · {T.couponNo} {coupon.CouponNo}
      </p>
      <dl className="my-race-coupon__figures" aria-label={T.figures}>
        {g ? <Figure label={T.horse}>{`${g.HorseNo} ${g.HorseName}`}</Figure> : null}
        <Figure label={T.odd}>{formatOdd(coupon.TotalOdd)}</Figure>
        <Figure label={T.amount}>{formatMoney(coupon.Amount)}</Figure>
        {status === 'open' ? <Figure label={T.maxWinnings}>{formatMoney(coupon.MaxWinnings)}</Figure> : null}
        {status !== 'open' ? <Figure label={status === 'refunded' ? T.refund : T.winnings}>{formatMoney(coupon.Winnings)}</Figure> : null}
      </dl>
      {g && g.DeductionPercent > 0 ? <p className="my-race-coupon__cut">{T.deduction(g.DeductionPercent)}</p> : null}
      <div className="my-coupon__actions" role="group" aria-label={M.actions} aria-busy={busy || undefined}>
        {g ? (
          <Button size="sm" variant="ghost" to={racePath(g.RaceId)}>
            {T.openRace}
          </Button>
        ) : null}
        {settled ? (
          <Button size="sm" variant="ghost" iconStart={<Archive />} disabled={busy} onClick={() => move('old')}>
            {M.moveOld}
          </Button>
        ) : null}
        {settled && status === 'lost' ? (
          <Button size="sm" variant="ghost" iconStart={<FolderX />} disabled={busy} onClick={() => move('lost')}>
            {M.moveLost}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
