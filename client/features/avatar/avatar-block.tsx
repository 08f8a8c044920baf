/**
 * The avatar on Hesap Bilgilerim: the member's current picture (a waiting one under its mask, spec section 4), its
 * state, the last rejection's reason, the approved archive to choose from, and change / remove. The block starts its
 * own feature (slice and saga) in the page's store, and the modal (with cropperjs behind it) loads when opened.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from 'react-redux';
import { Trash2, UserRound } from 'lucide-react';
import { AVATAR_STATUS, avatarImageUrl } from '@shared/constants/avatar';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { InjectFeature } from '../../app/feature-injector';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { avatarSaga } from './avatar.sagas';
import { avatarActions as A, avatarSlice, selectAvatar } from './avatar.slice';
import { AVATAR_UI as T } from './avatar-texts';
import './avatar.css';

const AvatarModal = lazy(() => import('./avatar-modal').then((m) => ({ default: m.AvatarModal })));

const AVATAR_FEATURE = { key: 'avatar', slices: [avatarSlice], saga: avatarSaga };

export function AvatarBlock() {
  (useStore() as { injectFeature?: InjectFeature }).injectFeature?.(AVATAR_FEATURE);
  const dispatch = useAppDispatch();
  const { avatar, archive, rejection, modalOpen, saving, status } = useAppSelector(selectAvatar);
  useEffect(() => {
    dispatch(A.stateRequested());
  }, [dispatch]);
  const id = avatar?.AvatarMediaId ?? null;
  const waiting = id !== null && avatar?.Status === AVATAR_STATUS.waiting;
  const others = archive.filter((a) => a !== id);
  return (
    <Card as="section" title={T.blockTitle} className="avatar-block">
      <div className="avatar-block__row">
        <span className={`avatar-block__picture${waiting ? ' avatar-block__picture--waiting' : ''}`}>
          {id !== null ? <img src={avatarImageUrl(id)} alt={T.currentAlt} width={96} height={96} /> : <UserRound aria-hidden="true" />}
        </span>
        <div className="avatar-block__state" aria-live="polite">
          {id === null ? <p>{status === 'failed' ? T.loadFailed : T.none}</p> : null}
          {waiting ? (
            <>
              <Badge tone="info">{T.waiting}</Badge>
              <p className="avatar-block__hint">{T.waitingHint}</p>
            </>
          ) : null}
          {id !== null && !waiting ? <Badge tone="win">{T.approved}</Badge> : null}
          {rejection ? <p className="avatar-block__rejection">{T.rejected(rejection.Reason)}</p> : null}
        </div>
      </div>
      {others.length > 0 ? (
        <div className="avatar-block__archive">
          <h3 className="avatar-block__archive-title">{T.archiveTitle}</h3>
          <ul>
            {others.map((mediaId, i) => (
              <li key={mediaId}>
                <button type="button" className="avatar-block__archived" disabled={saving} aria-label={T.useArchived(i + 1)} onClick={() => dispatch(A.archiveChosen({ mediaId }))}>
                  <img src={avatarImageUrl(mediaId)} alt="" width={48} height={48} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="avatar-block__actions">
        <Button variant="primary" onClick={() => dispatch(A.modalOpened())}>
          {id === null ? T.add : T.change}
        </Button>
        {id !== null ? (
          <Button variant="ghost" iconStart={<Trash2 aria-hidden="true" />} disabled={saving} onClick={() => dispatch(A.removeRequested())}>
            {T.remove}
          </Button>
        ) : null}
      </div>
      {modalOpen ? (
        <Suspense fallback={null}>
          <AvatarModal />
        </Suspense>
      ) : null}
    </Card>
  );
}
