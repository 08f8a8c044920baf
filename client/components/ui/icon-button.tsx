/**
 * A button showing only an icon. `label` is required: it is the accessible name (and the tooltip), since the icon
 * says nothing to a screen reader. `pressed` makes it a toggle (aria-pressed).
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import './icon-button.css';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary' | 'on-dark';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** Accessible name, in Turkish ('Kapat', 'Menüyü aç'). */
  label: string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Toggle state; leave undefined for a plain action. */
  pressed?: boolean;
}

export function IconButton({ label, icon, variant = 'ghost', size = 'md', pressed, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={cx('ui-icon-button', `ui-icon-button--${variant}`, `ui-icon-button--${size}`, className)}
    >
      <span className="ui-icon-button__icon" aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
