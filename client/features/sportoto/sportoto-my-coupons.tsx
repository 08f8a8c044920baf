/** The member's Spor Toto coupons: picks, columns, status and winnings, with naming, mail and tracking. */
import { useEffect, useState } from 'react';
import { SPORTOTO_TEXTS as T } from '@shared/constants/sportoto-texts';
import { formatCount, formatMoney } from '@shared/format/tr';
import type { StotoCoupon } from '@shared/protocol/sportoto-api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CouponNameDialog } from '../../components/coupon-name-dialog';
import { LoadError, LoadSkeleton } from '../../components/load-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { selectSportoto, sportotoActions as A } from './sportoto.slice';

const TONE = { open: 'neutral', won: 'win', lost: 'lose' } as const;

export function StotoMyCoupons() {
  const dispatch = useAppDispatch();
  const { coupons, naming } = useAppSelector(selectSportoto);
  const [renaming, setRenaming] = useState<StotoCoupon | null>(null);
  useEffect(() => {
    dispatch(A.couponsRequested());
  }, [dispatch]);
  if (coupons.status === 'failed') return <LoadError message={T.loadError} retry={T.retry} onRetry={() => dispatch(A.couponsRequested())} />;
  if (!coupons.data) return <LoadSkeleton cards={2} />;
  if (coupons.data.length === 0) return <EmptyState title={T.myCouponsEmpty} illustration="coupon" compact />;
  return (
    <ul className="stoto-coupons">
      {coupons.data.map((c) => (
        <Card as="li" key={c.CouponId} padding="sm" className="stoto-coupon">
          <div className="stoto-coupon__head">
            <strong>{c.CouponName ?? `${T.couponNo} ${c.CouponNo}`}</strong>
            <Badge tone={TONE[c.Status]} size="sm">{T.status[c.Status]}</Badge>
          </div>
          <p className="stoto-muted">
            {T.week} {c.Week} · {c.CouponName ? `${T.couponNo} ${c.CouponNo} · ` : ''}{formatCount(c.Columns)} {T.columns} · {T.misli} {c.Misli} · {formatMoney(c.Amount)}
          </p>
          <ol className="stoto-coupon__picks" aria-label={T.tabProgram}>
            {c.Picks.map((p, i) => <li key={i}><span aria-hidden="true">{i + 1}.</span> {p.split('').join('-')}</li>)}
          </ol>
          {c.Status !== 'open' ? (
            <p>{c.BestCorrect !== null ? T.bestCorrect(c.BestCorrect) : ''} · {T.winnings}: {formatMoney(c.Winnings)}</p>
          ) : null}
          <div className="stoto-coupon__actions">
            <Button size="sm" variant="secondary" onClick={() => setRenaming(c)}>{T.name}</Button>
            <Button size="sm" variant="secondary" onClick={() => dispatch(A.mailRequested(c))}>{T.mail}</Button>
            <Button size="sm" variant="ghost" onClick={() => dispatch(A.trackRequested(c.CouponNo))}>{T.track}</Button>
          </div>
        </Card>
      ))}
      {renaming ? (
        <CouponNameDialog
          initialName={renaming.CouponName ?? ''}
          busy={naming}
          onCancel={() => setRenaming(null)}
          onSave={(name) => {
            dispatch(A.nameRequested({ couponId: renaming.CouponId, name }));
            setRenaming(null);
          }}
        />
      ) : null}
    </ul>
  );
}
