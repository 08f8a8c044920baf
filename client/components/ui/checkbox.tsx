/**
 * A checkbox with its label beside it (the whole row is clickable), an optional description under the label and
 * an optional error (tied by aria-describedby). The native input stays, restyled, so forms and keys work as usual.
 */
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Check, CircleAlert } from './sprite-icons';
import { cx } from './class-names';
import { joinIds } from './field-context';
import './check.css';
import './field.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
}

export function Checkbox({ label, description, error, className, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descId = `${inputId}-desc`;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx('ui-check-field', className)}>
      <label className="ui-check" htmlFor={inputId}>
        <span className="ui-check__control">
          <input
            {...rest}
            id={inputId}
            type="checkbox"
            className="ui-check__input"
            aria-invalid={error ? true : rest['aria-invalid']}
            aria-describedby={joinIds(error ? errorId : undefined, description ? descId : undefined, rest['aria-describedby'])}
          />
          <Check className="ui-check__mark" aria-hidden="true" />
        </span>
        <span className="ui-check__text">
          <span className="ui-check__label">{label}</span>
          {description ? (
            <span id={descId} className="ui-check__description">
              {description}
            </span>
          ) : null}
        </span>
      </label>
      {error ? (
        <p id={errorId} className="ui-field__error ui-check-field__error">
          <CircleAlert aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
