/**
 * The other products' entries beside Kupondaş (the desktop header and the phone menu): At Yarışı (fixed-odds
 * Ganyan) and Spor Toto. Each area loads with its route.
 */
import { NavLink } from 'react-router';
import { PAGE_TITLES } from '@shared/constants/page-titles';
import { ROUTES } from '@shared/constants/routes';
import './product-links.css';

export function ProductLinks({ place }: { place: 'header' | 'drawer' }) {
  return (
    <>
      <NavLink to={ROUTES.horseRacing} className={`product-link product-link--${place}`}>
        {PAGE_TITLES.horseRacing}
      </NavLink>
      <NavLink to={ROUTES.sportsToto} className={`product-link product-link--${place}`}>
        {PAGE_TITLES.sportsToto}
      </NavLink>
    </>
  );
}
