/**
 * The header's member area: nothing until the session is known; a member's name, balance and Hesabım menu; for a
 * visitor on a phone the 'Üye Ol' and 'Giriş Yap' buttons (Giriş Yap opens the login page and comes back), and on
 * wider screens the header login form with 'Şifremi Unuttum' and 'Üye Ol' (loaded beside the entry chunk: it
 * brings formik and yup). On a login page, whose main content is the login form, the header shows only 'Üye Ol':
 * a second form there would be a second 'Üye girişi' region and a second set of the same fields. The member's
 * part loads beside the entry chunk too, when a member is known.
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { HEADER_TEXTS } from '@shared/constants/site-chrome-texts';
import { LOGIN_PAGES, ROUTES, loginPageUrl } from '@shared/constants/routes';
import { Button } from '../../components/ui/button';
import { useAppSelector } from '../../app/hooks';
import { selectAuthStatus, selectMember } from './auth.slice';
import './auth.css';

const HeaderLogin = lazy(() => import('./header-login').then((m) => ({ default: m.HeaderLogin })));
// The member's part (Hesabım menu and its icons) loads once a member is known: a visitor's page never needs it.
const HeaderLoginMember = lazy(() => import('./header-login-member').then((m) => ({ default: m.HeaderLoginMember })));

/** Where 'Giriş Yap' on a phone goes: the login page, back to this page afterwards (not to another login page). */
const phoneLoginHref = (pathname: string, search: string): string =>
  LOGIN_PAGES.includes(pathname) ? `${pathname}${search}` : loginPageUrl(`${pathname}${search}`);

export function HeaderLoginArea({ phone }: { phone: boolean }) {
  const status = useAppSelector(selectAuthStatus);
  const member = useAppSelector(selectMember);
  const { pathname, search } = useLocation();

  if (status === 'member' && member) {
    return (
      <Suspense fallback={<div className="header-login" aria-busy="true" />}>
        <HeaderLoginMember member={member} phone={phone} />
      </Suspense>
    );
  }
  // Until the member-info call answers, nothing is shown rather than buttons that may vanish a moment later.
  if (status === 'unknown') return <div className="header-login" aria-busy="true" />;
  if (phone) {
    return (
      <div className="header-login header-login--buttons">
        <Button size="sm" variant="secondary" className="header-login__signup" to={ROUTES.signUp}>
          {HEADER_TEXTS.signUp}
        </Button>
        <Button size="sm" variant="primary" to={phoneLoginHref(pathname, search)}>
          {HEADER_TEXTS.login}
        </Button>
      </div>
    );
  }
  if (LOGIN_PAGES.includes(pathname)) {
    return (
      <div className="header-login header-login--buttons">
        <Button size="sm" variant="secondary" className="header-login__signup" to={ROUTES.signUp}>
          {HEADER_TEXTS.signUp}
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={<div className="header-login" aria-busy="true" />}>
      <HeaderLogin />
    </Suspense>
  );
}
