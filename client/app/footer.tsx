/** Site footer: the view switcher (phones) and the responsible-gaming note. */
import { SITE_NAME } from '@shared/constants/texts';
import { ViewSwitcher } from '../features/view/view-switcher';
import { MembershipLinks } from '../features/membership/membership-links';
import { MyCouponsLink } from '../features/my-coupons/my-coupons-link';

export function Footer() {
  return (
    <footer className="site-footer">
      <ViewSwitcher />
      <MembershipLinks />
      <MyCouponsLink />
      <p>18 yaşından küçüklerin bahis oynaması yasaktır. Şans oyunlarını sorumlu oynayınız.</p>
      <p className="site-footer__brand">{SITE_NAME}</p>
    </footer>
  );
}
