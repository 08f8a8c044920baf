/**
 * The one login form (header, login page, login dialog): formik with the shared loginSchema, so empty fields are
 * marked with the schema's texts. Submitting dispatches loginRequested; the auth saga does the rest. The server's
 * refusal, the password-error hint and the reset link come from the auth state, shown only by the form that
 * submitted. A logout empties the password field. The captcha login page passes `captcha`: the form then shows
 * the security-code field with the image and sends the code; a new image empties the field.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { LOGIN_TEXTS, loginSchema } from '@shared/validation/login.schema';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { authActions, selectLoginForm, type LoginOrigin } from './auth.slice';
import { SecurityCodeField } from '../../components/security-code-field';
import './auth.css';

export const RESET_LINK_TEXT = 'Şifremi unuttum';

interface LoginValues {
  username: string;
  password: string;
  skipSecurityCode: boolean;
  securityCode: string;
}

const INITIAL: LoginValues = { username: '', password: '', skipSecurityCode: true, securityCode: '' };

export interface LoginFormProps {
  origin: LoginOrigin;
  /** The login page's RedirectUrl (checked by the saga). */
  redirectUrl?: string;
  compact?: boolean;
  /** The captcha image node and the id of the image shown (a new one empties the security-code field). */
  captcha?: { node: ReactNode; version: string | null };
}

export function LoginForm({ origin, redirectUrl, compact = false, captcha }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectLoginForm);
  const id = useId();
  const formik = useFormik<LoginValues>({
    initialValues: captcha ? { ...INITIAL, skipSecurityCode: false } : INITIAL,
    validationSchema: loginSchema,
    onSubmit: (v, helpers) => {
      helpers.setSubmitting(false);
      const securityCode = captcha ? { securityCode: v.securityCode.trim() } : {};
      dispatch(authActions.loginRequested({ username: v.username.trim(), password: v.password, origin, redirectUrl, ...securityCode }));
    },
  });

  const clears = useRef(state.passwordClears);
  const { setFieldValue, setFieldTouched } = formik;
  useEffect(() => {
    if (clears.current === state.passwordClears) return;
    clears.current = state.passwordClears;
    void setFieldValue('password', '', false);
    void setFieldTouched('password', false, false);
  }, [state.passwordClears, setFieldValue, setFieldTouched]);

  const hasCaptcha = captcha !== undefined;
  const imageVersion = captcha?.version ?? null;
  useEffect(() => {
    if (!hasCaptcha) return;
    void setFieldValue('securityCode', '', false);
    void setFieldTouched('securityCode', false, false);
  }, [hasCaptcha, imageVersion, setFieldValue, setFieldTouched]);

  const mine = state.origin === origin;
  const submitting = mine && state.submitting;
  const userError = formik.touched.username ? formik.errors.username : undefined;
  const passError = formik.touched.password ? formik.errors.password : undefined;
  const hint = mine && state.passwordErrorHint;
  const passDescribedBy = [passError ? `${id}-pe` : '', hint ? `${id}-ph` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form noValidate className={compact ? 'login-form login-form--compact' : 'login-form'} onSubmit={formik.handleSubmit}>
      <div className="login-form__field">
        <label htmlFor={`${id}-u`}>{LOGIN_TEXTS.usernameLabel}</label>
        <input
          id={`${id}-u`}
          name="username"
          type="text"
          autoComplete="username"
          value={formik.values.username}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={userError ? true : undefined}
          aria-describedby={userError ? `${id}-ue` : undefined}
        />
        {userError ? (
          <span id={`${id}-ue`} className="login-form__error">
            {userError}
          </span>
        ) : null}
      </div>
      <div className="login-form__field">
        <label htmlFor={`${id}-p`}>{LOGIN_TEXTS.passwordLabel}</label>
        <input
          id={`${id}-p`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={formik.values.password}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={passError || hint ? true : undefined}
          aria-describedby={passDescribedBy}
        />
        {passError ? (
          <span id={`${id}-pe`} className="login-form__error">
            {passError}
          </span>
        ) : null}
        {hint ? (
          <span id={`${id}-ph`} className="login-form__hint">
            {LOGIN_TEXTS.passwordErrorHint}
          </span>
        ) : null}
      </div>
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
      <button type="submit" className="login-form__submit" disabled={submitting}>
        {LOGIN_TEXTS.submit}
      </button>
      {mine && state.error ? (
        <p role="alert" className="login-form__failure">
          {state.error.message}
          {state.error.resetLink ? (
            <>
              {' '}
              <a href={state.error.resetLink}>{RESET_LINK_TEXT}</a>
            </>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
