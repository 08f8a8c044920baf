/**
 * The live events of the shown coupons (Hesabım/Kuponlarım, and the public coupon page through my-coupons.hooks): the page asks the program for the event of every open pick that has
 * started or starts soon (the realtime saga then joins its Event_<code>_V3 room, so score and live state arrive
 * as they change), and releases them when they are no longer shown. At most MAX_FOLLOWED_EVENTS are followed
 * (the socket's room cap), the earliest starts first; a pick further ahead shows 'Başlamadı' by its start time
 * and is followed once its start comes near (the minute clock below re-decides).
 */
import { useEffect, useMemo } from 'react';
import type { CouponRowView } from '@shared/protocol/my-coupons-api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { eventKey, programActions } from '../program/program.slice';
import { selectNow } from '../program/program.selectors';

export const MAX_FOLLOWED_EVENTS = 40;
/** What the hook reads of a coupon (a MyCoupon, or the public page's PublicCoupon). */
export type FollowedCoupon = { readonly Rows: readonly CouponRowView[] };
/** A pick starting within this is followed already, so its kick-off is seen without delay. */
export const FOLLOW_AHEAD_MS = 10 * 60_000;
const MINUTE_MS = 60_000;

/** Event codes to follow, earliest start first, without repeats. */
export const followedEventCodes = (coupons: readonly FollowedCoupon[], now: number, max: number = MAX_FOLLOWED_EVENTS): number[] => {
  const starts = new Map<number, number>();
  for (const c of coupons) {
    for (const r of c.Rows) {
      if (r.status !== 'open') continue;
      const at = r.startsAt ?? now;
      if (at > now + FOLLOW_AHEAD_MS) continue;
      starts.set(r.code, Math.min(at, starts.get(r.code) ?? at));
    }
  }
  return [...starts.entries()].sort((a, b) => a[1] - b[1] || a[0] - b[0]).slice(0, max).map(([code]) => code);
};

export function useFollowedEvents(coupons: readonly FollowedCoupon[]): void {
  const dispatch = useAppDispatch();
  // A minute clock: the followed set is decided again once a minute, not on every tick.
  const minute = useAppSelector((s) => Math.floor(selectNow(s) / MINUTE_MS));
  const codes = useMemo(() => followedEventCodes(coupons, minute * MINUTE_MS), [coupons, minute]);
  const key = codes.join(',');
  useEffect(() => {
    const list = key === '' ? [] : key.split(',').map(Number);
    for (const code of list) dispatch(programActions.eventRequested({ code }));
    return () => {
      for (const code of list) dispatch(programActions.programReleased({ key: eventKey(code) }));
    };
  }, [key, dispatch]);
}
