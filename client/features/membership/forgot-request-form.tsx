/** Forgot password, step 1: the account and a contact on file (SMS with the phone mask, or e-mail). */
import { useState } from 'react';
import { useFormik } from 'formik';
import { EMAIL_MAX_LENGTH } from '@shared/validation/email';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@shared/validation/forgot-password.schema';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FilteredInput } from '../../components/filtered-input';
import { PhoneMaskInput } from '../../components/phone-mask-input';
import { FORGOT_PAGE_TEXTS as T } from './forgot-texts';
import { FormField, FormOutcome } from './form-field';
import { membershipActions, selectMembershipForm } from './membership.slice';
import { Button } from '../../components/ui/button';
import { Radio, RadioGroup } from '../../components/ui/radio';

type Channel = 'sms' | 'email';

export function ForgotRequestForm() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectMembershipForm('forgot'));
  const [channel, setChannel] = useState<Channel>('sms');
  const formik = useFormik<ForgotPasswordInput>({
    initialValues: { identifier: '', contact: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: (v, helpers) => {
      helpers.setSubmitting(false);
      dispatch(membershipActions.forgotRequested({ identifier: v.identifier.trim(), contact: v.contact.trim() }));
    },
  });
  const err = (name: keyof ForgotPasswordInput) => (formik.touched[name] ? formik.errors[name] : undefined);
  const choose = (c: Channel) => {
    setChannel(c);
    void formik.setFieldValue('contact', '', false);
    void formik.setFieldTouched('contact', false, false);
  };
  const setContact = (v: string) => void formik.setFieldValue('contact', v);

  return (
    <form noValidate className="member-form" onSubmit={formik.handleSubmit}>
      <p>{T.intro}</p>
      <FormField id="forgot-identifier" label={T.identifier} error={err('identifier')}>
        {(a11y) => (
          <FilteredInput {...a11y} name="identifier" autoComplete="username" maxLength={64} value={formik.values.identifier} onBlur={formik.handleBlur} onValueChange={(v) => void formik.setFieldValue('identifier', v)} />
        )}
      </FormField>
      <RadioGroup legend={T.channel} name="channel" value={channel} onChange={(v) => choose(v as Channel)} inline>
        <Radio value="sms" label={T.bySms} />
        <Radio value="email" label={T.byEmail} />
      </RadioGroup>
      <FormField id="forgot-contact" label={channel === 'sms' ? T.phone : T.email} error={err('contact')}>
        {(a11y) =>
          channel === 'sms' ? (
            <PhoneMaskInput {...a11y} name="contact" value={formik.values.contact} onBlur={formik.handleBlur} onValueChange={setContact} />
          ) : (
            <FilteredInput {...a11y} name="contact" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={formik.values.contact} onBlur={formik.handleBlur} onValueChange={setContact} />
          )
        }
      </FormField>
      <Button type="submit" variant="primary" className="member-form__submit" loading={form.status === 'sending'}>
        {T.sendCode}
      </Button>
      {form.status === 'failed' ? <FormOutcome status={form.status} message={form.message} /> : null}
    </form>
  );
}
