import { describe, expect, it } from 'vitest';
import { API } from '@shared/protocol/api';
import { isPageNavigation, isProgramRequest, isSkipWaitingMessage, type MatchOptions } from './route-matchers';

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

describe('isPageNavigation', () => {
  it('takes page loads only', () => {
    expect(isPageNavigation(req('/iddaa/futbol', 'GET', 'navigate'))).toBe(true);
    expect(isPageNavigation(req('/iddaa/futbol', 'GET', 'cors'))).toBe(false);
    expect(isPageNavigation(req('/Site/SetDefaultViewCookie?view=mobile', 'GET', 'navigate'))).toBe(false);
    expect(isPageNavigation(req('/iddaa/futbol', 'GET', 'navigate', false))).toBe(false);
  });

  it('leaves unknown paths to the network, so their 404 page never turns into the app shell', () => {
    expect(isPageNavigation(req('/boyle-bir-sayfa-yok', 'GET', 'navigate'))).toBe(false);
    expect(isPageNavigation(req('/iddaa/bilinmeyen-spor', 'GET', 'navigate'))).toBe(false);
    expect(isPageNavigation(req('/k/Zzzz9999', 'GET', 'navigate'))).toBe(false);
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
