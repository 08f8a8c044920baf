/** The link to Hesabım/Kuponlarım, for members only. */
import { Link } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { useAppSelector } from '../../app/hooks';
import { selectAuthStatus } from '../auth/auth.slice';

export const MY_COUPONS_LINK_TEXT = 'Hesabım/Kuponlarım';

export function MyCouponsLink() {
  const status = useAppSelector(selectAuthStatus);
  if (status !== 'member') return null;
  return (
    <Link className="my-coupons-link" to={ROUTES.myCoupons}>
      {MY_COUPONS_LINK_TEXT}
    </Link>
  );
}
