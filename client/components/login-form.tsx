/**
 * The login form as the member sees it (header, login page, login dialog, campaign and captcha login pages): formik
 * with the shared loginSchema, so empty fields are marked with the schema's texts. Who submits and what the server
 * answered come from the caller (auth.hooks' useLoginForm). A new `passwordClears` (a logout) empties the password
 * field. With `captcha` the form shows the security-code field with the image and sends the code; a new image
 * empties the field. Inputs take at most LOGIN_MAX_LENGTH characters. The compact (header) form hides its labels
 * behind placeholders and shows its errors in a box laid over the page under the form, so the header never grows.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { CircleAlert } from './ui/sprite-icons';
import { RESET_LINK_TEXT } from '@shared/constants/texts';
import { LOGIN_MAX_LENGTH, LOGIN_TEXTS, loginSchema } from '@shared/validation/login.schema';
import { SecurityCodeField } from './security-code-field';
import { Button } from './ui/button';
import { Field } from './ui/field';
import { Link } from './ui/link';
import { TextInput } from './ui/text-input';
import './login-form.css';

interface LoginValues {
  username: string;
  password: string;
  skipSecurityCode: boolean;
  securityCode: string;
}

const INITIAL: LoginValues = { username: '', password: '', skipSecurityCode: true, securityCode: '' };

/** What the form sends: the trimmed identifier, the password, and the trimmed security code with a captcha. */
export interface LoginSubmission {
  username: string;
  password: string;
  securityCode?: string;
}

/** The form's state as the caller knows it: submitting, the server's refusal, the hint, logouts so far. */
export interface LoginFormModel {
  onSubmit: (submission: LoginSubmission) => void;
  submitting: boolean;
  /** The server's refusal; with code 102 where the "Şifremi unuttum" link goes. */
  failure: { message: string; resetLink: string | null } | null;
  /** Shown under the password field after a failed login. */
  passwordHint: boolean;
  /** The refusal is about the identifier (an e-mail address): that field is marked and tied to it. */
  failureOnIdentifier?: boolean;
  /** Counts logouts: a new value empties the password field. */
  passwordClears: number;
}

export interface LoginFormViewProps extends LoginFormModel {
  compact?: boolean;
  /** The captcha image node and the id of the image shown (a new one empties the security-code field). */
  captcha?: { node: ReactNode; version: string | null };
}

export function LoginFormView(props: LoginFormViewProps) {
  const { onSubmit, submitting, failure, passwordHint, passwordClears, failureOnIdentifier = false, compact = false, captcha } = props;
  const id = useId();
  const formik = useFormik<LoginValues>({
    initialValues: captcha ? { ...INITIAL, skipSecurityCode: false } : INITIAL,
    validationSchema: loginSchema,
    onSubmit: (v, helpers) => {
      helpers.setSubmitting(false);
      const securityCode = captcha ? { securityCode: v.securityCode.trim() } : {};
      onSubmit({ username: v.username.trim(), password: v.password, ...securityCode });
    },
  });

  const clears = useRef(passwordClears);
  const { setFieldValue, setFieldTouched } = formik;
  useEffect(() => {
    if (clears.current === passwordClears) return;
    clears.current = passwordClears;
    void setFieldValue('password', '', false);
    void setFieldTouched('password', false, false);
  }, [passwordClears, setFieldValue, setFieldTouched]);

  const hasCaptcha = captcha !== undefined;
  const imageVersion = captcha?.version ?? null;
  useEffect(() => {
    if (!hasCaptcha) return;
    void setFieldValue('securityCode', '', false);
    void setFieldTouched('securityCode', false, false);
  }, [hasCaptcha, imageVersion, setFieldValue, setFieldTouched]);

  const userError = formik.touched.username ? formik.errors.username : undefined;
  const passError = formik.touched.password ? formik.errors.password : undefined;
  const failureId = `${id}-f`;
  // An e-mail login is refused for the identifier itself: that field is marked and tied to the refusal.
  const identifierRefused = failure !== null && failureOnIdentifier;

  return (
    <form noValidate className={compact ? 'login-form login-form--compact' : 'login-form'} onSubmit={formik.handleSubmit}>
      <Field label={LOGIN_TEXTS.usernameLabel} error={userError} hideLabel={compact} className="login-form__field">
        <TextInput
          name="username"
          autoComplete="username"
          maxLength={LOGIN_MAX_LENGTH.username}
          placeholder={compact ? LOGIN_TEXTS.usernameLabel : undefined}
          value={formik.values.username}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          invalid={identifierRefused}
          aria-describedby={identifierRefused ? failureId : undefined}
        />
      </Field>
      <Field
        label={LOGIN_TEXTS.passwordLabel}
        error={passError}
        help={passwordHint && !compact ? LOGIN_TEXTS.passwordErrorHint : undefined}
        hideLabel={compact}
        className="login-form__field"
      >
        <TextInput
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={LOGIN_MAX_LENGTH.password}
          placeholder={compact ? LOGIN_TEXTS.passwordLabel : undefined}
          value={formik.values.password}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          invalid={passwordHint}
        />
      </Field>
      {captcha ? (
        <SecurityCodeField
          id={`${id}-s`}
          value={formik.values.securityCode}
          error={formik.touched.securityCode ? formik.errors.securityCode : undefined}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        >
          {captcha.node}
        </SecurityCodeField>
      ) : null}
      <Button type="submit" variant="primary" className="login-form__submit" loading={submitting} fullWidth={!compact}>
        {LOGIN_TEXTS.submit}
      </Button>
      {failure ? (
        <div id={failureId} role="alert" className="login-form__failure">
          <CircleAlert aria-hidden="true" className="login-form__failure-icon" />
          <p>
            {failure.message}
            {failure.resetLink ? (
              <>
                {' '}
                <Link href={failure.resetLink}>{RESET_LINK_TEXT}</Link>
              </>
            ) : null}
          </p>
          {passwordHint && compact ? <p className="login-form__hint">{LOGIN_TEXTS.passwordErrorHint}</p> : null}
        </div>
      ) : null}
    </form>
  );
}
