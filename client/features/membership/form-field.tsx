/**
 * A labelled form row with its error beneath (spec section 5: error style on the group, help text below). The
 * input is rendered by the caller with the ids and aria attributes given.
 */
import type { ReactNode } from 'react';

export interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'member-form__group member-form__group--error' : 'member-form__group'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint ? (
        <span id={`${id}-hint`} className="member-form__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="member-form__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The outcome line under a form: an alert for a failure, a status for a success. */
export function FormOutcome({ status, message }: { status: string; message: string | null }) {
  if (!message) return null;
  return status === 'failed' ? (
    <p role="alert" className="member-form__failure">
      {message}
    </p>
  ) : (
    <p role="status" className="member-form__success">
      {message}
    </p>
  );
}
