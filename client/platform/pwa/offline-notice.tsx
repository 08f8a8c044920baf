/**
 * Tells the user the bulletin may be old: offline, or shown from the service-worker cache. The status region stays
 * mounted (empty when all is well) and only its content changes, so screen readers announce the change.
 */
import { useAppSelector } from '../../app/hooks';
import { selectProgramCachedAt } from '../../features/program/program.selectors';
import { selectOnline } from './pwa.slice';
import { offlineNoticeText } from './offline-notice-text';
import './offline-notice.css';

export function OfflineNotice() {
  const online = useAppSelector(selectOnline);
  const cachedAt = useAppSelector(selectProgramCachedAt);
  const text = offlineNoticeText(online, cachedAt, Date.now());
  return (
    <div className="offline-notice" role="status">
      {text && <p className="offline-notice__text">{text}</p>}
    </div>
  );
}
