/**
 * The white popup of a bulletin row (spec section 9): every market of the event in rate groups (Maç Sonucu,
 * Alt/Üst, Handikap, ...), picked from without leaving the list. It loads the event's full markets as the bet
 * detail page does (`useEventDetail`: the event key is held, refreshed and kept live while the popup is open) and
 * draws them with the connected odds cells, so picks go to the coupon, the selection, live odds and locks show.
 * Above WHITE_POPUP_SCROLL_GROUPS rate groups the body scrolls at a fixed height; with fewer it grows to fit. A
 * bottom sheet on phones, a centred white card from 768 px. Loaded on demand (markets-popup-opener.tsx).
 */
import { useMemo, type RefObject } from 'react';
import { MARKETS_POPUP_TEXTS as T, groupByRate, whitePopupScrolls } from '@shared/constants/markets-popup';
import { dayLabel, formatTime } from '@shared/format/tr';
import { Sheet } from '../../components/ui/sheet';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cx } from '../../components/ui/class-names';
import { LoadError } from '../../components/load-state';
import { LiveBadge } from '../../components/live-badge';
import { useAppDispatch } from '../../app/hooks';
import { programActions } from './program.slice';
import { useEventView } from './use-event-view';
import { MarketCard } from './market-card';
import './markets-popup.css';

export interface MarketsPopupProps {
  code: number;
  /** The bet detail page of the event (the row's link). */
  href: string;
  /** Open the bet detail in a new window (not on phones: spec section 4). */
  newWindow: boolean;
  onClose: () => void;
  /** The "+N" button: focus goes back to it on closing. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

export default function MarketsPopup({ code, href, newWindow, onClose, returnFocusRef }: MarketsPopupProps) {
  const dispatch = useAppDispatch();
  const { event, markets, closed, load, now } = useEventView(code);
  const groups = useMemo(() => groupByRate(markets), [markets]);
  const scrolls = whitePopupScrolls(groups.length);
  const loading = load.status === 'idle' || load.status === 'loading';
  const detail = (
    <Button variant="secondary" size="sm" to={href} onClick={onClose} {...(newWindow ? { target: '_blank', rel: 'noopener' } : {})}>
      {T.goToDetail}
    </Button>
  );
  const meta = event && (
    <span className="markets-popup__meta">
      <span>{event.competition}</span>
      <span>
        {dayLabel(event.startsAt, now)} {formatTime(event.startsAt)}
      </span>
      {event.live && <LiveBadge event={event} />}
    </span>
  );
  return (
    <Sheet
      open
      onClose={onClose}
      title={event?.name ?? T.loading}
      description={meta}
      desktop="dialog"
      size="lg"
      closeLabel={T.close}
      returnFocusRef={returnFocusRef}
      className={cx('markets-popup', scrolls ? 'markets-popup--scroll' : 'markets-popup--fit')}
      footer={detail}
    >
      <div className="markets-popup__groups" data-rate-groups={groups.length} data-scrolls={scrolls ? 'true' : 'false'}>
        {groups.map(({ group, markets: list }) => (
          <section key={group.key} className="markets-popup__group" aria-labelledby={`markets-popup-${code}-${group.key}`}>
            <h3 id={`markets-popup-${code}-${group.key}`} className="markets-popup__group-title">
              {group.title}
            </h3>
            <div className="markets-popup__markets">
              {list.map((m) => (
                <MarketCard key={m.id} marketId={m.id} eventCode={code} closed={closed} level={4} className="markets-popup__market" idPrefix="markets-popup-market" />
              ))}
            </div>
          </section>
        ))}
        {loading && (
          <p className="markets-popup__loading" role="status">
            <Spinner /> {T.loading}
          </p>
        )}
        {load.error && !loading && (
          <LoadError message={load.error} retry={T.retry} onRetry={() => dispatch(programActions.eventRequested({ code }))} />
        )}
      </div>
    </Sheet>
  );
}
