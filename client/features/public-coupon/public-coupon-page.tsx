/**
 * The public coupon page (/kupon/:couponNo, where short links /k/{code} land): a played coupon read-only for anyone
 * its owner shared it with: number, type, state, rows with status icons and colours, amount, total odds, maximum or
 * paid winnings; "Bu kuponu oyna" copies its still-playable selections into the coupon panel. While the page is
 * open its live picks follow their events' rooms (minute, score, running marks; settle marks when they end), and
 * the rooms are left when it closes.
 */
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { RotateCw } from '../../components/ui/sprite-icons';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import type { PublicCoupon } from '@shared/protocol/my-coupons-api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NotFound } from '../../components/not-found';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { CouponFigures, couponStatusText } from '../../components/coupon-view/coupon-details';
import { useFollowedEvents } from '../my-coupons/my-coupons.hooks';
import { publicCouponActions as A, selectPublicCoupon } from './public-coupon.slice';
import { PUBLIC_COUPON_TEXTS as T } from './public-coupon-texts';
import { PublicCouponRows } from './public-coupon-rows';
import { KupondasShare } from '../kupondas/kupondas.hooks';
import './public-coupon.css';

const NONE: readonly PublicCoupon[] = [];

function Placeholder({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <section className="card public-coupon" aria-label={T.heading} aria-busy={!failed || undefined}>
      {failed ? (
        <div role="alert" className="public-coupon__error">
          <p className="public-coupon__error-text">{T.failed}</p>
          <Button size="sm" iconStart={<RotateCw />} onClick={onRetry}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <div className="public-coupon__loading">
          <p role="status" className="visually-hidden">
            {T.loading}
          </p>
          <Skeleton width="45%" height={24} />
          <Skeleton lines={2} />
          <Skeleton shape="block" height={64} />
          <Skeleton shape="block" height={180} />
        </div>
      )}
    </section>
  );
}

export function PublicCouponPage() {
  const dispatch = useAppDispatch();
  const { couponNo = '' } = useParams();
  const { status, coupon, copying, copied } = useAppSelector(selectPublicCoupon);
  const shown = coupon && coupon.CouponNo === couponNo ? coupon : null;
  useDocumentTitle(status === 'notFound' ? T.notFoundTitle : T.title(couponNo));
  useFollowedEvents(useMemo(() => (shown ? [shown] : NONE), [shown]));
  useEffect(() => {
    if (couponNo) dispatch(A.requested({ couponNo }));
  }, [couponNo, dispatch]);

  if (status === 'notFound') return <NotFound title={T.notFoundTitle} message={T.notFoundText} />;
  if (!shown) return <Placeholder failed={status === 'failed'} onRetry={() => dispatch(A.requested({ couponNo }))} />;
  const playable = shown.Rows.some((r) => r.status === 'open');
  return (
    <section className="card public-coupon" aria-labelledby="public-coupon-title">
      <header className={`public-coupon__head public-coupon__head--${shown.IsRefunded ? 'refunded' : shown.CouponStatus}`}>
        <h1 id="public-coupon-title" className="public-coupon__title">
          {shown.CouponName ? `${shown.CouponName} · ${shown.CouponNo}` : `${T.heading} ${shown.CouponNo}`}
        </h1>
        <p className="public-coupon__state">
          <span className="visually-hidden">{T.state}: </span>
          {couponStatusText(shown)}
        </p>
      </header>
      <p className="public-coupon__meta">
        <span>
          {T.sharedBy}: <strong>{shown.IsOwner ? T.own : shown.UserName}</strong>
        </span>
        <span>
          {T.playedAt}: <time dateTime={new Date(shown.PlayedAt).toISOString()}>{formatIstanbulDateTime(shown.PlayedAt)}</time>
        </span>
      </p>
      <CouponFigures coupon={shown} />
      {shown.IsOwner ? <KupondasShare couponNo={shown.CouponNo} cancelled={shown.CouponStatus === 'cancelled'} /> : null}
      <PublicCouponRows rows={shown.Rows} />
      <div className="public-coupon__play">
        {playable ? (
          <>
            <Button variant="primary" loading={copying} onClick={() => dispatch(A.copyRequested())}>
              {T.play}
            </Button>
            <p className="public-coupon__hint">{T.playHint}</p>
          </>
        ) : (
          <p className="public-coupon__hint">{T.settled}</p>
        )}
        <p role="status" className="public-coupon__copied">
          {copying ? T.playing : copied ? T.copied(copied) : ''}
        </p>
      </div>
    </section>
  );
}
