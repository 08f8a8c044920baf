/**
 * A list of share cards with keyset paging: 'Daha fazla' loads the next page, and so does scrolling near the end
 * (an IntersectionObserver on the button, where the browser has one). 'Akış hazırlanıyor' with skeleton cards while
 * the first page loads; the list region is aria-busy meanwhile.
 */
import { useEffect, useRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { KUPONDAS_TEXTS as T } from '@shared/constants/kupondas-texts';
import type { ShareCard as Share } from '@shared/protocol/kupondas-social-api';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/ui/button';
import { Skeleton, SKELETON_GROUP } from '../../components/ui/skeleton';
import { selectFeed } from './feed.slice';
import { ShareCard } from './share-card';
import { useNow } from './use-now';

const SKELETON_CARDS = 3;

export function FeedSkeleton() {
  return (
    <div className="kd-list" aria-busy="true">
      <p role="status" className="kd-preparing">
        <strong>{T.preparing}</strong>
        <span>{T.preparingText}</span>
      </p>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} className={`kd-card kd-card--skeleton ${SKELETON_GROUP}`} aria-hidden="true">
          <div className="kd-card__head">
            <Skeleton shape="circle" width={40} height={40} />
            <Skeleton width="40%" />
          </div>
          <Skeleton shape="block" height={96} />
          <Skeleton width="60%" />
        </div>
      ))}
    </div>
  );
}

export interface ShareListProps {
  shares: readonly Share[];
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  hideFollow?: boolean;
  label: string;
}

export function ShareList({ shares, hasMore, loadingMore, onMore, hideFollow, label }: ShareListProps) {
  const now = useNow();
  const { busy, playing } = useAppSelector(selectFeed);
  const more = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;
  useEffect(() => {
    const el = more.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onMoreRef.current();
    }, { rootMargin: '400px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, shares.length]);
  return (
    <section className="kd-list" aria-label={label}>
      {shares.map((s) => (
        <ShareCard key={s.ShareId} share={s} now={now} followBusy={busy.includes(s.Nickname)} playing={playing.includes(s.ShareId)} hideFollow={hideFollow} />
      ))}
      <div ref={more} className="kd-list__more">
        {hasMore ? (
          <Button variant="secondary" iconEnd={<ChevronDown />} loading={loadingMore} onClick={onMore}>
            {T.more}
          </Button>
        ) : shares.length > 0 ? (
          <p className="kd-list__end">{T.end}</p>
        ) : null}
      </div>
    </section>
  );
}
