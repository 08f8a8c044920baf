/**
 * A form field: the label, the control, a help text and an error text. The control is tied to them by id: the label
 * by htmlFor, help and error by aria-describedby (error first), and aria-invalid while there is an error. Put a
 * TextInput, Select or NumberStepper inside (they read the field), or pass a function that spreads the given props
 * on any other control. The error is plain text; announce a form's errors where the form is submitted.
 */
import { useId, type ReactNode } from 'react';
import { CircleAlert } from './sprite-icons';
import { cx } from './class-names';
import { FieldContext, joinIds, type FieldControlProps } from './field-context';
import './field.css';

export interface FieldProps {
  label: ReactNode;
  /** A hint under the control ('3-20 karakter'). */
  help?: ReactNode;
  /** The error text; falsy when the value is fine. */
  error?: ReactNode;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

export function Field({ label, help, error, required = false, id, hideLabel = false, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const helpId = `${controlId}-help`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': joinIds(hasError && errorId, help ? helpId : undefined),
    'aria-invalid': hasError ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  return (
    <div className={cx('ui-field', hasError && 'ui-field--invalid', className)}>
      <label htmlFor={controlId} className={cx('ui-field__label', hideLabel && 'visually-hidden')}>
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <FieldContext.Provider value={control}>{typeof children === 'function' ? children(control) : children}</FieldContext.Provider>
      {help ? (
        <p id={helpId} className="ui-field__help">
          {help}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="ui-field__error">
          <CircleAlert aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
