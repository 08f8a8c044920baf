/** One played coupon on Hesabım/Kuponlarım: its figures, its rows with status icons and colours, and its actions. */
import { formatMoney, formatOdd } from '@shared/format/tr';
import type { CouponRowView, MyCoupon } from '@shared/protocol/coupon-engine-api';
import { useAppDispatch } from '../../app/hooks';
import { systemSizeLabel } from '../coupon/system-sizes.model';
import { myCouponsActions as A } from './my-coupons.slice';
import { MY_COUPONS_TEXTS as T } from './my-coupons-texts';
import { RowStatusIcon } from './row-status-icon';

const COLOR_CLASS: Record<number, string> = { 1: 'none', 2: 'win', 3: 'lose' };

function CouponRowLine({ row }: { row: CouponRowView }) {
  return (
    <li className={`my-coupon__row my-coupon__row--${COLOR_CLASS[row.colorId] ?? 'none'}`} data-color-id={row.colorId}>
      <RowStatusIcon statusId={row.statusId} />
      <span className="my-coupon__when">
        {row.date} {row.day} {row.time}
      </span>
      <span className="my-coupon__event">{row.logName}</span>
      <span className="my-coupon__pick">
        {row.marketName}: <strong>{row.outcomeName}</strong>
      </span>
      {row.bankStatus === 1 ? <span className="my-coupon__banker">{T.banker}</span> : null}
      <span className="my-coupon__odd">{formatOdd(row.odd)}</span>
    </li>
  );
}

export function MyCouponCard({ coupon, busy }: { coupon: MyCoupon; busy: boolean }) {
  const dispatch = useAppDispatch();
  const id = coupon.CouponId;
  const title = coupon.CouponName ? `${coupon.CouponName} (${coupon.CouponNo})` : coupon.CouponNo;
  const status = coupon.IsRefunded ? T.status.refunded : T.status[coupon.CouponStatus];
  return (
    <article className={`my-coupon my-coupon--${coupon.CouponStatus}`} aria-label={title}>
      <header className="my-coupon__head">
        <h3 className="my-coupon__title">{coupon.CouponName ?? coupon.CouponNo}</h3>
        <span className="my-coupon__status">{status}</span>
      </header>
      <dl className="my-coupon__figures">
        <div>
          <dt>{T.couponNo}</dt>
          <dd>{coupon.CouponNo}</dd>
        </div>
        {coupon.SystemSizes.length > 0 ? (
          <div>
            <dt>{T.system}</dt>
            <dd>
              {coupon.SystemSizes.map(systemSizeLabel).join(', ')} · {coupon.ColumnCount} {T.columns}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{T.amount}</dt>
          <dd>{formatMoney(coupon.Amount)}</dd>
        </div>
        <div>
          <dt>{T.totalOdds}</dt>
          <dd>{formatOdd(coupon.TotalOdd)}</dd>
        </div>
        <div>
          <dt>{coupon.CouponStatus === 'open' ? T.maxWinnings : T.winnings}</dt>
          <dd>{formatMoney(coupon.CouponStatus === 'open' ? coupon.MaxWinnings : coupon.Winnings)}</dd>
        </div>
      </dl>
      <p className="my-coupon__flags">
        {coupon.IsCancelable ? T.cancelable : T.notCancelable}
        {coupon.IsRefunded ? ` · ${T.refunded}` : ''}
      </p>
      <ul className="my-coupon__rows" aria-label={T.rows}>
        {coupon.Rows.map((r) => (
          <CouponRowLine key={r.outcomeId} row={r} />
        ))}
      </ul>
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
