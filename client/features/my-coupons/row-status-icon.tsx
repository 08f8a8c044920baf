/**
 * A coupon row's status icon (spec section 4, status ids 1-6) with its accessible name. Drawn as inline SVG, not
 * emoji: a device without an emoji font (many Linux desktops, kiosks) would show empty boxes.
 */
import type { ReactNode } from 'react';
import { ROW_STATUS_ICONS } from './my-coupons-texts';

/** Material Icons' thumb_up (Apache License 2.0); thumbs-down is the same hand turned over. */
const THUMB = 'M1 21h4V9H1v12zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z';
const LINE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const SHAPES: Record<number, ReactNode> = {
  1: <path d={THUMB} fill="currentColor" />,
  2: <path d={THUMB} fill="currentColor" transform="rotate(180 12 12)" />,
  3: <polyline points="4 12.5 9.5 18 20 6.5" {...LINE} />,
  4: <path d="M6 6l12 12M18 6L6 18" {...LINE} />,
  5: (
    <g {...LINE}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M6 18L18 6" />
    </g>
  ),
  6: (
    <g {...LINE}>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4.5l3 2M9.5 2.5h5" />
    </g>
  ),
};

export function RowStatusIcon({ statusId }: { statusId: number }) {
  const icon = ROW_STATUS_ICONS[statusId];
  if (!icon) return null;
  return (
    <span className={`row-status row-status--${statusId}`} role="img" aria-label={icon.name} title={icon.name}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {SHAPES[statusId]}
      </svg>
    </span>
  );
}
