/**
 * /Site/LoginCaptcha?RedirectUrl=...: the login with a security code, where a foreign address is sent
 * (ForeignCaptchaRequired). The one login form with the security-code field and the captcha image (the captcha
 * feature loads it, and a new one after each failed login); after a login the auth saga follows the RedirectUrl
 * like the login page.
 */
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { safeReturnPath } from '@shared/rules/safe-return-path';
import { CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CaptchaImage } from '../../components/captcha-image';
import { captchaActions, selectCaptcha } from '../captcha/captcha.slice';
import { selectAuthStatus } from './auth.slice';
import { LoginForm } from './login-form';
import { LOGIN_PAGE_TEXTS } from './login-page';
import { LOGIN_PAGES } from './login-redirect';

export function LoginCaptchaPage() {
  const [params] = useSearchParams();
  const redirectUrl = params.get('RedirectUrl') ?? undefined;
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const { image, valueHash, loading, failed } = useAppSelector(selectCaptcha);
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
    <section className="login-page" aria-labelledby="login-captcha-title">
      <h1 id="login-captcha-title" className="login-page__title">
        {CAPTCHA_TEXTS.loginHeading}
      </h1>
      {visitor ? (
        <>
          <p className="captcha-page__intro">{CAPTCHA_TEXTS.loginIntro}</p>
          <LoginForm origin="page" redirectUrl={redirectUrl} captcha={{ node: box, version: valueHash }} />
        </>
      ) : (
        <p>
          {LOGIN_PAGE_TEXTS.alreadyIn} <Link to={safeReturnPath(redirectUrl, ROUTES.home, LOGIN_PAGES)}>{LOGIN_PAGE_TEXTS.continue}</Link>
        </p>
      )}
    </section>
  );
}
