/**
 * /Security/Security?R=: the forced password change (spec section 2). Current and new password with the shared
 * rules (the username rule uses the member's nickname here; the server checks the real username); the saga sends
 * it and goes on to R.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useFormik } from 'formik';
import { ValidationError } from 'yup';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import { PASSWORD_TEXTS, passwordChangeSchema, type PasswordChangeInput } from '@shared/validation/password.schema';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { returnPathOf } from '../../lib/return-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { selectMember } from '../auth/auth.slice';
import { securityActions, selectSecurity } from './security.slice';
import '../../styles/forced-pages.css';

type Field = keyof PasswordChangeInput;
const FIELDS: { name: Field; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: PASSWORD_TEXTS.currentLabel, autoComplete: 'current-password' },
  { name: 'newPassword', label: PASSWORD_TEXTS.newLabel, autoComplete: 'new-password' },
  { name: 'newPasswordAgain', label: PASSWORD_TEXTS.againLabel, autoComplete: 'new-password' },
];

/** Every field's first error, with the member's name in yup's context (formik's validationSchema has none). */
const validateWith = (username: string | undefined) => (values: PasswordChangeInput) => {
  try {
    passwordChangeSchema.validateSync(values, { abortEarly: false, context: { username } });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const errors: Partial<Record<Field, string>> = {};
    for (const inner of e.inner) if (inner.path && !errors[inner.path as Field]) errors[inner.path as Field] = inner.message;
    return errors;
  }
};

export function SecurityPage() {
  useDocumentTitle(ACCOUNT_MESSAGES.securityTitle);
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectSecurity);
  const member = useAppSelector(selectMember);
  const id = useId();
  const formik = useFormik<PasswordChangeInput>({
    initialValues: { currentPassword: '', newPassword: '', newPasswordAgain: '' },
    validate: validateWith(member?.NickName),
    onSubmit: (values, helpers) => {
      helpers.setSubmitting(false);
      dispatch(securityActions.changeRequested({ ...values, returnTo: returnPathOf(params.get('R')) }));
    },
  });

  return (
    <section className="forced-page" aria-labelledby={`${id}-t`}>
      <h1 id={`${id}-t`}>{ACCOUNT_MESSAGES.securityTitle}</h1>
      <p>{member?.IsPasswordChanged === false ? MESSAGES.passwordChangeRequired : ACCOUNT_MESSAGES.securityIntro}</p>
      <form noValidate onSubmit={formik.handleSubmit}>
        {FIELDS.map(({ name, label, autoComplete }) => {
          const fieldError = formik.touched[name] ? formik.errors[name] : undefined;
          return (
            <div className="forced-page__field" key={name}>
              <label htmlFor={`${id}-${name}`}>{label}</label>
              <input
                id={`${id}-${name}`}
                type="password"
                autoComplete={autoComplete}
                maxLength={128}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${id}-${name}-e` : undefined}
                {...formik.getFieldProps(name)}
              />
              {fieldError && (
                <span id={`${id}-${name}-e`} className="forced-page__error">
                  {fieldError}
                </span>
              )}
            </div>
          );
        })}
        <p className="forced-page__hint">{PASSWORD_TEXTS.rulesHint}</p>
        {error && (
          <p role="alert" className="forced-page__error">
            {error}
          </p>
        )}
        <button type="submit" disabled={saving}>
          {ACCOUNT_MESSAGES.securitySubmit}
        </button>
      </form>
    </section>
  );
}
