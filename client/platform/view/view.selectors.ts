import type { SiteView } from '@shared/protocol/api';
import type { RootState } from '../../app/store';
import type { DeviceClass } from './view.slice';

export const selectDeviceClass = (s: RootState): DeviceClass => s.view.deviceClass;

/** The site view in force: the cookie's choice, else mobile on phones and classic elsewhere. */
export const selectSiteView = (s: RootState): SiteView =>
  s.view.siteView ?? (s.view.deviceClass === 'phone' ? 'mobile' : 'fixed');

/**
 * The layout drawn: the classic view on a phone draws the desktop layout (at its minimum width); the mobile
 * view draws the stacked phone layout; tablets and desktops draw their own.
 */
export const selectLayout = (s: RootState): DeviceClass =>
  s.view.deviceClass === 'phone' && selectSiteView(s) === 'fixed' ? 'desktop' : s.view.deviceClass;

export const selectIsClassicOnPhone = (s: RootState): boolean =>
  s.view.deviceClass === 'phone' && selectSiteView(s) === 'fixed';

/** The view switcher is offered on phones only, not tablets. */
export const selectShowViewSwitcher = (s: RootState): boolean => s.view.deviceClass === 'phone';

export const selectMenuOpen = (s: RootState): boolean => s.view.menuOpen;
export const selectCouponOpen = (s: RootState): boolean => s.view.couponOpen;
