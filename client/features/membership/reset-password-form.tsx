/** Forgot password, step 2: the one-time code and the new password (the password rules of the shared schema). */
import { useFormik } from 'formik';
import { ROUTES, loginPageUrl } from '@shared/constants/routes';
import type { ForgotPasswordRequest } from '@shared/protocol/membership-api';
import { RESET_CODE_LENGTH, resetPasswordSchema } from '@shared/validation/forgot-password.schema';
import { PASSWORD_LIMITS } from '@shared/validation/signup-password';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { NumberOnlyInput } from '../../components/number-only-input';
import { FORGOT_PAGE_TEXTS as T } from './forgot-texts';
import { FormField, FormOutcome } from './form-field';
import { membershipActions, selectMembershipForm } from './membership.slice';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';

interface Values {
  code: string;
  password: string;
  passwordAgain: string;
}

export function ResetPasswordForm({ resetFor }: { resetFor: ForgotPasswordRequest }) {
  const dispatch = useAppDispatch();
  const sent = useAppSelector(selectMembershipForm('forgot'));
  const form = useAppSelector(selectMembershipForm('reset'));
  const formik = useFormik<Values>({
    initialValues: { code: '', password: '', passwordAgain: '' },
    validationSchema: resetPasswordSchema.pick(['code', 'password', 'passwordAgain']),
    onSubmit: (v, helpers) => {
      helpers.setSubmitting(false);
      dispatch(membershipActions.resetRequested({ ...resetFor, ...v }));
    },
  });
  const err = (name: keyof Values) => (formik.touched[name] ? formik.errors[name] : undefined);

  if (form.status === 'done') {
    return (
      <div>
        <FormOutcome status={form.status} message={form.message} />
        <Button variant="primary" className="member-form__submit" to={loginPageUrl(ROUTES.home)}>
          {T.login}
        </Button>
      </div>
    );
  }
  const password = (name: 'password' | 'passwordAgain', label: string, hint?: string) => (
    <FormField id={`reset-${name}`} label={label} error={err(name)} hint={hint}>
      {(a11y) => (
        <TextInput {...a11y} name={name} type="password" autoComplete="new-password" maxLength={PASSWORD_LIMITS.max} value={formik.values[name]} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      )}
    </FormField>
  );
  return (
    <form noValidate className="member-form" onSubmit={formik.handleSubmit}>
      <FormOutcome status={sent.status} message={sent.message} />
      <FormField id="reset-code" label={T.code} error={err('code')}>
        {(a11y) => (
          <NumberOnlyInput {...a11y} name="code" autoComplete="one-time-code" maxLength={RESET_CODE_LENGTH} value={formik.values.code} onBlur={formik.handleBlur} onValueChange={(v) => void formik.setFieldValue('code', v)} />
        )}
      </FormField>
      {password('password', T.password, T.passwordHint)}
      {password('passwordAgain', T.passwordAgain)}
      <Button type="submit" variant="primary" className="member-form__submit" loading={form.status === 'sending'}>
        {T.save}
      </Button>
      {form.status === 'failed' ? <FormOutcome status={form.status} message={form.message} /> : null}
      <Button variant="ghost" size="sm" className="member-form__link" onClick={() => dispatch(membershipActions.resetRestarted())}>
        {T.newCode}
      </Button>
    </form>
  );
}
