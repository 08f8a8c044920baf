/**
 * /Site/LoginCaptcha?RedirectUrl=...: the login with a security code, where a foreign address is sent
 * (ForeignCaptchaRequired). The one login form with the security-code field and the captcha image (the captcha
 * feature loads it, and a new one after each failed login); after a login the auth saga follows the RedirectUrl
 * like the login page.
 */
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LOGIN_PAGES, ROUTES } from '@shared/constants/routes';
import { LOGIN_PAGE_TEXTS } from '@shared/constants/texts';
import { safeReturnPath } from '@shared/rules/safe-return-path';
import { CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FormPage } from '../../components/form-page';
import { CaptchaImage } from '../../components/captcha-image';
import { LoginFormView } from '../../components/login-form';
import { captchaActions, selectCaptcha } from './captcha.slice';
import { useLoginForm } from '../auth/auth.hooks';
import { selectAuthStatus } from '../auth/auth.slice';

export function LoginCaptchaPage() {
  const [params] = useSearchParams();
  const redirectUrl = params.get('RedirectUrl') ?? undefined;
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const { image, valueHash, loading, failed } = useAppSelector(selectCaptcha);
  const login = useLoginForm('page', redirectUrl);
  const visitor = status !== 'member';
  useEffect(() => {
    if (!visitor) return;
    dispatch(captchaActions.imageRequested());
    return () => {
      dispatch(captchaActions.closed());
    };
  }, [dispatch, visitor]);

  const box = <CaptchaImage image={image} loading={loading} failed={failed} onRefresh={() => dispatch(captchaActions.imageRequested())} />;
  return (
    <FormPage title={CAPTCHA_TEXTS.loginHeading} intro={visitor ? CAPTCHA_TEXTS.loginIntro : undefined}>
      {visitor ? (
        <LoginFormView {...login} captcha={{ node: box, version: valueHash }} />
      ) : (
        <p className="form-page__status">
          {LOGIN_PAGE_TEXTS.alreadyIn} <Link to={safeReturnPath(redirectUrl, ROUTES.home, LOGIN_PAGES)}>{LOGIN_PAGE_TEXTS.continue}</Link>
        </p>
      )}
    </FormPage>
  );
}
