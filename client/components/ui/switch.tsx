/**
 * An on/off switch with its label beside it: a native checkbox with role switch (Space toggles it, screen readers
 * say 'açık'/'kapalı'), drawn as a track and thumb; the whole row is clickable and at least the touch target high.
 */
import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import './switch.css';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line under the label, read with it (aria-describedby). */
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
  id?: string;
}

export function Switch({ label, checked, onChange, description, disabled, className, id }: SwitchProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descId = `${inputId}-desc`;
  return (
    <label className={cx('ui-switch', className)} htmlFor={inputId}>
      <span className="ui-switch__text">
        <span className="ui-switch__label">{label}</span>
        {description ? (
          <span id={descId} className="ui-switch__description">
            {description}
          </span>
        ) : null}
      </span>
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        className="ui-switch__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? descId : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
    </label>
  );
}
