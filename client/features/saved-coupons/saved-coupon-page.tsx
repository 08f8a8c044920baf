/** A shared saved-coupon link (/kayitli-kupon/:code): loads that coupon into the panel and shows the program. */
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { useAppDispatch } from '../../app/hooks';
import { savedCouponsActions as A } from './saved-coupons.slice';

export function SavedCouponPage() {
  const dispatch = useAppDispatch();
  const { code } = useParams();
  useEffect(() => {
    if (code) dispatch(A.loadRequested({ code }));
  }, [code, dispatch]);
  return <Navigate to={ROUTES.program} replace />;
}
