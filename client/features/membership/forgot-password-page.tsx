/** Forgot password at /sifremi-unuttum and /uye/sifremi-unuttum: ask for a code, then set the new password with it. */
import { useEffect } from 'react';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FORGOT_PAGE_TEXTS as T } from './forgot-texts';
import { ForgotRequestForm } from './forgot-request-form';
import { membershipActions, selectResetFor } from './membership.slice';
import { ResetPasswordForm } from './reset-password-form';
import './membership.css';

export function ForgotPasswordPage() {
  useDocumentTitle(PAGE_TITLES.forgotPassword);
  const dispatch = useAppDispatch();
  const resetFor = useAppSelector(selectResetFor);
  // Leaving the page forgets the request: coming back starts again at step 1.
  useEffect(() => () => void dispatch(membershipActions.resetRestarted()), [dispatch]);
  return (
    <section className="member-page" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{T.heading}</h1>
      {resetFor ? <ResetPasswordForm resetFor={resetFor} /> : <ForgotRequestForm />}
    </section>
  );
}
