/**
 * A played coupon's details as Hesabım/Kuponlarım and the public coupon page show them: the type, the figures
 * (amount; total odds, or a system's lowest and highest column odds and its columns; maximum or paid winnings), the
 * state, and the rows with their honest pick states (pick-state.ts).
 */
import type { ReactNode } from 'react';
import { COUPON_VIEW_TEXTS as T } from '@shared/constants/coupon-view-texts';
import { formatMoney, formatOdd } from '@shared/format/tr';
import type { CouponRowView, MyCoupon } from '@shared/protocol/my-coupons-api';
import { columnOddsRange } from '@shared/rules/column-odds';
import { systemSizeLabel } from '@shared/rules/system-sizes';
import { LiveBadge } from '../live-badge';
import { Badge } from '../ui/badge';
import { pickStateOf, statusIconOf, type PickState } from './pick-state';
import { hasRowStatusIcon, RowStatusIcon } from './row-status-icon';
import './coupon-view.css';

/** What both pages know of a played coupon (MyCoupon and PublicCoupon have these). */
export type ShownCoupon = Pick<
  MyCoupon,
  'CouponNo' | 'CouponStatus' | 'IsRefunded' | 'Amount' | 'TotalOdd' | 'MaxWinnings' | 'Winnings' | 'SystemSizes' | 'ColumnCount' | 'Rows'
>;

/** Tek (one row), Kombine (several), Sistem (chosen sizes). */
export const couponTypeText = (c: Pick<ShownCoupon, 'SystemSizes' | 'Rows'>): string =>
  c.SystemSizes.length > 0 ? T.types.system : c.Rows.length > 1 ? T.types.combo : T.types.single;

export const couponStatusText = (c: Pick<ShownCoupon, 'CouponStatus' | 'IsRefunded'>): string =>
  c.IsRefunded ? T.status.refunded : T.status[c.CouponStatus];

function Score({ score, label }: { score: [number, number]; label?: string }) {
  return (
    <span className="coupon-pick__score">
      {label ? <span className="visually-hidden">{label} </span> : null}
      {T.score(score[0], score[1])}
    </span>
  );
}

function PickStateView({ state }: { state: PickState }) {
  switch (state.kind) {
    case 'notStarted':
      return (
        <Badge tone="neutral" size="sm">
          {T.notStarted}
        </Badge>
      );
    case 'live':
      return <LiveBadge event={state.event} />;
    case 'waiting':
      return (
        <span className="coupon-pick__waiting">
          {state.score ? <Score score={state.score} /> : null}
          <span>{T.waiting}</span>
        </span>
      );
    case 'won':
    case 'lost':
      return state.score ? <Score score={state.score} label={T.finalScore} /> : null;
    case 'void':
      return null;
  }
}

/** A coupon row; the status icon's column is there only when the row has an icon ('Başlamadı' has none). */
export function CouponRowLine({ row, state }: { row: CouponRowView; state: PickState }) {
  const statusId = statusIconOf(state);
  const marked = hasRowStatusIcon(statusId);
  return (
    <li className={`coupon-pick coupon-pick--${state.kind}${marked ? '' : ' coupon-pick--unmarked'}`} data-color-id={row.colorId}>
      {marked ? (
        <span className="coupon-pick__mark">
          <RowStatusIcon statusId={statusId} />
        </span>
      ) : null}
      <span className="coupon-pick__main">
        <span className="coupon-pick__when">
          {row.date} {row.day} {row.time}
          {row.bankStatus === 1 ? (
            <Badge tone="info" size="sm" className="coupon-pick__banker">
              {T.banker}
            </Badge>
          ) : null}
        </span>
        <span className="coupon-pick__event">{row.logName}</span>
        <span className="coupon-pick__pick">
          {row.marketName}: <strong>{row.outcomeName}</strong>
        </span>
      </span>
      <span className="coupon-pick__side">
        <span className="coupon-pick__odd">
          <span className="visually-hidden">{T.odd} </span>
          {formatOdd(row.odd)}
        </span>
        <PickStateView state={state} />
      </span>
    </li>
  );
}

/** The list frame of a coupon's rows; the rows are CouponRowLine (a page following live events draws its own). */
export function CouponRowsFrame({ children }: { children: ReactNode }) {
  return (
    <ul className="coupon-picks" aria-label={T.rows}>
      {children}
    </ul>
  );
}

/** The rows of a coupon shown without live events (the public page): not started, waiting or settled. */
export function CouponRowList({ rows, now = Date.now() }: { rows: readonly CouponRowView[]; now?: number }) {
  return (
    <CouponRowsFrame>
      {rows.map((r) => (
        <CouponRowLine key={r.outcomeId} row={r} state={pickStateOf(r, undefined, r.startsAt !== null && r.startsAt <= now)} />
      ))}
    </CouponRowsFrame>
  );
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="coupon-figures__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The coupon's figures; a system coupon shows its sizes, columns and column odds instead of a total odds. The
 * number is a figure only where the heading does not show it already (`withNumber`: a card titled by its name).
 */
export function CouponFigures({ coupon, withNumber = false }: { coupon: ShownCoupon; withNumber?: boolean }) {
  const open = coupon.CouponStatus === 'open';
  const system = coupon.SystemSizes.length > 0;
  const range = system
    ? columnOddsRange(
        coupon.Rows.map((r) => r.odd),
        coupon.Rows.flatMap((r, i) => (r.bankStatus === 1 ? [i] : [])),
        coupon.SystemSizes,
      )
    : null;
  return (
    <dl className="coupon-figures">
      {withNumber ? <Figure term={T.couponNo}>{coupon.CouponNo}</Figure> : null}
      <Figure term={T.type}>{couponTypeText(coupon)}</Figure>
      {system ? (
        <>
          <Figure term={T.system}>
            {coupon.SystemSizes.map(systemSizeLabel).join(', ')} · {coupon.ColumnCount} {T.columns}
          </Figure>
          <Figure term={T.minColumnOdds}>{range ? formatOdd(range.min) : '–'}</Figure>
          <Figure term={T.maxColumnOdds}>{range ? formatOdd(range.max) : '–'}</Figure>
        </>
      ) : (
        <Figure term={T.totalOdds}>{formatOdd(coupon.TotalOdd)}</Figure>
      )}
      <Figure term={T.amount}>{formatMoney(coupon.Amount)}</Figure>
      <Figure term={open ? T.maxWinnings : T.winnings}>{formatMoney(open ? coupon.MaxWinnings : coupon.Winnings)}</Figure>
    </dl>
  );
}
