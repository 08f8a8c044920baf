/**
 * The coupon's spoken notices: CouponAnnouncements (mounted once, in the layout) tells the announcer what changed
 * on the coupon; AnnounceSwitch ('Sesli bildirimler', in the coupon panel and sheet) turns the notices on or off.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ANNOUNCE_TEXTS } from '@shared/constants/a11y-texts';
import { useAppSelector } from '../../app/hooks';
import { announce, isAnnouncing, setAnnounceMoreText, setAnnouncing, subscribeAnnouncer } from '../../components/ui/announcer-store';
import { Switch } from '../../components/ui/switch';
import { couponNotices, sameWatch, selectCouponWatch, type CouponWatch } from './coupon-announce';

setAnnounceMoreText(ANNOUNCE_TEXTS.more);

export function CouponAnnouncements() {
  const watch = useAppSelector(selectCouponWatch, sameWatch);
  const previous = useRef<CouponWatch | null>(null);
  useEffect(() => {
    for (const n of couponNotices(previous.current, watch)) announce(n.message, n.key);
    previous.current = watch;
  }, [watch]);
  return null;
}

export function AnnounceSwitch({ className }: { className?: string }) {
  const on = useSyncExternalStore(subscribeAnnouncer, isAnnouncing, isAnnouncing);
  return (
    <Switch
      className={className}
      label={ANNOUNCE_TEXTS.switchLabel}
      description={ANNOUNCE_TEXTS.switchHint}
      checked={on}
      onChange={setAnnouncing}
    />
  );
}
