/**
 * The 'Kupondaş' entry of the desktop header and the phone off-canvas menu: the Kupondaş logo variant linking to
 * /kupondas (its accessible name is the logo's, 'iddaa Kupondaş'). The area itself loads with its route.
 */
import { NavLink } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { Logo } from '../../components/ui/logo';
import './kupondas-entry.css';

export function KupondasEntry({ place }: { place: 'header' | 'drawer' }) {
  return (
    <NavLink to={ROUTES.kupondas} className={`kupondas-entry kupondas-entry--${place}`}>
      <Logo variant="kupondas" tone={place === 'header' ? 'on-dark' : 'on-light'} height={place === 'header' ? 26 : 24} />
    </NavLink>
  );
}
