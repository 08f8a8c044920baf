/**
 * A coupon row's status icon (spec section 4, status ids 1-6) with its accessible name: thumbs up and down for a
 * live pick's running state, check and cross for the settled result, cancelled, delayed. Inline SVG (lucide), not
 * emoji: a device without an emoji font would show empty boxes.
 */
import type { ReactNode } from 'react';
import { Ban, Clock, ThumbsDown, ThumbsUp } from 'lucide-react';
import { Check, X } from '../ui/sprite-icons';
import { ROW_STATUS_ICONS } from '@shared/constants/coupon-view-texts';

const SHAPES: Record<number, ReactNode> = {
  1: <ThumbsUp aria-hidden="true" />,
  2: <ThumbsDown aria-hidden="true" />,
  3: <Check aria-hidden="true" strokeWidth={3} />,
  4: <X aria-hidden="true" strokeWidth={3} />,
  5: <Ban aria-hidden="true" />,
  6: <Clock aria-hidden="true" />,
};

/** Whether a status id has an icon (a row without one leaves no room for it). */
export const hasRowStatusIcon = (statusId: number | null): statusId is number =>
  statusId !== null && ROW_STATUS_ICONS[statusId] !== undefined && SHAPES[statusId] !== undefined;

export function RowStatusIcon({ statusId }: { statusId: number | null }) {
  const icon = hasRowStatusIcon(statusId) ? ROW_STATUS_ICONS[statusId] : undefined;
  if (statusId === null || !icon) return null;
  return (
    <span className={`row-status row-status--${statusId}`} role="img" aria-label={icon.name} title={icon.name}>
      {SHAPES[statusId]}
    </span>
  );
}
