/**
 * Device class from matchMedia at the breakpoints of spec section 9, through an eventChannel, and the site view
 * from the DefaultView cookie (set by the server at /Site/SetDefaultViewCookie, then the page reloads). The classic
 * view on a phone sets the viewport to the desktop minimum width, so the browser scales the whole desktop page to
 * the screen; the device class then stays 'phone' (the viewport is no longer the screen's width).
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { BREAKPOINTS } from '@shared/constants/business';
import { VIEW_COOKIE, type SiteView } from '@shared/protocol/api';
import { readCookie } from '../../lib/cookies';
import { viewActions, type DeviceClass } from './view.slice';

export const PHONE_QUERY = `(max-width: ${BREAKPOINTS.phoneMax}px)`;
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktopMin}px)`;

/** The viewport of the classic view on a phone: the desktop layout's minimum width, scaled to fit the screen. */
export const CLASSIC_VIEWPORT = `width=${BREAKPOINTS.desktopMin}`;

/** Whether the screen itself is a phone's (the viewport may be wider once the classic viewport is set). */
export const isPhoneScreen = (): boolean =>
  typeof window !== 'undefined' && window.screen.width > 0 && window.screen.width <= BREAKPOINTS.phoneMax;

export const applyClassicViewport = (): void => {
  document.querySelector('meta[name="viewport"]')?.setAttribute('content', CLASSIC_VIEWPORT);
};

export const readSiteView = (): SiteView | null => {
  const v = readCookie(VIEW_COOKIE);
  return v === 'fixed' || v === 'mobile' ? v : null;
};

const currentDeviceClass = (phone: MediaQueryList, desktop: MediaQueryList): DeviceClass =>
  phone.matches ? 'phone' : desktop.matches ? 'desktop' : 'tablet';

export const deviceClassChannel = (phone: MediaQueryList, desktop: MediaQueryList): EventChannel<DeviceClass> =>
  eventChannel((emit) => {
    const onChange = () => emit(currentDeviceClass(phone, desktop));
    phone.addEventListener('change', onChange);
    desktop.addEventListener('change', onChange);
    return () => {
      phone.removeEventListener('change', onChange);
      desktop.removeEventListener('change', onChange);
    };
  });

export function* viewSaga() {
  const siteView: SiteView | null = yield call(readSiteView);
  yield put(viewActions.siteViewRead(siteView));
  const phoneScreen: boolean = yield call(isPhoneScreen);
  if (siteView === 'fixed' && phoneScreen) {
    yield call(applyClassicViewport);
    yield put(viewActions.deviceClassChanged('phone'));
    return;
  }
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  const phone = window.matchMedia(PHONE_QUERY);
  const desktop = window.matchMedia(DESKTOP_QUERY);
  let last = currentDeviceClass(phone, desktop);
  yield put(viewActions.deviceClassChanged(last));
  const channel: EventChannel<DeviceClass> = yield call(deviceClassChannel, phone, desktop);
  try {
    for (;;) {
      const next: DeviceClass = yield take(channel);
      if (next !== last) {
        last = next;
        yield put(viewActions.deviceClassChanged(next));
      }
    }
  } finally {
    channel.close();
  }
}
