/**
 * /hesabim/iletisim-izinleri: the member's personal-data consent (give it in the consent popup, withdraw it in
 * the consent-cancel popup), the contact permissions of the member api (SMS, phone, e-mail) and the membership
 * cancellation request.
 */
import { useEffect } from 'react';
import { Form, Formik } from 'formik';
import { POPUP_PAGES } from '@shared/constants/contract';
import type { ContactPermissions } from '@shared/protocol/contract-api';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { FormPage } from '../../components/form-page';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { authActions, selectAuthStatus, selectMember } from '../auth/auth.slice';
import { siteNoticesActions } from '../site-notices/site-notices.slice';
import { PERMISSIONS_PAGE_TEXTS as T } from './consent-texts';
import { consentActions, selectConsent } from './consent.slice';
import './consent.css';

const FIELDS: readonly [keyof ContactPermissions, string][] = [
  ['smsAllowed', T.sms],
  ['phoneAllowed', T.phone],
  ['emailAllowed', T.email],
];

export function ContactPermissionsPage() {
  useDocumentTitle(PAGE_TITLES.contactPermissions);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const member = useAppSelector(selectMember);
  const { permissions, permissionsStatus, permissionsMessage } = useAppSelector(selectConsent);

  useEffect(() => {
    if (status === 'member') dispatch(consentActions.permissionsRequested());
  }, [dispatch, status]);

  if (status !== 'member' || !member) {
    return (
      <FormPage title={T.title} intro={T.loginNeeded}>
        {status === 'visitor' ? (
          <Button variant="primary" size="lg" fullWidth onClick={() => dispatch(authActions.loginRequired({ action: consentActions.permissionsRequested() }))}>
            {T.login}
          </Button>
        ) : null}
      </FormPage>
    );
  }

  return (
    <FormPage title={T.title} className="permissions-page">
      <section className="permissions-page__section" aria-labelledby="kvk-heading">
        <h2 id="kvk-heading" className="permissions-page__heading">
          {T.kvkHeading}
        </h2>
        <p className="permissions-page__text">{member.KvkAllowed ? T.kvkGiven : T.kvkNotGiven}</p>
        {member.KvkAllowed ? (
          <Button onClick={() => dispatch(consentActions.cancelRequested())}>{T.cancelConsent}</Button>
        ) : (
          <Button onClick={() => dispatch(consentActions.popupRequested({ popupPage: POPUP_PAGES.permissionsPage }))}>{T.giveConsent}</Button>
        )}
      </section>
      <section className="permissions-page__section" aria-labelledby="contact-heading">
        <h2 id="contact-heading" className="permissions-page__heading">
          {T.contactHeading}
        </h2>
        {permissions ? (
          <Formik initialValues={permissions} enableReinitialize onSubmit={(v) => void dispatch(consentActions.permissionsSaveRequested(v))}>
            {({ values, handleChange }) => (
              <Form className="form-page__form">
                <div className="permissions-page__checks">
                  {FIELDS.map(([name, label]) => (
                    <Checkbox key={name} name={name} label={label} checked={values[name]} onChange={handleChange} />
                  ))}
                </div>
                <div className="form-page__actions">
                  <Button type="submit" variant="primary" size="lg" fullWidth loading={permissionsStatus === 'saving'}>
                    {T.save}
                  </Button>
                </div>
              </Form>
            )}
          </Formik>
        ) : (
          <p role="status" className="form-page__status">
            {permissionsStatus === 'loading' ? T.loading : null}
          </p>
        )}
        {permissionsMessage ? (
          <p role="status" className="form-page__done">
            {permissionsMessage}
          </p>
        ) : null}
      </section>
      <section className="permissions-page__section" aria-labelledby="cancel-heading">
        <h2 id="cancel-heading" className="permissions-page__heading">
          {T.cancelHeading}
        </h2>
        <Button variant="ghost" onClick={() => dispatch(siteNoticesActions.cancellationRequestRequested())}>
          {T.cancelMembership}
        </Button>
      </section>
    </FormPage>
  );
}
