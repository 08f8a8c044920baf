/** Hesap Bilgilerim: the way to the password page (the security page). */
import { ACCOUNT_PAGE_TEXTS as T } from '@shared/constants/account-page-texts';
import { ROUTES } from '@shared/constants/routes';
import { Button } from '../../components/ui/button';

export function AccountPasswordSection() {
  return (
    <section className="account-page__section" aria-labelledby="account-password-heading">
      <h2 id="account-password-heading" className="account-page__heading">
        {T.passwordHeading}
      </h2>
      <p className="account-page__text">{T.passwordText}</p>
      <Button to={ROUTES.security} size="sm">
        {T.passwordLink}
      </Button>
    </section>
  );
}
