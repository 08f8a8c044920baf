/**
 * A labelled form row with its error beneath (spec section 5: error style on the group, help text below), drawn by
 * the design system's Field. The input is rendered by the caller with the ids and aria attributes given.
 */
import type { ReactNode } from 'react';
import { Field } from '../../components/ui/field';

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

/** The design system's Field (label, help, error, their ids) around the caller's control. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <Field id={id} label={label} error={error} help={hint}>
      {(control) => children({ id: control.id, 'aria-invalid': control['aria-invalid'], 'aria-describedby': control['aria-describedby'] })}
    </Field>
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
