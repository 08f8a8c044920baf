/**
 * Tells the user the bulletin may be old: offline, or shown from the service-worker cache, and that its odds are not
 * current then (odds-freshness.ts decides the same for 'Hemen Oyna'). The status region stays mounted (empty when
 * all is well) and only its content changes, so screen readers announce the change. The sentence's code loads only
 * when it is needed; the service worker has precached it with the rest of the build.
 */
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectProgramCachedAt } from '../../features/program/program.selectors';
import { selectOnline } from './pwa.slice';
import './offline-notice.css';

const OfflineNoticeLine = lazy(() => import('./offline-notice-line'));

export function OfflineNotice() {
  const online = useAppSelector(selectOnline);
  const cachedAt = useAppSelector(selectProgramCachedAt);
  return (
    <div className="offline-notice" role="status">
      {!online || cachedAt !== null ? (
        <Suspense fallback={null}>
          <OfflineNoticeLine online={online} cachedAt={cachedAt} />
        </Suspense>
      ) : null}
    </div>
  );
}
