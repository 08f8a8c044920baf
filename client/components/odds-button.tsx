/**
 * One odds button: outcome label and odds (tr-TR, 2 decimals), pressed when on the coupon, locked with a padlock.
 * Its accessible name starts with the text it shows ('1 1,85, <event>, <market> <outcome>, oran 1,85'), so a
 * speech user who says what they see reaches it (WCAG 2.5.3).
 *
 * A program cell keeps its odd current between renders itself (program/live-odds.ts): it writes the value's text,
 * the name (`oddsButtonName`) and the rise/fall mark (the value's `data-trend`, which React never sets) in place.
 */
import type { Ref } from 'react';
import { formatOdd } from '@shared/format/tr';
import { LockIcon } from './lock-icon';

export type OddsTrend = 'up' | 'down';

/** The value's attribute holding a rise or fall mark; odds.css colours the value and draws the corner arrow from it. */
export const ODDS_TREND_ATTR = 'data-trend';

/** The class of the span holding the odd's text (a single text node while the button is not locked). */
export const ODDS_VALUE_CLASS = 'odds__value';

/** The button's accessible name: the text it shows, then what it is. */
export const oddsButtonName = (label: string, odd: number, locked: boolean, accessibleName: string): string => {
  const visible = [label, locked ? '' : formatOdd(odd)].filter(Boolean).join(' ');
  return visible ? `${visible}, ${accessibleName}` : accessibleName;
};

export interface OddsButtonProps {
  /** Short outcome label shown on the button ("1", "X", "Üst"). */
  label: string;
  /** Odds in hundredths. */
  odd: number;
  /** What the name says after the visible text: event, market and outcome, odds. */
  accessibleName: string;
  selected: boolean;
  locked: boolean;
  onPick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function OddsButton({ label, odd, accessibleName, selected, locked, onPick, ref }: OddsButtonProps) {
  const cls = ['odds', selected && 'odds--selected', locked && 'odds--locked'].filter(Boolean);
  return (
    <button
      ref={ref}
      type="button"
      className={cls.join(' ')}
      aria-pressed={selected}
      aria-label={oddsButtonName(label, odd, locked, accessibleName)}
      disabled={locked}
      onClick={onPick}
    >
      {label && <span className="odds__label">{label}</span>}
      {/* Not keyed by the odd: a new odd changes this span's text in place (no node removed and made, no style for a
          new element), the cheapest change a stream of odds can make. */}
      <span className={ODDS_VALUE_CLASS}>{locked ? <LockIcon /> : formatOdd(odd)}</span>
    </button>
  );
}
