/**
 * Site header: the menu button (phone layout), the iddaa logo linking to the program, and the member area (login
 * form or buttons for visitors; name, balance and Hesabım for members). On phones it is one sticky row.
 */
import { Link } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { Logo } from '../components/ui/logo';
import { MenuButton } from '../features/menu/menu-button';
import { HeaderLoginArea } from '../features/auth/header-login-area';
import { KupondasEntry } from '../features/menu/kupondas-entry';
import { ProductLinks } from '../features/menu/product-links';
import './header.css';

export function Header({ phone }: { phone: boolean }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        {phone && <MenuButton />}
        <Link className="site-header__logo" to={ROUTES.program}>
          <Logo height={phone ? 26 : 34} />
        </Link>
        {phone ? null : <KupondasEntry place="header" />}
        {phone ? null : <ProductLinks place="header" />}
        <div className="site-header__login">
          <HeaderLoginArea phone={phone} />
        </div>
      </div>
    </header>
  );
}
