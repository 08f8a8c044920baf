/** Under the coupon panel: save the coupon unplayed (with a name), and the saved coupons to load back. */
import { lazy, Suspense } from 'react';
import { formatTime } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { savedCouponsActions as A, selectSavedCoupons } from './saved-coupons.slice';

// The dialog brings formik and yup: loaded on first use, out of the entry bundle.
const CouponNameDialog = lazy(() => import('../../components/coupon-name-dialog').then((m) => ({ default: m.CouponNameDialog })));

export const SAVED_BOX_TEXTS = {
  save: 'Kuponu Kaydet',
  list: 'Kayıtlı Kuponlarım',
  listName: 'Kayıtlı kuponlar',
  load: 'Yükle',
  empty: 'Kayıtlı kuponunuz bulunmamaktadır.',
  loading: 'Yükleniyor…',
  failed: 'Kayıtlı kuponlar yüklenemedi.',
} as const;

export function SavedCouponsBox() {
  const dispatch = useAppDispatch();
  const { dialogOpen, saving, listOpen, list, listStatus } = useAppSelector(selectSavedCoupons);
  const T = SAVED_BOX_TEXTS;
  return (
    <div className="saved-coupons">
      <div className="saved-coupons__buttons">
        <button type="button" onClick={() => dispatch(A.saveRequested())}>
          {T.save}
        </button>
        <button type="button" aria-expanded={listOpen} onClick={() => dispatch(A.listToggled())}>
          {T.list}
        </button>
      </div>
      {listOpen ? (
        <div className="saved-coupons__list">
          {listStatus === 'loading' ? <p role="status">{T.loading}</p> : null}
          {listStatus === 'failed' ? <p role="alert">{T.failed}</p> : null}
          {listStatus === 'loaded' && list.length === 0 ? <p>{T.empty}</p> : null}
          {list.length > 0 ? (
            <ul aria-label={T.listName}>
              {list.map((c) => (
                <li key={c.id}>
                  <span>
                    {c.name} · {c.selections.length} maç · {formatTime(c.savedAt)}
                  </span>
                  <button type="button" aria-label={`${T.load}: ${c.name}`} onClick={() => dispatch(A.loadRequested({ id: c.id }))}>
                    {T.load}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <CouponNameDialog
            busy={saving}
            onSave={(name) => dispatch(A.saveSubmitted({ name }))}
            onCancel={() => dispatch(A.dialogClosed())}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
