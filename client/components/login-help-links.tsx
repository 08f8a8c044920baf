/**
 * Under the login form of the login page and the login dialog: 'Şifremi Unuttum' and 'Üye Ol', as the header's
 * login card has them from the start. `onFollow` runs before the page changes (the dialog closes itself).
 */
import { ROUTES } from '@shared/constants/routes';
import { HEADER_TEXTS } from '@shared/constants/site-chrome-texts';
import { LOGIN_PAGE_TEXTS } from '@shared/constants/texts';
import { Link } from './ui/link';
import './login-form.css';

export function LoginHelpLinks({ onFollow }: { onFollow?: () => void }) {
  return (
    <div className="login-help-links">
      <Link className="login-help-links__link" to={ROUTES.forgotPassword} onClick={onFollow}>
        {HEADER_TEXTS.forgotPassword}
      </Link>
      <p className="login-help-links__signup">
        {LOGIN_PAGE_TEXTS.noAccount}{' '}
        <Link className="login-help-links__link" variant="strong" to={ROUTES.signUp} onClick={onFollow}>
          {HEADER_TEXTS.signUp}
        </Link>
      </p>
    </div>
  );
}
