/**
 * Sign-up at /uye-ol and /uyelik/uye-ol?r={link}: formik with the shared signupSchema (the edge checks the same
 * schema), the input rules of section 5 (< = > filter, number-only citizen ID, the phone mask, Android maxlength).
 * Submitting dispatches signupRequested; the saga registers and then logs the new member in.
 */
import { useFormik } from 'formik';
import { Link, useSearchParams } from 'react-router';
import { ROUTES, loginPageUrl } from '@shared/constants/routes';
import { LIMITS } from '@shared/constants/business';
import { EMAIL_MAX_LENGTH } from '@shared/validation/email';
import { NAME_MAX, USERNAME_LIMITS, signupSchema, type SignupInput } from '@shared/validation/signup.schema';
import { PASSWORD_LIMITS } from '@shared/validation/signup-password';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FilteredInput } from '../../components/filtered-input';
import { NumberOnlyInput } from '../../components/number-only-input';
import { PhoneMaskInput } from '../../components/phone-mask-input';
import { selectAuthStatus } from '../auth/auth.slice';
import { FormField, FormOutcome } from './form-field';
import { membershipActions, selectMembershipForm } from './membership.slice';
import { SIGNUP_PAGE_TEXTS as T } from './signup-texts';
import './membership.css';

type Values = Omit<SignupInput, 'referral'>;
const INITIAL: Values = {
  name: '',
  surname: '',
  citizenId: '',
  birthDate: '',
  username: '',
  email: '',
  mobilePhone: '',
  password: '',
  passwordAgain: '',
  acceptContract: false,
  acceptKvk: false,
};
type TextName = Exclude<keyof Values, 'acceptContract' | 'acceptKvk'>;

export function SignupPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const referral = params.get('r') ?? '';
  const form = useAppSelector(selectMembershipForm('signup'));
  const status = useAppSelector(selectAuthStatus);
  const formik = useFormik<Values>({
    initialValues: INITIAL,
    validationSchema: signupSchema,
    onSubmit: (v, helpers) => {
      helpers.setSubmitting(false);
      dispatch(membershipActions.signupRequested({ ...v, referral }));
    },
  });
  const err = (name: keyof Values) => (formik.touched[name] ? formik.errors[name] : undefined);
  const set = (name: TextName) => (v: string) => void formik.setFieldValue(name, v);
  const common = (name: TextName) => ({ name, onBlur: formik.handleBlur });

  if (status === 'member' && form.status !== 'done') {
    return (
      <section className="member-page">
        <h1>{T.heading}</h1>
        <p>
          {T.memberHere} <Link to={ROUTES.home}>{T.home}</Link>
        </p>
      </section>
    );
  }

  const text = (name: 'name' | 'surname' | 'username' | 'email', label: string, max: number, extra: { hint?: string; type?: string; auto?: string } = {}) => (
    <FormField id={`signup-${name}`} label={label} error={err(name)} hint={extra.hint}>
      {(a11y) => (
        <FilteredInput {...a11y} {...common(name)} type={extra.type ?? 'text'} autoComplete={extra.auto} maxLength={max} value={formik.values[name]} onValueChange={set(name)} />
      )}
    </FormField>
  );
  const password = (name: 'password' | 'passwordAgain', label: string, hint?: string) => (
    <FormField id={`signup-${name}`} label={label} error={err(name)} hint={hint}>
      {(a11y) => (
        <input {...a11y} {...common(name)} type="password" autoComplete="new-password" maxLength={PASSWORD_LIMITS.max} value={formik.values[name]} onChange={formik.handleChange} />
      )}
    </FormField>
  );
  const check = (name: 'acceptContract' | 'acceptKvk', label: string) => (
    <div className={err(name) ? 'member-form__group member-form__group--error' : 'member-form__group'}>
      <label className="member-form__check">
        <input type="checkbox" name={name} checked={formik.values[name]} onChange={formik.handleChange} onBlur={formik.handleBlur} aria-invalid={err(name) ? true : undefined} />
        <span>{label}</span>
      </label>
      {err(name) ? <span className="member-form__error">{err(name)}</span> : null}
    </div>
  );

  return (
    <section className="member-page" aria-labelledby="signup-title">
      <h1 id="signup-title">{T.heading}</h1>
      <form noValidate className="member-form" onSubmit={formik.handleSubmit}>
        {text('name', T.name, NAME_MAX, { auto: 'given-name' })}
        {text('surname', T.surname, NAME_MAX, { auto: 'family-name' })}
        <FormField id="signup-citizenId" label={T.citizenId} error={err('citizenId')}>
          {(a11y) => <NumberOnlyInput {...a11y} {...common('citizenId')} maxLength={LIMITS.citizenIdDigits} value={formik.values.citizenId} onValueChange={set('citizenId')} />}
        </FormField>
        <FormField id="signup-birthDate" label={T.birthDate} error={err('birthDate')}>
          {(a11y) => <input {...a11y} {...common('birthDate')} type="date" autoComplete="bday" value={formik.values.birthDate} onChange={formik.handleChange} />}
        </FormField>
        {text('username', T.username, USERNAME_LIMITS.max, { hint: T.usernameHint, auto: 'username' })}
        {text('email', T.email, EMAIL_MAX_LENGTH, { type: 'email', auto: 'email' })}
        <FormField id="signup-mobilePhone" label={T.mobilePhone} error={err('mobilePhone')}>
          {(a11y) => <PhoneMaskInput {...a11y} {...common('mobilePhone')} value={formik.values.mobilePhone} onValueChange={set('mobilePhone')} />}
        </FormField>
        {password('password', T.password, T.passwordHint)}
        {password('passwordAgain', T.passwordAgain)}
        {check('acceptContract', T.acceptContract)}
        {check('acceptKvk', T.acceptKvk)}
        <button type="submit" className="member-form__submit" disabled={form.status === 'sending'}>
          {T.submit}
        </button>
        <FormOutcome status={form.status} message={form.message} />
      </form>
      <p>
        {T.alreadyMember} <Link to={loginPageUrl(ROUTES.home)}>{T.login}</Link>
      </p>
    </section>
  );
}
