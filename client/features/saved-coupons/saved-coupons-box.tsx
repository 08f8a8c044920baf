/**
 * The coupon's secondary actions in one row of labelled icon buttons: Kaydet (the name dialog), Kayıtlı
 * Kuponlarım, Paylaş (save and share its link) and E-posta (save and mail it). The list and the share choices open
 * in a sheet: from the bottom on phones, beside the coupon column on larger screens (the list's sheet is mounted by
 * the layout, saved-coupons-sheet-mount.tsx, as the Hesabım menu opens it too). Visitors get the login dialog first
 * (the sagas), and the action goes on after the login.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { FolderOpen, Mail, Save, Share2 } from '../../components/ui/sprite-icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { savedCouponsActions as A, selectSavedCoupons } from './saved-coupons.slice';
import { SAVED_BOX_TEXTS as T } from './saved-coupons-texts';
import { usePageIdle } from '../../lib/page-idle';
import './saved-coupons.css';

// The dialog brings formik and yup: loaded on first use, out of the entry bundle.
const CouponNameDialog = lazy(() => import('../../components/coupon-name-dialog').then((m) => ({ default: m.CouponNameDialog })));
// The share sheet loads apart from the entry too: mounted (closed) once the page is idle, or at once when opened first.
const ShareSheet = lazy(() => import('./share-sheet').then((m) => ({ default: m.ShareSheet })));

function Action({ label, name, icon, onClick, busy, expanded }: { label: string; name: string; icon: ReactNode; onClick: () => void; busy?: boolean; expanded?: boolean }) {
  return (
    <button
      type="button"
      className="coupon-action"
      aria-label={name}
      aria-busy={busy || undefined}
      aria-haspopup={expanded === undefined ? undefined : 'dialog'}
      aria-expanded={expanded}
      onClick={busy ? undefined : onClick}
    >
      <span className="coupon-action__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="coupon-action__label" aria-hidden="true">
        {label}
      </span>
    </button>
  );
}

export function SavedCouponsBox() {
  const dispatch = useAppDispatch();
  const { dialogOpen, saving, listOpen, shareMenuOpen, sharing } = useAppSelector(selectSavedCoupons);
  const shareSheet = usePageIdle(shareMenuOpen);
  return (
    <>
      <div className="coupon-actions" role="group" aria-label={T.actions}>
        <Action label={T.save} name={T.saveName} icon={<Save />} onClick={() => dispatch(A.saveRequested())} />
        <Action label={T.list} name={T.list} icon={<FolderOpen />} expanded={listOpen} onClick={() => dispatch(A.listRequested())} />
        <Action label={T.share} name={T.shareName} icon={<Share2 />} expanded={shareMenuOpen} busy={sharing} onClick={() => dispatch(A.shareMenuRequested())} />
        <Action label={T.mail} name={T.mailName} icon={<Mail />} busy={sharing} onClick={() => dispatch(A.mailRequested())} />
      </div>
      {shareSheet ? (
        <Suspense fallback={null}>
          <ShareSheet />
        </Suspense>
      ) : null}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <CouponNameDialog busy={saving} onSave={(name) => dispatch(A.saveSubmitted({ name }))} onCancel={() => dispatch(A.dialogClosed())} />
        </Suspense>
      ) : null}
    </>
  );
}
