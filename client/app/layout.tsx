/**
 * The root layout: header, top sport menu (off-canvas on phones), the page, the coupon panel in a right column
 * (a sheet behind the "Kuponum" toggle on phones and tablets), footer, dialogs and PWA notices.
 * `data-layout` drives the CSS, so the classic view on a phone draws the desktop layout.
 */
import { Outlet, ScrollRestoration } from 'react-router';
import { useAppSelector } from './hooks';
import { Header } from './header';
import { Footer } from './footer';
import { CouponToggle, COUPON_SHEET_ID } from './coupon-toggle';
import { selectCouponOpen, selectIsClassicOnPhone, selectLayout, selectMenuOpen } from '../features/view/view.selectors';
import { SportMenu } from '../features/menu/sport-menu';
import { OffCanvasMenu, SLIDE_STYLE } from '../features/menu/off-canvas-menu';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { DialogHost } from '../features/dialogs/dialog-host';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { OfflineNotice } from '../features/pwa/offline-notice';
import { NoticeBars } from './notice-bars';

export function Layout() {
  const layout = useAppSelector(selectLayout);
  const classic = useAppSelector(selectIsClassicOnPhone);
  const menuOpen = useAppSelector(selectMenuOpen);
  const couponOpen = useAppSelector(selectCouponOpen);
  const phone = layout === 'phone';
  const sheet = layout !== 'desktop';
  return (
    <div className="app" data-layout={layout} data-classic={classic ? 'true' : undefined} data-menu-open={menuOpen ? 'true' : undefined}>
      <a className="skip-link" href="#main">
        İçeriğe geç
      </a>
      {phone && <OffCanvasMenu />}
      <div className="app__page" style={SLIDE_STYLE}>
        <Header phone={phone} />
        {!phone && <SportMenu />}
        <NoticeBars />
        <OfflineNotice />
        <div className="app__body">
          <main id="main" className="app__main" tabIndex={-1}>
            <Outlet />
          </main>
          <div
            id={COUPON_SHEET_ID}
            className={couponOpen ? 'app__coupon app__coupon--open' : 'app__coupon'}
            inert={sheet && !couponOpen}
          >
            <CouponPanel />
          </div>
        </div>
        <Footer />
      </div>
      {sheet && <CouponToggle />}
      <DialogHost />
      <UpdatePrompt />
      <ScrollRestoration />
    </div>
  );
}
