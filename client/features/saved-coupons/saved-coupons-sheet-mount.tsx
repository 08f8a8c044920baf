/**
 * 'Kayıtlı Kuponlarım' mounted once for the whole page: the coupon panel's action and the Hesabım entry (header
 * menu, phone menu) open the same sheet, wherever the member is. Its code loads apart from the entry: when the page
 * is idle, or at once when it is opened first.
 */
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { usePageIdle } from '../../lib/page-idle';
import { selectSavedCoupons } from './saved-coupons.slice';

const SavedCouponsSheet = lazy(() => import('./saved-coupons-sheet').then((m) => ({ default: m.SavedCouponsSheet })));

export function SavedCouponsSheetMount() {
  const open = useAppSelector((s) => selectSavedCoupons(s).listOpen);
  const mounted = usePageIdle(open);
  return mounted ? (
    <Suspense fallback={null}>
      <SavedCouponsSheet />
    </Suspense>
  ) : null;
}
