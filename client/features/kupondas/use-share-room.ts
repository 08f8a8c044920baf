/**
 * A followers-only share's card holds the share's room (Share_<id>_V3) while it is on screen and still open, so
 * its result and score arrive live; it lets go when scrolled away, settled or unmounted, which keeps a long feed
 * within the socket's room limit. Without IntersectionObserver the card counts as on screen while mounted.
 */
import { useEffect, type RefObject } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { shareRoomReleased, shareRoomWatched } from './kupondas.actions';

/** Joined a little before the card scrolls in, so a result arriving then is not missed. */
const ROOT_MARGIN = '200px 0px';

export function useShareRoom(ref: RefObject<Element | null>, shareId: number, live: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!live) return undefined;
    let held = false;
    const hold = (on: boolean): void => {
      if (on === held) return;
      held = on;
      dispatch(on ? shareRoomWatched({ shareId }) : shareRoomReleased({ shareId }));
    };
    const el = ref.current;
    if (typeof IntersectionObserver !== 'function' || !el) {
      hold(true);
      return () => hold(false);
    }
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) hold(e.isIntersecting);
    }, { rootMargin: ROOT_MARGIN });
    io.observe(el);
    return () => {
      io.disconnect();
      hold(false);
    };
  }, [dispatch, ref, shareId, live]);
}
