/**
 * Sign-up at /uye-ol and /uyelik/uye-ol?r={link}: formik with the shared signupFormSchema (the edge checks the same
 * rules), built from the design system (Field, TextInput, Checkbox, Button) with the input rules of section 5
 * (< = > filter, number-only citizen ID, the phone mask, Android maxlength) and maxlength from the schema limits.
 * The birth date is typed as gg.aa.yyyy and sent as YYYY-MM-DD. The contract and KVK boxes name their texts with a
 * link that opens the text in a dialog, whose 'Okudum, onaylıyorum' ticks the box. Submitting dispatches
 * signupRequested; the saga registers and then logs the new member in.
 */
import { useState, type MouseEvent } from 'react';
import { useFormik } from 'formik';
import { useSearchParams } from 'react-router';
import { ROUTES, loginPageUrl } from '@shared/constants/routes';
import { LIMITS } from '@shared/constants/business';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { BIRTH_DATE_INPUT, birthDateToIso, maskBirthDate } from '@shared/validation/birth-date';
import { EMAIL_MAX_LENGTH } from '@shared/validation/email';
import { NAME_MAX, USERNAME_LIMITS, signupFormSchema, type SignupInput } from '@shared/validation/signup.schema';
import { PASSWORD_LIMITS } from '@shared/validation/signup-password';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FilteredInput } from '../../components/filtered-input';
import { NumberOnlyInput } from '../../components/number-only-input';
import { PhoneMaskInput } from '../../components/phone-mask-input';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Link } from '../../components/ui/link';
import { TextInput } from '../../components/ui/text-input';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { selectAuthStatus } from '../auth/auth.slice';
import { FormOutcome } from './form-field';
import { membershipActions, selectMembershipForm } from './membership.slice';
import { SignupTextDialog, type SignupTextKind } from './signup-text-dialog';
import { SIGNUP_PAGE_TEXTS as T } from './signup-texts';
import './membership.css';
import './signup.css';

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
const BOX_OF: Record<SignupTextKind, 'acceptContract' | 'acceptKvk'> = { contract: 'acceptContract', kvk: 'acceptKvk' };
/** The input-rule controls (FilteredInput, NumberOnlyInput, PhoneMaskInput) drawn like the design system's TextInput. */
const CONTROL = 'ui-control';

export function SignupPage() {
  useDocumentTitle(PAGE_TITLES.signUp);
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const referral = params.get('r') ?? '';
  const form = useAppSelector(selectMembershipForm('signup'));
  const status = useAppSelector(selectAuthStatus);
  const [openText, setOpenText] = useState<SignupTextKind | null>(null);
  const formik = useFormik<Values>({
    initialValues: INITIAL,
    validationSchema: signupFormSchema,
    onSubmit: (v, helpers) => {
      helpers.setSubmitting(false);
      dispatch(membershipActions.signupRequested({ ...v, birthDate: birthDateToIso(v.birthDate) ?? v.birthDate, referral }));
    },
  });
  const err = (name: keyof Values) => (formik.touched[name] ? formik.errors[name] : undefined);
  const set = (name: TextName) => (v: string) => void formik.setFieldValue(name, v);
  const common = (name: TextName) => ({ name, onBlur: formik.handleBlur, value: formik.values[name] });

  if (status === 'member' && form.status !== 'done') {
    return (
      <section className="member-page signup">
        <h1>{T.heading}</h1>
        <p>
          {T.memberHere} <Link to={ROUTES.home}>{T.home}</Link>
        </p>
      </section>
    );
  }

  const text = (name: 'name' | 'surname' | 'username' | 'email', label: string, max: number, extra: { help?: string; type?: string; auto?: string } = {}) => (
    <Field id={`signup-${name}`} label={label} error={err(name)} help={extra.help}>
      {(control) => (
        <FilteredInput {...control} {...common(name)} className={CONTROL} type={extra.type ?? 'text'} autoComplete={extra.auto} maxLength={max} onValueChange={set(name)} />
      )}
    </Field>
  );
  const password = (name: 'password' | 'passwordAgain', label: string, help?: string) => (
    <Field id={`signup-${name}`} label={label} error={err(name)} help={help}>
      <TextInput {...common(name)} type="password" autoComplete="new-password" maxLength={PASSWORD_LIMITS.max} onChange={formik.handleChange} />
    </Field>
  );
  // The box ticks as any box does; its linked words open the text, whose 'Okudum, onaylıyorum' ticks it too.
  const box = (kind: SignupTextKind, link: string, rest: string) => {
    const name = BOX_OF[kind];
    const showText = (e: MouseEvent<HTMLAnchorElement>) => {
      e.preventDefault();
      setOpenText(kind);
    };
    const label = (
      <>
        <Link href={ROUTES.contractAlt} variant="strong" onClick={showText}>
          {link}
        </Link>
        {rest}
      </>
    );
    return <Checkbox id={`signup-${name}`} name={name} checked={formik.values[name]} onChange={formik.handleChange} onBlur={formik.handleBlur} label={label} error={err(name)} />;
  };
  const accept = () => {
    if (openText) void formik.setFieldValue(BOX_OF[openText], true);
    setOpenText(null);
  };

  return (
    <section className="member-page signup" aria-labelledby="signup-title">
      <h1 id="signup-title">{T.heading}</h1>
      <form noValidate className="signup__form" onSubmit={formik.handleSubmit}>
        <div className="signup__pair">
          {text('name', T.name, NAME_MAX, { auto: 'given-name' })}
          {text('surname', T.surname, NAME_MAX, { auto: 'family-name' })}
        </div>
        <div className="signup__pair">
          <Field id="signup-citizenId" label={T.citizenId} error={err('citizenId')}>
            {(control) => <NumberOnlyInput {...control} {...common('citizenId')} className={CONTROL} maxLength={LIMITS.citizenIdDigits} onValueChange={set('citizenId')} />}
          </Field>
          <Field id="signup-birthDate" label={T.birthDate} error={err('birthDate')} help={T.birthDateHint}>
            <TextInput
              {...common('birthDate')}
              inputMode="numeric"
              autoComplete="bday"
              placeholder={BIRTH_DATE_INPUT.placeholder}
              maxLength={BIRTH_DATE_INPUT.length}
              onChange={(e) => set('birthDate')(maskBirthDate(e.target.value))}
            />
          </Field>
        </div>
        {text('username', T.username, USERNAME_LIMITS.max, { help: T.usernameHint, auto: 'username' })}
        {text('email', T.email, EMAIL_MAX_LENGTH, { type: 'email', auto: 'email' })}
        <Field id="signup-mobilePhone" label={T.mobilePhone} error={err('mobilePhone')}>
          {(control) => <PhoneMaskInput {...control} {...common('mobilePhone')} className={CONTROL} onValueChange={set('mobilePhone')} />}
        </Field>
        {password('password', T.password, T.passwordHint)}
        {password('passwordAgain', T.passwordAgain)}
        <div className="signup__boxes">
          {box('contract', T.acceptContractLink, T.acceptContractRest)}
          {box('kvk', T.acceptKvkLink, T.acceptKvkRest)}
        </div>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={form.status === 'sending'}>
          {T.submit}
        </Button>
        <FormOutcome status={form.status} message={form.message} />
      </form>
      <p className="signup__login">
        {T.alreadyMember} <Link to={loginPageUrl(ROUTES.home)} variant="strong">{T.login}</Link>
      </p>
      {openText ? <SignupTextDialog kind={openText} onAccept={accept} onClose={() => setOpenText(null)} /> : null}
    </section>
  );
}
