import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@shared/constants/routes';
import { API } from '@shared/protocol/api';
import { isPageNavigation, isPageRoute, isProgramRequest, isSkipWaitingMessage, type MatchOptions } from './route-matchers';

const origin = 'https://iddaa.test';
const req = (path: string, method = 'GET', mode: RequestMode = 'cors', sameOrigin = true): MatchOptions => ({
  url: new URL(path, origin),
  request: { method, mode },
  sameOrigin,
});

describe('isProgramRequest', () => {
  it('takes bet program GETs, with or without a query', () => {
    expect(isProgramRequest(req(API.sportProgram))).toBe(true);
    expect(isProgramRequest(req(`${API.sportProgram}?sportId=1`))).toBe(true);
    expect(isProgramRequest(req(API.eventDetail))).toBe(true);
  });

  it('never takes a POST, even under the program prefix', () => {
    expect(isProgramRequest(req(API.sportProgram, 'POST'))).toBe(false);
  });

  it('leaves other calls, member calls and other origins to the network', () => {
    expect(isProgramRequest(req(API.serverEpoch))).toBe(false);
    expect(isProgramRequest(req(API.memberInfo))).toBe(false);
    expect(isProgramRequest(req(API.playCoupon, 'POST'))).toBe(false);
    expect(isProgramRequest(req(API.sportProgram, 'GET', 'cors', false))).toBe(false);
    // The prefix must start the path, not merely appear in it.
    expect(isProgramRequest(req(`/x${API.sportProgram}`))).toBe(false);
  });
});

describe('isPageRoute', () => {
  it('matches fixed routes, parameters and the long-term pages, ignoring case and a trailing slash', () => {
    expect(isPageRoute('/')).toBe(true);
    expect(isPageRoute('/iddaa')).toBe(true);
    expect(isPageRoute('/iddaa/futbol')).toBe(true);
    expect(isPageRoute('/iddaa/futbol/')).toBe(true);
    expect(isPageRoute('/iddaa/futbol/uzun-vadeli')).toBe(true);
    expect(isPageRoute('/site/loginpage')).toBe(true);
  });

  it('rejects addresses that are not pages of the SPA', () => {
    expect(isPageRoute('/iddaa/futbol/bir/iki')).toBe(false);
    expect(isPageRoute('/iddaa/futbol/baska')).toBe(false);
    expect(isPageRoute('/Site/SetDefaultViewCookie')).toBe(false);
    expect(isPageRoute('/metrics')).toBe(false);
    expect(isPageRoute('/sw.js')).toBe(false);
  });

  it('lets a trailing * take any deeper path but not a shorter one', () => {
    expect(isPageRoute('/a/b/c', ['/a/*'])).toBe(true);
    expect(isPageRoute('/a', ['/a/*'])).toBe(true);
    expect(isPageRoute('/b/c', ['/a/*'])).toBe(false);
  });

  it('knows every page route the router serves', () => {
    for (const route of PAGE_ROUTES) expect(isPageRoute(route.replace(/:\w+/g, 'x'))).toBe(true);
  });
});

describe('isPageNavigation', () => {
  it('takes page loads only', () => {
    expect(isPageNavigation(req('/iddaa/futbol', 'GET', 'navigate'))).toBe(true);
    expect(isPageNavigation(req('/iddaa/futbol', 'GET', 'cors'))).toBe(false);
    expect(isPageNavigation(req('/Site/SetDefaultViewCookie?view=mobile', 'GET', 'navigate'))).toBe(false);
    expect(isPageNavigation(req('/iddaa/futbol', 'GET', 'navigate', false))).toBe(false);
  });
});

describe('isSkipWaitingMessage', () => {
  it('recognises the message workbox-window posts and nothing else', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'GET_VERSION' })).toBe(false);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
  });
});
