/**
 * Toggle chips for market switchers and filters: each chip is a button with aria-pressed. ChipGroup names the set
 * (role=group); for a one-of-many switcher the caller presses exactly one chip. Counts go in `count`.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import './chip.css';

export interface ChipProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-pressed'> {
  pressed: boolean;
  /** A number shown after the label (events in a market, matches in a filter). */
  count?: number;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  children: ReactNode;
}

export function Chip({ pressed, count, icon, children, className, type = 'button', ...rest }: ChipProps) {
  return (
    <button {...rest} type={type} aria-pressed={pressed} className={cx('ui-chip', className)}>
      {icon ? (
        <span className="ui-chip__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span>{children}</span>
      {/* The space keeps label and count apart in the accessible name; a flex box does not draw it. */}
      {count !== undefined ? <> <span className="ui-chip__count">{count}</span></> : null}
    </button>
  );
}

export interface ChipGroupProps {
  /** Accessible name of the set ('Bahis türü'). */
  label: string;
  children: ReactNode;
  /** One scrolling row (default) or wrapping lines. */
  wrap?: boolean;
  className?: string;
}

export function ChipGroup({ label, children, wrap = false, className }: ChipGroupProps) {
  return (
    <div role="group" aria-label={label} className={cx('ui-chip-group', wrap && 'ui-chip-group--wrap', className)}>
      {children}
    </div>
  );
}
