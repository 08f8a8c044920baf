/** Bet detail of one event (?code=, ?uvc=): every market with its odds buttons; outrights as outcome lists. */
import { Link } from 'react-router';
import { dayLabel, formatTime } from '@shared/format/tr';
import { MbsBadge } from '../../components/mbs-badge';
import { LiveBadge } from '../../components/live-badge';
import { LoadState } from '../../components/load-state';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { eventKey, programActions } from './program.slice';
import { selectDayNow, selectEventByCode, selectEventMarkets, selectIsEventClosed, selectProgramLoad } from './program.selectors';
import { useEventDetail } from './use-program';
import { MarketCard } from './market-card';
import { OutrightOutcomes } from './outright-outcomes';

export interface EventDetailProps {
  code: number;
  backHref: string;
  backLabel: string;
  outright?: boolean;
}

export function EventDetail({ code, backHref, backLabel, outright = false }: EventDetailProps) {
  useEventDetail(code);
  const dispatch = useAppDispatch();
  const event = useAppSelector((s) => selectEventByCode(s, code));
  const markets = useAppSelector((s) => selectEventMarkets(s, code));
  const closed = useAppSelector((s) => selectIsEventClosed(s, code));
  const load = useAppSelector((s) => selectProgramLoad(s, eventKey(code)));
  const now = useAppSelector(selectDayNow);
  useDocumentTitle(event?.name ?? 'Bahis detayı');
  const retry = () => dispatch(programActions.eventRequested({ code }));
  return (
    <article className="event-detail">
      <Link className="back-link" to={backHref}>
        ‹ {backLabel}
      </Link>
      {event ? (
        <header className="card event-head">
          <p className="event-head__competition">{event.competition}</p>
          <h1 className="event-head__name">{event.name}</h1>
          <p className="event-head__meta">
            <span>
              {dayLabel(event.startsAt, now)} {formatTime(event.startsAt)}
            </span>
            <span>Maç kodu {event.code}</span>
            <MbsBadge mbs={event.mbs} />
            {event.live && <LiveBadge event={event} />}
          </p>
          {closed && <p className="event-head__closed">Bu etkinlik bahse kapalı.</p>}
        </header>
      ) : (
        load.status !== 'error' && <h1 className="visually-hidden">Bahis detayı</h1>
      )}
      <LoadState
        loading={load.status !== 'error'}
        error={load.error}
        empty={!event}
        emptyText="Etkinlik bulunamadı."
        onRetry={retry}
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
