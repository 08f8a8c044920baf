/** Contact us at /bize-yazin, for visitors and members: name, e-mail, subject and message, stored by the edge. */
import { useEffect } from 'react';
import { useFormik } from 'formik';
import { EMAIL_MAX_LENGTH } from '@shared/validation/email';
import { MESSAGE_LIMITS, contactUsSchema, type ContactUsInput } from '@shared/validation/message.schema';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FilteredInput } from '../../components/filtered-input';
import { selectMember } from '../auth/auth.slice';
import { FormField, FormOutcome } from './form-field';
import { MessageFields } from './message-fields';
import { MESSAGE_PAGE_TEXTS as T } from './message-texts';
import { membershipActions, selectMembershipForm } from './membership.slice';
import './membership.css';
import { Button } from '../../components/ui/button';

export function ContactUsPage() {
  useDocumentTitle(PAGE_TITLES.contactUs);
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectMember);
  const form = useAppSelector(selectMembershipForm('contact'));
  const formik = useFormik<ContactUsInput>({
    initialValues: { name: member ? `${member.Name} ${member.Surname}` : '', email: '', subject: '', message: '' },
    enableReinitialize: true,
    validationSchema: contactUsSchema,
    onSubmit: (v, helpers) => {
      helpers.setSubmitting(false);
      dispatch(membershipActions.contactRequested(v));
    },
  });
  useEffect(() => () => void dispatch(membershipActions.formCleared('contact')), [dispatch]);
  const err = (name: 'name' | 'email') => (formik.touched[name] ? formik.errors[name] : undefined);
  return (
    <section className="member-page" aria-labelledby="contact-title">
      <h1 id="contact-title">{T.contactHeading}</h1>
      {form.status === 'done' ? (
        <FormOutcome status={form.status} message={form.message} />
      ) : (
        <form noValidate className="member-form" onSubmit={formik.handleSubmit}>
          <FormField id="contact-name" label={T.name} error={err('name')}>
            {(a11y) => (
              <FilteredInput {...a11y} name="name" autoComplete="name" maxLength={MESSAGE_LIMITS.nameMax} value={formik.values.name} onBlur={formik.handleBlur} onValueChange={(v) => void formik.setFieldValue('name', v)} />
            )}
          </FormField>
          <FormField id="contact-email" label={T.email} error={err('email')}>
            {(a11y) => (
              <FilteredInput {...a11y} name="email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={formik.values.email} onBlur={formik.handleBlur} onValueChange={(v) => void formik.setFieldValue('email', v)} />
            )}
          </FormField>
          <MessageFields formik={formik} prefix="contact" />
          <Button type="submit" variant="primary" className="member-form__submit" loading={form.status === 'sending'}>
            {T.send}
          </Button>
          <FormOutcome status={form.status} message={form.message} />
        </form>
      )}
    </section>
  );
}
