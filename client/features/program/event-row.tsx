/**
 * One program row: start time and event code, MBS, the event name (a link to its bet detail), the live state and
 * score, the sport's market columns (every group on wide screens, the picked one on a phone) and a "+N" that opens
 * the white popup of all markets. Memoised: it re-renders when its event changes, and each odds cell on its own.
 */
import { memo } from 'react';
import { shallowEqual } from 'react-redux';
import { dayKey, dayLabel, formatTime } from '@shared/format/tr';
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';
import type { ColumnGroupKey } from '@shared/constants/market-columns';
import type { ProgramEvent } from '@shared/protocol/program';
import { MbsBadge } from '../../components/mbs-badge';
import { LiveBadge } from '../../components/live-badge';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { selectDeviceClass } from '../../platform/view/view.selectors';
import { selectEventByCode, selectIsEventClosed, selectDayNow, selectMoreMarketCount } from './program.selectors';
import { selectBetDetailHref } from './program-links';
import { MarketGroup, shownGroups } from './market-columns';
import { MarketsPopupOpener } from './markets-popup-opener';
import { RouteLink } from '../../components/ui/route-link';

export interface EventRowProps {
  code: number;
  /** On a phone, the column group picked above the list; undefined shows every group. */
  pick?: ColumnGroupKey;
  /** Show the competition under the name, and the day unless today (rows outside a day and league group: the home). */
  showCompetition?: boolean;
}

/**
 * The event's name; in a tennis match under way, a ball mark before the player serving. A phone's row has no room
 * for the server's name in the live badge (program-columns.css), so the name line shows who serves; the badge's
 * accessible name says it in words, the mark is decoration.
 */
function EventName({ event }: { event: ProgramEvent }) {
  const side = event.live && event.liveState?.kind === 'sets' ? event.liveState.server : undefined;
  const { home, away, name } = event;
  if (side === undefined || !home || !away || name !== `${home} - ${away}`) return <>{name}</>;
  const mark = <span className="event-row__serve" aria-hidden="true" />;
  return side === 0 ? (
    <>
      {mark}
      {home} - {away}
    </>
  ) : (
    <>
      {home} - {mark}
      {away}
    </>
  );
}

const selectRow = (s: RootState, code: number) => ({
  event: selectEventByCode(s, code),
  closed: selectIsEventClosed(s, code),
  dayNow: selectDayNow(s),
  // The link by the edge's rule at the store's clock (a string: the row re-renders only when it changes).
  href: selectBetDetailHref(s, code) ?? '',
  // Bet-detail routing (spec section 4): the same window on phones, a new window otherwise.
  newWindow: selectDeviceClass(s) !== 'phone',
  more: selectMoreMarketCount(s, code),
});

export const EventRow = memo(function EventRow({ code, pick, showCompetition = false }: EventRowProps) {
  // One store subscription for the row (every dispatch checks every mounted one): the row re-renders when one of
  // these values changes.
  const { event, closed, dayNow, href, newWindow, more } = useAppSelector((s) => selectRow(s, code), shallowEqual);
  if (!event) return null;
  const groups = shownGroups(event.sportId, pick);
  return (
    <article className={event.live ? 'event-row event-row--live' : 'event-row'} aria-label={event.name}>
      <div className="event-row__info">
        <span className="event-row__when">
          <time className="event-row__time" dateTime={new Date(event.startsAt).toISOString()}>
            {formatTime(event.startsAt)}
          </time>
          <span className="event-row__code">
            <span className="visually-hidden">{PROGRAM_TEXTS.eventCode} </span>
            {event.code}
          </span>
        </span>
        <MbsBadge mbs={event.mbs} />
        <span className="event-row__title">
          <RouteLink className="event-row__name" to={href} title={event.name} {...(newWindow ? { target: '_blank', rel: 'noopener' } : {})}>
            <EventName event={event} />
          </RouteLink>
          {showCompetition && (
            <span className="event-row__competition">
              {dayKey(event.startsAt) === dayKey(dayNow) ? event.competition : `${dayLabel(event.startsAt, dayNow)} · ${event.competition}`}
            </span>
          )}
        </span>
        {event.live && <LiveBadge event={event} />}
      </div>
      <div className="event-row__markets">
        {groups.map((g) => (
          <MarketGroup key={g.key} code={code} group={g} closed={closed} />
        ))}
        <MarketsPopupOpener code={code} eventName={event.name} more={more} href={href} newWindow={newWindow} />
      </div>
    </article>
  );
});
