/** Forgot password at /sifremi-unuttum and /uye/sifremi-unuttum: ask for a code, then set the new password with it. */
import { useAppSelector } from '../../app/hooks';
import { FORGOT_PAGE_TEXTS as T } from './forgot-texts';
import { ForgotRequestForm } from './forgot-request-form';
import { selectResetFor } from './membership.slice';
import { ResetPasswordForm } from './reset-password-form';
import './membership.css';

export function ForgotPasswordPage() {
  const resetFor = useAppSelector(selectResetFor);
  return (
    <section className="member-page" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{T.heading}</h1>
      {resetFor ? <ResetPasswordForm resetFor={resetFor} /> : <ForgotRequestForm />}
    </section>
  );
}
