/**
 * Hesabım → Hesap Bilgilerim (/hesabim): who the member is, the phone and e-mail with their verification, the
 * password page. Each part is a small section component, so a new part (the avatar) is one line here.
 */
import { useEffect } from 'react';
import { ACCOUNT_PAGE_TEXTS as T } from '@shared/constants/account-page-texts';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormPage } from '../../components/form-page';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { authActions, selectAuthStatus } from '../auth/auth.slice';
import { contactVerificationActions } from '../contact-verification/contact-verification.slice';
import { AccountContactsSection } from './account-contacts-section';
import { AccountIdentitySection } from './account-identity-section';
import { AccountPasswordSection } from './account-password-section';
import { AvatarBlock } from '../avatar/avatar.hooks';
import { accountActions } from './account.slice';
import './account.css';

export function AccountPage() {
  useDocumentTitle(PAGE_TITLES.account);
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);

  useEffect(() => {
    if (status !== 'member') return;
    dispatch(accountActions.infoRequested());
    dispatch(contactVerificationActions.recordRequested());
  }, [dispatch, status]);

  if (status !== 'member') {
    return (
      <FormPage title={T.title} intro={T.loginNeeded}>
        {status === 'visitor' ? (
          <Button variant="primary" size="lg" fullWidth onClick={() => dispatch(authActions.loginRequired({ action: accountActions.infoRequested() }))}>
            {T.login}
          </Button>
        ) : null}
      </FormPage>
    );
  }

  return (
    <FormPage title={T.title} className="account-page">
      <AccountIdentitySection />
      <AvatarBlock />
      <AccountContactsSection />
      <AccountPasswordSection />
    </FormPage>
  );
}
