/**
 * A shown coupon's rows, each with its honest pick state: the program's live event for the row (followed by the
 * page, use-followed-events.ts) gives the live state, score and running thumbs; the row re-renders only when its
 * own event changes or its start time passes.
 */
import { memo } from 'react';
import type { CouponRowView } from '@shared/protocol/my-coupons-api';
import { useAppSelector } from '../../app/hooks';
import { CouponRowLine, CouponRowsFrame } from '../../components/coupon-view/coupon-details';
import { pickStateOf } from '../../components/coupon-view/pick-state';
import { selectEventByCode, selectNow } from '../program/program.selectors';

function MyCouponRowView({ row }: { row: CouponRowView }) {
  const event = useAppSelector((s) => (row.status === 'open' ? selectEventByCode(s, row.code) : undefined));
  const started = useAppSelector((s) => row.startsAt !== null && selectNow(s) >= row.startsAt);
  return <CouponRowLine row={row} state={pickStateOf(row, event, started)} />;
}

const MyCouponRow = memo(MyCouponRowView);

export function MyCouponRows({ rows }: { rows: readonly CouponRowView[] }) {
  return (
    <CouponRowsFrame>
      {rows.map((r) => (
        <MyCouponRow key={r.outcomeId} row={r} />
      ))}
    </CouponRowsFrame>
  );
}
