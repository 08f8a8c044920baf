/**
 * /Security/Security?R=: the forced password change (spec section 2). Current and new password with the shared
 * rules (the username rule uses the member's nickname here; the server checks the real username); the saga sends
 * it and goes on to R.
 */
import { useSearchParams } from 'react-router';
import { useFormik } from 'formik';
import { ValidationError } from '@shared/validation/yup';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import { PASSWORD_TEXTS, passwordChangeSchema, type PasswordChangeInput } from '@shared/validation/password.schema';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormAlert, FormPage } from '../../components/form-page';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { TextInput } from '../../components/ui/text-input';
import { returnPathOf } from '../../lib/return-path';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { selectMember } from '../auth/auth.slice';
import { securityActions, selectSecurity } from './security.slice';

type FieldName = keyof PasswordChangeInput;
const FIELDS: { name: FieldName; label: string; autoComplete: string }[] = [
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
    const errors: Partial<Record<FieldName, string>> = {};
    for (const inner of e.inner) if (inner.path && !errors[inner.path as FieldName]) errors[inner.path as FieldName] = inner.message;
    return errors;
  }
};

export function SecurityPage() {
  useDocumentTitle(ACCOUNT_MESSAGES.securityTitle);
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectSecurity);
  const member = useAppSelector(selectMember);
  const formik = useFormik<PasswordChangeInput>({
    initialValues: { currentPassword: '', newPassword: '', newPasswordAgain: '' },
    validate: validateWith(member?.NickName),
    onSubmit: (values, helpers) => {
      helpers.setSubmitting(false);
      dispatch(securityActions.changeRequested({ ...values, returnTo: returnPathOf(params.get('R')) }));
    },
  });

  return (
    <FormPage
      title={ACCOUNT_MESSAGES.securityTitle}
      intro={member?.IsPasswordChanged === false ? MESSAGES.passwordChangeRequired : ACCOUNT_MESSAGES.securityIntro}
    >
      <form className="form-page__form" noValidate onSubmit={formik.handleSubmit}>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <Field key={name} label={label} error={formik.touched[name] ? formik.errors[name] : undefined}>
            <TextInput type="password" autoComplete={autoComplete} maxLength={128} {...formik.getFieldProps(name)} />
          </Field>
        ))}
        <p className="form-page__hint">{PASSWORD_TEXTS.rulesHint}</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="form-page__actions">
          <Button type="submit" variant="primary" size="lg" fullWidth loading={saving}>
            {ACCOUNT_MESSAGES.securitySubmit}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}
