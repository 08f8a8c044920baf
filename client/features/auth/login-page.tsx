/** /Site/LoginPage?RedirectUrl=...: the login form in a page; after a login the saga follows the RedirectUrl. */
import { Link, useSearchParams } from 'react-router';
import { LOGIN_PAGES, ROUTES } from '@shared/constants/routes';
import { LOGIN_PAGE_TEXTS } from '@shared/constants/texts';
import { safeReturnPath } from '@shared/rules/safe-return-path';
import { useAppSelector } from '../../app/hooks';
import { selectAuthStatus } from './auth.slice';
import { LoginForm } from './login-form';
import { LoginHelpLinks } from '../../components/login-help-links';

export function LoginPage() {
  const [params] = useSearchParams();
  const redirectUrl = params.get('RedirectUrl') ?? undefined;
  const status = useAppSelector(selectAuthStatus);
  return (
    <section className="login-page" aria-labelledby="login-page-title">
      <h1 id="login-page-title" className="login-page__title">
        {LOGIN_PAGE_TEXTS.heading}
      </h1>
      {status === 'member' ? (
        <p>
          {LOGIN_PAGE_TEXTS.alreadyIn}{' '}
          <Link to={safeReturnPath(redirectUrl, ROUTES.home, LOGIN_PAGES)}>{LOGIN_PAGE_TEXTS.continue}</Link>
        </p>
      ) : (
        <>
          <LoginForm origin="page" redirectUrl={redirectUrl} />
          <LoginHelpLinks />
        </>
      )}
    </section>
  );
}
