/**
 * The header login of wider screens: the compact login form, 'Şifremi Unuttum' under it and 'Üye Ol' beside it.
 * Errors show in a card over the page under the form; the header keeps its height.
 */
import { Link } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { HEADER_TEXTS } from '@shared/constants/site-chrome-texts';
import { Button } from '../../components/ui/button';
import { LoginForm } from './login-form';

export function HeaderLogin() {
  return (
    <div className="header-login header-login--visitor" role="region" aria-label={HEADER_TEXTS.loginArea}>
      <div className="header-login__form">
        <LoginForm origin="header" compact />
        <Link className="header-login__forgot" to={ROUTES.forgotPassword}>
          {HEADER_TEXTS.forgotPassword}
        </Link>
      </div>
      <Button size="sm" variant="secondary" className="header-login__signup" to={ROUTES.signUp}>
        {HEADER_TEXTS.signUp}
      </Button>
    </div>
  );
}
