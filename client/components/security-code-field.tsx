/**
 * The login form's security-code field, shown only on the captcha login page: the captcha image (given by the
 * page) above the input. The shared login schema checks it (at least 5 characters when not skipped).
 */
import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';
import { LOGIN_TEXTS } from '@shared/validation/login.schema';

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
    <div className="login-form__field">
      {children}
      <label htmlFor={id}>{LOGIN_TEXTS.securityCodeLabel}</label>
      <input
        id={id}
        name="securityCode"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={MAX_CODE_LENGTH}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
      />
      {error ? (
        <span id={`${id}-e`} className="login-form__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
