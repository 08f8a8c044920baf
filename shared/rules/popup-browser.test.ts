import { describe, expect, it } from 'vitest';
import { POPUP_BLOCKER_TEXTS } from '../constants/notice-texts';
import { popupBlockerHelp } from './popup-blocker-help';
import { popupBrowserOf } from './popup-browser';

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0',
  yandex: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.6.0.0 Safari/537.36',
  ie: 'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko',
} as const;

describe('popup blocker help', () => {
  it('recognises the six browsers of the spec by user agent', () => {
    for (const [browser, ua] of Object.entries(UA)) expect(popupBrowserOf(ua), browser).toBe(browser);
    expect(popupBrowserOf('curl/8.0')).toBeNull();
  });

  it('gives the browser\'s numbered steps, or the generic text', () => {
    const help = popupBlockerHelp(UA.firefox);
    expect(help.message).toContain('Mozilla Firefox');
    expect(help.steps.map((s) => s.value)).toEqual(POPUP_BLOCKER_TEXTS.browsers.firefox.steps);
    expect(popupBlockerHelp('curl/8.0')).toEqual({ title: POPUP_BLOCKER_TEXTS.title, message: POPUP_BLOCKER_TEXTS.generic, steps: [] });
  });
});
