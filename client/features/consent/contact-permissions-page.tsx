/**
 * /hesabim/iletisim-izinleri: the member's personal-data consent (give it in the consent popup, withdraw it in
 * the consent-cancel popup), the contact permissions of the member api (SMS, phone, e-mail) and the membership
 * cancellation request.
 */
import { useEffect } from 'react';
import { Field, Form, Formik } from 'formik';
import { POPUP_PAGES } from '@shared/constants/contract';
import type { ContactPermissions } from '@shared/protocol/contract-api';
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
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const member = useAppSelector(selectMember);
  const { permissions, permissionsStatus, permissionsMessage } = useAppSelector(selectConsent);

  useEffect(() => {
    if (status === 'member') dispatch(consentActions.permissionsRequested());
  }, [dispatch, status]);

  if (status !== 'member' || !member) {
    return (
      <section className="permissions-page" aria-labelledby="permissions-title">
        <h1 id="permissions-title">{T.title}</h1>
        <p>{T.loginNeeded}</p>
        {status === 'visitor' ? (
          <button type="button" className="permissions-page__button" onClick={() => dispatch(authActions.loginRequired({ action: consentActions.permissionsRequested() }))}>
            {T.login}
          </button>
        ) : null}
      </section>
    );
  }

  return (
    <section className="permissions-page" aria-labelledby="permissions-title">
      <h1 id="permissions-title">{T.title}</h1>
      <section aria-labelledby="kvk-heading">
        <h2 id="kvk-heading">{T.kvkHeading}</h2>
        <p>{member.KvkAllowed ? T.kvkGiven : T.kvkNotGiven}</p>
        {member.KvkAllowed ? (
          <button type="button" className="permissions-page__button" onClick={() => dispatch(consentActions.cancelRequested())}>
            {T.cancelConsent}
          </button>
        ) : (
          <button type="button" className="permissions-page__button" onClick={() => dispatch(consentActions.popupRequested({ popupPage: POPUP_PAGES.permissionsPage }))}>
            {T.giveConsent}
          </button>
        )}
      </section>
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading">{T.contactHeading}</h2>
        {permissions ? (
          <Formik initialValues={permissions} enableReinitialize onSubmit={(v) => void dispatch(consentActions.permissionsSaveRequested(v))}>
            <Form className="permissions-page__form">
              {FIELDS.map(([name, label]) => (
                <label key={name} className="consent-popup__check">
                  <Field type="checkbox" name={name} />
                  {label}
                </label>
              ))}
              <button type="submit" className="permissions-page__button" disabled={permissionsStatus === 'saving'}>
                {T.save}
              </button>
            </Form>
          </Formik>
        ) : (
          <p role="status">{permissionsStatus === 'loading' ? T.loading : null}</p>
        )}
        {permissionsMessage ? <p role="status">{permissionsMessage}</p> : null}
      </section>
      <section aria-labelledby="cancel-heading">
        <h2 id="cancel-heading">{T.cancelHeading}</h2>
        <button type="button" className="permissions-page__button" onClick={() => dispatch(siteNoticesActions.cancellationRequestRequested())}>
          {T.cancelMembership}
        </button>
      </section>
    </section>
  );
}
