/** Bet detail of one event (?code=, ?uvc=): every market with its odds buttons; outrights as outcome lists. */
import { ChevronLeft } from '../../components/ui/sprite-icons';
import { EVENT_PAGES_TEXTS as T } from '@shared/constants/event-pages-texts';
import { dayLabel, formatTime } from '@shared/format/tr';
import { MbsBadge } from '../../components/mbs-badge';
import { LiveBadge } from '../../components/live-badge';
import { LoadSkeleton, LoadState } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { Skeleton, SKELETON_GROUP } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAppDispatch } from '../../app/hooks';
import { programActions } from './program.slice';
import { useEventView } from './use-event-view';
import { MarketCard } from './market-card';
import { OutrightOutcomes } from './outright-outcomes';

export interface EventDetailProps {
  code: number;
  backHref: string;
  backLabel: string;
  outright?: boolean;
}

/** The head card and a few market cards, at their usual sizes. */
function DetailSkeleton() {
  return (
    <>
      <div className={`card event-head ${SKELETON_GROUP}`}>
        <Skeleton width="30%" />
        <Skeleton width="70%" height={24} />
        <Skeleton width="45%" />
      </div>
      <div className="markets">
        <LoadSkeleton />
      </div>
    </>
  );
}

export function EventDetail({ code, backHref, backLabel, outright = false }: EventDetailProps) {
  const dispatch = useAppDispatch();
  const { event, markets, closed, load, now } = useEventView(code);
  useDocumentTitle(event?.name ?? T.detailTitle);
  const retry = () => dispatch(programActions.eventRequested({ code }));
  return (
    <article className="event-detail">
      <Button variant="ghost" size="sm" className="back-link" to={backHref} iconStart={<ChevronLeft />}>
        {backLabel}
      </Button>
      {event ? (
        <header className="card event-head">
          <p className="event-head__competition">{event.competition}</p>
          <h1 className="event-head__name">{event.name}</h1>
          <p className="event-head__meta">
            <span>
              {dayLabel(event.startsAt, now)} {formatTime(event.startsAt)}
            </span>
            <span>
              {T.eventCode} {event.code}
            </span>
            <MbsBadge mbs={event.mbs} />
            {event.live && <LiveBadge event={event} />}
          </p>
          {closed && <p className="event-head__closed">{T.closed}</p>}
        </header>
      ) : (
        <h1 className="visually-hidden">{T.detailTitle}</h1>
      )}
      <LoadState
        loading={load.status === 'idle' || load.status === 'loading'}
        error={load.error}
        empty={!event}
        texts={{ loading: T.detailLoading, retry: T.retry, emptyTitle: T.notFound, emptyText: T.notFoundText }}
        onRetry={retry}
        placeholder={<DetailSkeleton />}
      />
      {event && (
        <div className={outright ? 'markets markets--outright' : 'markets'}>
          {markets.map((m) =>
            outright ? (
              <section key={m.id} className="card market" aria-label={m.name}>
                <h2 className="market__title">{m.name}</h2>
                <OutrightOutcomes marketId={m.id} eventCode={code} closed={closed} />
              </section>
            ) : (
              <MarketCard key={m.id} marketId={m.id} eventCode={code} closed={closed} />
            ),
          )}
        </div>
      )}
    </article>
  );
}
