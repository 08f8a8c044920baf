/**
 * The security-code field of the captcha login and the verification page: the captcha image (given by the page)
 * above a labelled TextInput. The shared login schema checks it (at least 5 characters when not skipped).
 */
import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';
import { LOGIN_TEXTS } from '@shared/validation/login.schema';
import { Field } from './ui/field';
import { TextInput } from './ui/text-input';
import './captcha.css';

export interface SecurityCodeFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  /** The captcha image and its "Yenile" button. */
  children: ReactNode;
}

/** Longer than any captcha; the server refuses more than 32. */
const MAX_CODE_LENGTH = 10;

export function SecurityCodeField({ id, value, error, onChange, onBlur, children }: SecurityCodeFieldProps) {
  return (
    <div className="security-code-field">
      {children}
      <Field id={id} label={LOGIN_TEXTS.securityCodeLabel} error={error}>
        <TextInput
          name="securityCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_CODE_LENGTH}
          className="security-code-field__input"
          value={value}
          onChange={onChange}
          onBlur={onBlur}
        />
      </Field>
    </div>
  );
}
