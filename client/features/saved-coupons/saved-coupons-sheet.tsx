/** 'Kayıtlı Kuponlarım': the member's saved coupons in a sheet, each with its name, size, time and 'Yükle'. */
import { Upload } from 'lucide-react';
import { formatTime } from '@shared/format/tr';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Sheet } from '../../components/ui/sheet';
import { Skeleton } from '../../components/ui/skeleton';
import { savedCouponsActions as A, selectSavedCoupons } from './saved-coupons.slice';
import { SAVED_BOX_TEXTS as T } from './saved-coupons-texts';

export function SavedCouponsSheet() {
  const dispatch = useAppDispatch();
  const { listOpen, list, listStatus } = useAppSelector(selectSavedCoupons);
  return (
    <Sheet open={listOpen} onClose={() => dispatch(A.listClosed())} title={T.list} description={T.listHint} size="sm" className="saved-sheet">
      <div aria-busy={listStatus === 'loading' || undefined}>
        {listStatus === 'loading' ? (
          <>
            <p className="visually-hidden" role="status">
              {T.loading}
            </p>
            <Skeleton lines={3} height={44} />
          </>
        ) : null}
        {listStatus === 'failed' ? (
          <div role="alert" className="saved-sheet__error">
            <span>{T.failed}</span>
            <Button size="sm" onClick={() => dispatch(A.listRequested())}>
              {T.retry}
            </Button>
          </div>
        ) : null}
        {listStatus === 'loaded' && list.length === 0 ? <EmptyState compact illustration="list" headingLevel={3} title={T.empty} text={T.emptyHint} /> : null}
        {list.length > 0 ? (
          <ul className="saved-sheet__list" aria-label={T.listName}>
            {list.map((c) => (
              <li key={c.id} className="saved-sheet__item">
                <span className="saved-sheet__name">{c.name}</span>
                <span className="saved-sheet__meta">
                  {T.matches(c.selections.length)} · {formatTime(c.savedAt)}
                </span>
                <Button size="sm" iconStart={<Upload />} className="saved-sheet__load" aria-label={`${T.load}: ${c.name}`} onClick={() => dispatch(A.loadRequested({ id: c.id }))}>
                  {T.load}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Sheet>
  );
}
