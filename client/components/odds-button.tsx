/**
 * One odds button: outcome label and odds (tr-TR, 2 decimals), pressed when on the coupon, locked with a padlock.
 * Its accessible name starts with the text it shows ('1 1,85, <event>, <market> <outcome>, oran 1,85'), so a
 * speech user who says what they see reaches it (WCAG 2.5.3).
 */
import { formatOdd } from '@shared/format/tr';
import { LockIcon } from './lock-icon';

export type OddsTrend = 'up' | 'down' | null;

export interface OddsButtonProps {
  /** Short outcome label shown on the button ("1", "X", "Üst"). */
  label: string;
  /** Odds in hundredths. */
  odd: number;
  /** What the name says after the visible text: event, market and outcome, odds. */
  accessibleName: string;
  selected: boolean;
  locked: boolean;
  trend?: OddsTrend;
  onPick: () => void;
}

export function OddsButton({ label, odd, accessibleName, selected, locked, trend = null, onPick }: OddsButtonProps) {
  const cls = ['odds', selected && 'odds--selected', locked && 'odds--locked', trend && `odds--${trend}`].filter(Boolean);
  const visible = [label, locked ? '' : formatOdd(odd)].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={cls.join(' ')}
      aria-pressed={selected}
      aria-label={visible ? `${visible}, ${accessibleName}` : accessibleName}
      disabled={locked}
      onClick={onPick}
    >
      {label && <span className="odds__label">{label}</span>}
      {/* Not keyed by the odd: a new odd changes this span's text in place (no node removed and made, no style for a
          new element), the cheapest change a stream of odds can make. */}
      <span className="odds__value">
        {locked ? <LockIcon /> : formatOdd(odd)}
      </span>
    </button>
  );
}
