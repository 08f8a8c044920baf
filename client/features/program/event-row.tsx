/** One program row: time, MBS, event name, live badge, the main market's odds and a "+N" link to all markets. */
import { memo } from 'react';
import { Link } from 'react-router';
import { formatTime } from '@shared/format/tr';
import { MbsBadge } from '../../components/mbs-badge';
import { LiveBadge } from '../../components/live-badge';
import { useAppSelector } from '../../app/hooks';
import { selectLayout } from '../view/view.selectors';
import { selectEventByCode, selectIsEventClosed, selectMarketById, selectDayNow } from './program.selectors';
import { betDetailHref } from './program-links';
import { OddsCell } from './odds-cell';

export const EventRow = memo(function EventRow({ code }: { code: number }) {
  const event = useAppSelector((s) => selectEventByCode(s, code));
  const closed = useAppSelector((s) => selectIsEventClosed(s, code));
  const marketId = event?.marketIds[0];
  const market = useAppSelector((s) => (marketId === undefined ? undefined : selectMarketById(s, marketId)));
  // Day-granular now: enough to tell a long-started match (match center) from a detail page.
  const dayNow = useAppSelector(selectDayNow);
  // Bet-detail routing (spec section 4): the same window on phones, a new window otherwise.
  const newWindow = useAppSelector(selectLayout) !== 'phone';
  if (!event) return null;
  const href = betDetailHref(event, dayNow);
  const more = event.marketCount - (market ? 1 : 0);
  return (
    <article className={event.live ? 'event-row event-row--live' : 'event-row'} aria-label={event.name}>
      <div className="event-row__info">
        <time className="event-row__time" dateTime={new Date(event.startsAt).toISOString()}>
          {formatTime(event.startsAt)}
        </time>
        <MbsBadge mbs={event.mbs} />
        <Link
          className="event-row__name"
          to={href}
          title={event.name}
          {...(newWindow ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {event.name}
        </Link>
        {event.live && <LiveBadge minute={event.minute} score={event.score} />}
      </div>
      <div className="event-row__market">
        <div className="event-row__odds" role="group" aria-label={market ? `${event.name}, ${market.name}` : event.name}>
          {market?.outcomeIds.map((id) => (
            <OddsCell key={id} outcomeId={id} marketId={market.id} eventCode={code} closed={closed} />
          ))}
        </div>
        {more > 0 ? (
          <Link className="event-row__more" to={href} aria-label={`${event.name}: tüm bahisler, ${more} bahis daha`}>
            +{more}
          </Link>
        ) : (
          <span className="event-row__more event-row__more--none" aria-hidden="true" />
        )}
      </div>
    </article>
  );
});
