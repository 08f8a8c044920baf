/**
 * The root layout: the skip links, header, top sport menu (off-canvas on phones), the page, the coupon panel in a
 * right column (a sheet behind the "Kuponum" toggle on phones and tablets), footer, dialogs, toasts, PWA notices
 * and the one polite live region of the coupon's spoken notices.
 * `data-layout` drives the CSS, so the classic view on a phone draws the desktop layout.
 */
import { useEffect, useRef } from 'react';
import { useAppSelector } from './hooks';
import { Header } from './header';
import { LazyFooter } from './lazy-footer';
import { CouponToggle } from './coupon-toggle';
import { selectIsClassicOnPhone, selectLayout, selectMenuOpen } from '../platform/view/view.selectors';
import { SportMenu } from '../features/menu/sport-menu';
import { LazyOffCanvasMenu } from '../features/menu/lazy-off-canvas-menu';
import { SLIDE_STYLE } from '../features/menu/slide-style';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { SavedCouponsBox } from '../features/saved-coupons/saved-coupons-box';
import { SavedCouponsSheetMount } from '../features/saved-coupons/saved-coupons-sheet-mount';
import { LazyDialogHost } from '../platform/dialogs/lazy-dialog-host';
import { UpdatePrompt } from '../platform/pwa/update-prompt';
import { OfflineNotice } from '../platform/pwa/offline-notice';
import { NoticeBars } from './notice-bars';
import { ToastRegion } from '../components/ui/toast';
import { LiveAnnouncer } from '../components/ui/live-announcer';
import { CouponAnnouncements } from '../features/coupon/coupon-announcements';
import { ANNOUNCE_TEXTS } from '@shared/constants/a11y-texts';
import { MAIN_ID, SkipLinks } from './skip-links';
import { useFocusAfterLogin } from './use-focus-after-login';
import { useScrollRestoration } from './use-scroll-restoration';
import { PageOutlet } from './page-outlet';
import { useCouponColumnFit } from './use-coupon-column-fit';
import { markPageShown } from '../lib/page-idle';

export function Layout() {
  const layout = useAppSelector(selectLayout);
  const classic = useAppSelector(selectIsClassicOnPhone);
  const menuOpen = useAppSelector(selectMenuOpen);
  const phone = layout === 'phone';
  const sheet = layout !== 'desktop';
  useFocusAfterLogin();
  useScrollRestoration();
  const couponColumn = useRef<HTMLDivElement>(null);
  useCouponColumnFit(couponColumn, !sheet);
  useEffect(markPageShown, []);
  return (
    <div className="app" data-layout={layout} data-classic={classic ? 'true' : undefined} data-menu-open={menuOpen ? 'true' : undefined}>
      <SkipLinks sheet={sheet} />
      {phone && <LazyOffCanvasMenu />}
      <div className="app__page" style={SLIDE_STYLE}>
        <Header phone={phone} />
        {!phone && <SportMenu />}
        <NoticeBars />
        <OfflineNotice />
        <div className="app__body">
          <main id={MAIN_ID} className="app__main" tabIndex={-1}>
            <PageOutlet />
          </main>
          {!sheet && (
            <div ref={couponColumn} className="app__coupon">
              <CouponPanel savedCoupons={<SavedCouponsBox />} />
            </div>
          )}
        </div>
        <LazyFooter />
      </div>
      {sheet && <CouponToggle savedCoupons={<SavedCouponsBox />} />}
      <SavedCouponsSheetMount />
      <LazyDialogHost />
      <UpdatePrompt />
      <ToastRegion />
      <LiveAnnouncer label={ANNOUNCE_TEXTS.region} />
      <CouponAnnouncements />
    </div>
  );
}
