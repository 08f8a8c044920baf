/**
 * Site footer: the 18+ badge and the responsible-play notice, the help pages, Bize Yazın, the contract and the
 * KVK text, the member's coupons, the customer-service phone and the view switcher (phones). Columns on wider
 * screens, stacked on phones.
 */
import { Phone } from '../components/ui/sprite-icons';
import { CONTRACT_KVK_ID, ROUTES } from '@shared/constants/routes';
import { SITE_NAME } from '@shared/constants/texts';
import { RAFFLE_TEXTS } from '@shared/constants/raffle-texts';
import { HELP_LINK_TEXTS, HELP_ROUTES } from '@shared/constants/help-content';
import { DEFAULT_CUSTOMER_SERVICE_PHONE, FOOTER_TEXTS as T } from '@shared/constants/site-chrome-texts';
import { customerServicePhone } from '../platform/view/customer-service-phone';
import { Badge } from '../components/ui/badge';
import { Link } from '../components/ui/link';
import { Logo } from '../components/ui/logo';
import { ViewSwitcher } from '../platform/view/view-switcher';
import { MyCouponsLink } from '../features/my-coupons/my-coupons-link';
import { selectAuthStatus } from '../features/auth/auth.slice';
import { useAppSelector } from './hooks';
import './footer.css';

const telHref = (phone: string): string => `tel:${phone.replace(/\s+/g, '')}`;

export function Footer() {
  const phone = customerServicePhone() || DEFAULT_CUSTOMER_SERVICE_PHONE;
  const member = useAppSelector(selectAuthStatus) === 'member';
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__col site-footer__about" aria-label={SITE_NAME}>
          <Logo tone="on-light" height={28} />
          <p className="site-footer__responsible">
            <Badge tone="lose" className="site-footer__adults">
              <span aria-hidden="true">{T.adultsOnly}</span>
              <span className="visually-hidden">{T.adultsOnlyLabel}</span>
            </Badge>
            <span>
              <span>{T.responsible}</span> <Link to={ROUTES.responsiblePlay}>{T.responsibleLink}</Link>
            </span>
          </p>
        </section>
        <nav className="site-footer__col" aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            {T.helpHeading}
          </h2>
          <ul className="site-footer__list">
            {HELP_ROUTES.map((r) => (
              <li key={r}>
                <Link variant="subtle" to={ROUTES[r]}>
                  {HELP_LINK_TEXTS[r]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__col" aria-labelledby="footer-site">
          <h2 id="footer-site" className="site-footer__heading">
            {T.siteHeading}
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link variant="subtle" to={ROUTES.contactUs}>
                {T.contactUs}
              </Link>
            </li>
            <li>
              <Link variant="subtle" to={ROUTES.raffleResults}>
                {RAFFLE_TEXTS.resultsHeading}
              </Link>
            </li>
            <li>
              <Link variant="subtle" to={ROUTES.rafflesWinners}>
                {RAFFLE_TEXTS.winnersHeading}
              </Link>
            </li>
            <li>
              <Link variant="subtle" to={ROUTES.contractAlt}>
                {T.contract}
              </Link>
            </li>
            <li>
              <Link variant="subtle" to={`${ROUTES.contractAlt}#${CONTRACT_KVK_ID}`}>
                {T.kvk}
              </Link>
            </li>
            {member ? (
              <li>
                <MyCouponsLink />
              </li>
            ) : null}
          </ul>
        </nav>
        <section className="site-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {T.contactHeading}
          </h2>
          <a className="site-footer__phone" href={telHref(phone)}>
            <Phone aria-hidden="true" />
            <span className="visually-hidden">{T.phoneLabel}: </span>
            {phone}
          </a>
          <ViewSwitcher />
        </section>
      </div>
      <p className="site-footer__brand">{SITE_NAME}</p>
    </footer>
  );
}
