/** One odds button: outcome label and odds (tr-TR, 2 decimals), pressed when on the coupon, locked with a padlock. */
import { formatOdd } from '@shared/format/tr';
import { LockIcon } from './lock-icon';

export type OddsTrend = 'up' | 'down' | null;

export interface OddsButtonProps {
  /** Short outcome label shown on the button ("1", "X", "Üst"). */
  label: string;
  /** Odds in hundredths. */
  odd: number;
  /** Full accessible name: event, market and outcome, odds. */
  accessibleName: string;
  selected: boolean;
  locked: boolean;
  trend?: OddsTrend;
  onPick: () => void;
}

export function OddsButton({ label, odd, accessibleName, selected, locked, trend = null, onPick }: OddsButtonProps) {
  const cls = ['odds', selected && 'odds--selected', locked && 'odds--locked', trend && `odds--${trend}`].filter(Boolean);
  return (
    <button
      type="button"
      className={cls.join(' ')}
      aria-pressed={selected}
      aria-label={accessibleName}
      disabled={locked}
      onClick={onPick}
    >
      {label && <span className="odds__label">{label}</span>}
      <span className="odds__value" key={odd}>
        {locked ? <LockIcon /> : formatOdd(odd)}
      </span>
    </button>
  );
}
