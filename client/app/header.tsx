/** Site header: menu button (phone layout), the "iddaa" logo link and the header login. */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { MenuButton } from '../features/menu/menu-button';

// The login form brings formik and yup: loaded beside the entry chunk, not in it (entry budget, quality bars).
const HeaderLogin = lazy(() => import('../features/auth/header-login').then((m) => ({ default: m.HeaderLogin })));

export function Header({ phone }: { phone: boolean }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {phone && <MenuButton />}
        <Link className="logo" to={ROUTES.program}>
          iddaa
        </Link>
        <div className="site-header__login">
          <Suspense fallback={<div className="header-login" aria-busy="true" />}>
            <HeaderLogin />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
