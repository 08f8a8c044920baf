/** A coupon row's status icon (spec section 4, status ids 1-6) with its accessible name. */
import { ROW_STATUS_ICONS } from './my-coupons-texts';

export function RowStatusIcon({ statusId }: { statusId: number }) {
  const icon = ROW_STATUS_ICONS[statusId];
  if (!icon) return null;
  return (
    <span className={`row-status row-status--${statusId}`} role="img" aria-label={icon.name} title={icon.name}>
      {icon.glyph}
    </span>
  );
}
