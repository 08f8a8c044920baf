/**
 * The public coupon's rows as they stand: an open pick whose event the page follows (its Event_<code>_V3 room,
 * use-followed-events through my-coupons.hooks) shows the live state, minute, score and running mark; settled picks
 * show their ✓/✗ from the coupon itself (reloaded when a followed event ends, public-coupon-live.sagas.ts). A row
 * re-renders only when its own event changes or its start time passes.
 */
import { memo } from 'react';
import type { CouponRowView } from '@shared/protocol/my-coupons-api';
import { useAppSelector } from '../../app/hooks';
import { CouponRowLine, CouponRowsFrame } from '../../components/coupon-view/coupon-details';
import { pickStateOf } from '../../components/coupon-view/pick-state';
import { selectEventByCode, selectNow } from '../program/program.selectors';

function PublicCouponRowView({ row }: { row: CouponRowView }) {
  const event = useAppSelector((s) => (row.status === 'open' ? selectEventByCode(s, row.code) : undefined));
  const started = useAppSelector((s) => row.startsAt !== null && selectNow(s) >= row.startsAt);
  return <CouponRowLine row={row} state={pickStateOf(row, event, started)} />;
}

const PublicCouponRow = memo(PublicCouponRowView);

export function PublicCouponRows({ rows }: { rows: readonly CouponRowView[] }) {
  return (
    <CouponRowsFrame>
      {rows.map((r) => (
        <PublicCouponRow key={r.outcomeId} row={r} />
      ))}
    </CouponRowsFrame>
  );
}
