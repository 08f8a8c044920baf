/**
 * The public coupon page (/kupon/:couponNo, where short links /k/{code} land): a played coupon read-only for anyone
 * its owner shared it with: number, type, state, rows with status icons and colours, amount, total odds, maximum or
 * paid winnings; "Bu kuponu oyna" copies its still-playable selections into the coupon panel.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { formatIstanbulDateTime } from '@shared/time/istanbul';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NotFound } from '../../components/not-found';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { CouponFigures, CouponRowList, couponStatusText } from '../../components/coupon-view/coupon-details';
import { publicCouponActions as A, selectPublicCoupon } from './public-coupon.slice';
import { PUBLIC_COUPON_TEXTS as T } from './public-coupon-texts';
import './public-coupon.css';

export function PublicCouponPage() {
  const dispatch = useAppDispatch();
  const { couponNo = '' } = useParams();
  const { status, coupon, copying, copied } = useAppSelector(selectPublicCoupon);
  useDocumentTitle(status === 'notFound' ? T.notFoundTitle : T.title(couponNo));
  useEffect(() => {
    if (couponNo) dispatch(A.requested({ couponNo }));
  }, [couponNo, dispatch]);

  if (status === 'notFound') return <NotFound title={T.notFoundTitle} message={T.notFoundText} />;
  if (!coupon || coupon.CouponNo !== couponNo) {
    return (
      <section className="card public-coupon" aria-label={T.heading}>
        {status === 'failed' ? (
          <div role="alert" className="public-coupon__error">
            {T.failed}{' '}
            <button type="button" className="button" onClick={() => dispatch(A.requested({ couponNo }))}>
              {T.retry}
            </button>
          </div>
        ) : (
          <p role="status">{T.loading}</p>
        )}
      </section>
    );
  }
  const playable = coupon.Rows.some((r) => r.status === 'open');
  return (
    <section className="card public-coupon" aria-labelledby="public-coupon-title">
      <header className={`public-coupon__head public-coupon__head--${coupon.IsRefunded ? 'refunded' : coupon.CouponStatus}`}>
        <h1 id="public-coupon-title" className="public-coupon__title">
          {coupon.CouponName ? `${coupon.CouponName} · ${coupon.CouponNo}` : `${T.heading} ${coupon.CouponNo}`}
        </h1>
        <p className="public-coupon__state">
          <span className="visually-hidden">{T.state}: </span>
          {couponStatusText(coupon)}
        </p>
      </header>
      <p className="public-coupon__meta">
        <span>
          {T.sharedBy}: <strong>{coupon.IsOwner ? T.own : coupon.UserName}</strong>
        </span>
        <span>
          {T.playedAt}: <time dateTime={new Date(coupon.PlayedAt).toISOString()}>{formatIstanbulDateTime(coupon.PlayedAt)}</time>
        </span>
      </p>
      <CouponFigures coupon={coupon} />
      <CouponRowList rows={coupon.Rows} />
      <div className="public-coupon__play">
        {playable ? (
          <>
            <button type="button" className="button button--primary" disabled={copying} onClick={() => dispatch(A.copyRequested())}>
              {copying ? T.playing : T.play}
            </button>
            <p className="public-coupon__hint">{T.playHint}</p>
          </>
        ) : (
          <p className="public-coupon__hint">{T.settled}</p>
        )}
        <p role="status" className="public-coupon__copied">
          {copied ? T.copied(copied) : ''}
        </p>
      </div>
    </section>
  );
}
