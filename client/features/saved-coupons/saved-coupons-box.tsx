/**
 * Under the coupon panel: save the coupon unplayed (with a name), save and share its link (Twitter, Facebook,
 * WhatsApp or copied), save and mail it, and the saved coupons to load back.
 */
import { lazy, Suspense, useState } from 'react';
import { formatTime } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { savedCouponsActions as A, selectSavedCoupons, type ShareMedia } from './saved-coupons.slice';

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
  share: 'Kaydet ve Paylaş',
  shareChoices: 'Paylaşım seçenekleri',
  mail: 'Kaydet ve E-posta Gönder',
  media: { twitter: 'Twitter', facebook: 'Facebook', whatsapp: 'WhatsApp', link: 'Linki Kopyala' } satisfies Record<ShareMedia, string>,
} as const;

const MEDIA_ORDER: readonly ShareMedia[] = ['twitter', 'facebook', 'whatsapp', 'link'];

export function SavedCouponsBox() {
  const dispatch = useAppDispatch();
  const { dialogOpen, saving, listOpen, list, listStatus, sharing } = useAppSelector(selectSavedCoupons);
  const [shareOpen, setShareOpen] = useState(false);
  const T = SAVED_BOX_TEXTS;
  const share = (mediatype: ShareMedia) => {
    setShareOpen(false);
    dispatch(A.shareRequested({ mediatype }));
  };
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
      <div className="saved-coupons__buttons" aria-busy={sharing || undefined}>
        <button type="button" aria-expanded={shareOpen} disabled={sharing} onClick={() => setShareOpen((o) => !o)}>
          {T.share}
        </button>
        <button type="button" disabled={sharing} onClick={() => dispatch(A.mailRequested())}>
          {T.mail}
        </button>
      </div>
      {shareOpen ? (
        <div role="group" aria-label={T.shareChoices} className="saved-coupons__share">
          {MEDIA_ORDER.map((m) => (
            <button key={m} type="button" disabled={sharing} onClick={() => share(m)}>
              {T.media[m]}
            </button>
          ))}
        </div>
      ) : null}
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
