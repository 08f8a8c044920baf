/**
 * What a view of one event's markets reads (the bet detail page, the white popup): the event, its markets, whether
 * betting on it is closed, the load of its detail and the day clock. The event's detail is held (loaded, refreshed
 * and kept live) while the view is mounted.
 */
import { useAppSelector } from '../../app/hooks';
import { eventKey } from './program.slice';
import { selectDayNow, selectEventByCode, selectEventMarkets, selectIsEventClosed, selectProgramLoad } from './program.selectors';
import { useEventDetail } from './use-program';

export const useEventView = (code: number) => {
  useEventDetail(code);
  const event = useAppSelector((s) => selectEventByCode(s, code));
  const markets = useAppSelector((s) => selectEventMarkets(s, code));
  const closed = useAppSelector((s) => selectIsEventClosed(s, code));
  const load = useAppSelector((s) => selectProgramLoad(s, eventKey(code)));
  const now = useAppSelector(selectDayNow);
  return { event, markets, closed, load, now };
};
