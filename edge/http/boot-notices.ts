/**
 * The cookie bar drawn into the shell's HTML for a browser that has not closed it, in the markup the app's CookieBar
 * renders (client/components/notice-bar.tsx, ui/button.tsx): on a phone the bar's text is the page's largest, and
 * drawn by the server it paints with the first paint instead of after the JavaScript (Lighthouse's LCP). It stands
 * where the app's bar will stand, so replacing it moves nothing. It is inert until the app replaces it.
 * Phones only (client/styles/layout.css `.boot-notice`): wider layouts have the sport bar above it, which the shell
 * does not draw; a phone in the classic view draws the desktop layout, so it gets none either.
 */
import { COOKIE_BAR_TEXTS } from '@shared/constants/cookie-bar';
import { NOTICE_COOKIES } from '@shared/constants/contract';
import { COOKIE_MESSAGES } from '@shared/errors/cookie-messages';
import { VIEW_COOKIE } from '@shared/protocol/api';

/** Where index.html takes the server's notices (inside #root, after the boot header). */
export const BOOT_NOTICES_MARK = '<!--boot-notices-->';

const esc = (v: string): string => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const BOOT_COOKIE_BAR =
  `<div class="notice-bar notice-bar--cookies boot-notice" inert aria-hidden="true">` +
  `<p class="notice-bar__text"><span class="notice-bar__long">${esc(COOKIE_MESSAGES.bar)}</span>` +
  `<span class="notice-bar__short">${esc(COOKIE_BAR_TEXTS.short)}</span></p>` +
  `<div class="notice-bar__actions"><button type="button" class="ui-button ui-button--secondary ui-button--sm" tabindex="-1">` +
  `<span class="ui-button__label">${esc(COOKIE_BAR_TEXTS.understood)}</span></button></div></div>`;

/** Whether the shell draws phone-only parts (cookie bar, page head): the browser does not ask for the classic view. */
export const drawsBootPage = (cookies: Readonly<Record<string, string | undefined>>): boolean => cookies[VIEW_COOKIE] !== 'fixed';

/** Whether the shell draws the cookie bar: the browser has not closed it and does not ask for the classic view. */
export const drawsBootCookieBar = (cookies: Readonly<Record<string, string | undefined>>): boolean =>
  cookies[NOTICE_COOKIES.cookieBarClosed] === undefined && drawsBootPage(cookies);

export const injectBootNotices = (html: string, cookieBar: boolean): string => html.replace(BOOT_NOTICES_MARK, cookieBar ? BOOT_COOKIE_BAR : '');
