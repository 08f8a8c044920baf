/**
 * The offline notice's sentence (loaded only when there is something to say: offline-notice.tsx): from when the
 * shown program is, and that its odds are not current then.
 */
import { ODDS_STALE_TEXTS } from '@shared/constants/offline-texts';
import { offlineNoticeText } from './offline-notice-text';

export default function OfflineNoticeLine({ online, cachedAt }: { online: boolean; cachedAt: number | null }) {
  const text = offlineNoticeText(online, cachedAt, Date.now());
  if (!text) return null;
  return (
    <p className="offline-notice__text">
      {text}
      <strong className="offline-notice__stale"> {ODDS_STALE_TEXTS.oddsStale}</strong>
    </p>
  );
}
