/**
 * A played coupon's details as Hesabım/Kuponlarım and the public coupon page show them: the type, the figures
 * (amount, total odds, maximum or paid winnings), the state, and the rows with status icons and colours.
 */
import { formatMoney, formatOdd } from '@shared/format/tr';
import type { CouponRowView, MyCoupon } from '@shared/protocol/coupon-engine-api';
import { systemSizeLabel } from '../coupon/system-sizes.model';
import { MY_COUPONS_TEXTS as T } from './my-coupons-texts';
import { RowStatusIcon } from './row-status-icon';
import './my-coupons.css';

/** What both pages know of a played coupon (MyCoupon and PublicCoupon have these). */
export type ShownCoupon = Pick<
  MyCoupon,
  'CouponNo' | 'CouponStatus' | 'IsRefunded' | 'Amount' | 'TotalOdd' | 'MaxWinnings' | 'Winnings' | 'SystemSizes' | 'ColumnCount' | 'Rows'
>;

const COLOR_CLASS: Record<number, string> = { 1: 'none', 2: 'win', 3: 'lose' };

/** Tek (one row), Kombine (several), Sistem (chosen sizes). */
export const couponTypeText = (c: Pick<ShownCoupon, 'SystemSizes' | 'Rows'>): string =>
  c.SystemSizes.length > 0 ? T.types.system : c.Rows.length > 1 ? T.types.combo : T.types.single;

export const couponStatusText = (c: Pick<ShownCoupon, 'CouponStatus' | 'IsRefunded'>): string =>
  c.IsRefunded ? T.status.refunded : T.status[c.CouponStatus];

export function CouponRowLine({ row }: { row: CouponRowView }) {
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

export function CouponRowList({ rows }: { rows: readonly CouponRowView[] }) {
  return (
    <ul className="my-coupon__rows" aria-label={T.rows}>
      {rows.map((r) => (
        <CouponRowLine key={r.outcomeId} row={r} />
      ))}
    </ul>
  );
}

export function CouponFigures({ coupon }: { coupon: ShownCoupon }) {
  const open = coupon.CouponStatus === 'open';
  return (
    <dl className="my-coupon__figures">
      <div>
        <dt>{T.couponNo}</dt>
        <dd>{coupon.CouponNo}</dd>
      </div>
      <div>
        <dt>{T.type}</dt>
        <dd>{couponTypeText(coupon)}</dd>
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
        <dt>{open ? T.maxWinnings : T.winnings}</dt>
        <dd>{formatMoney(open ? coupon.MaxWinnings : coupon.Winnings)}</dd>
      </div>
    </dl>
  );
}
