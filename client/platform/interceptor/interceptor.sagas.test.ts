import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API } from '@shared/protocol/api';
import { CAMPAIGN_API } from '@shared/constants/campaigns';
import { server } from '../../../tests/setup/msw-server';
import { apiGet, apiPost } from '../api/api-client';
import { makeTestStore, memberInfo } from '../../features/auth/auth.test-store';
import { initialAuthState } from '../../features/auth/auth.slice';
import { selectTopDialog } from '../dialogs/dialogs.slice';
import { consentActions } from '../../features/consent/consent.slice';
import { registerNavigate, type NavigateFn } from '../session/navigation';
import { interceptorSaga } from './interceptor.sagas';
import { interceptorActions } from './interceptor.slice';

const HERE = '/iddaa/futbol?tab=2';
const R = encodeURIComponent(HERE);
let navigate: ReturnType<typeof vi.fn<NavigateFn>>;
let unregister: () => void;
let stop: () => void = () => {};

beforeEach(() => {
  navigate = vi.fn<NavigateFn>();
  unregister = registerNavigate(navigate);
  window.history.replaceState(null, '', HERE);
});
afterEach(() => {
  stop();
  unregister();
});

const start = (member = false) => {
  const t = makeTestStore({
    sagas: [interceptorSaga],
    preloaded: member ? { auth: { ...initialAuthState, status: 'member', member: memberInfo() } } : undefined,
  });
  stop = t.stop;
  return t;
};

/** Answers GET /Any with this status and body, and makes the call. */
const answer = async (status: number, body: unknown, path = '/Any') => {
  server.use(http.get(path, () => HttpResponse.json(body as Record<string, unknown>, { status })));
  await apiGet(path);
};

describe('interceptor: each forced answer goes to its page with the current address', () => {
  it.each([
    ['isFault', 200, { isFault: true }, `/Site/LoginPage?RedirectUrl=${R}`],
    ['NOT_AUTHORIZED', 401, { IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: 'x' }, `/Site/LoginPage?RedirectUrl=${R}`],
    ['RedirectRequired', 200, { RedirectRequired: true }, `/Site/LoginPage?RedirectUrl=${R}`],
    ['password change', 200, { PasswordChangeRequired: true }, `/Security/Security?R=${R}`],
    ['status 416', 416, {}, `/meslek-bilginiz?R=${R}`],
    ['PROFESSION_REQUIRED', 200, { Code: 'PROFESSION_REQUIRED' }, `/meslek-bilginiz?R=${R}`],
    ['sc 0 + 1600', 200, { sc: 0, el: [{ c: 1600 }] }, `/Contract/Index?R=${R}`],
    ['CaptchaRequired', 200, { CaptchaRequired: true, CacheKey: 'k 1' }, `/uye/dogrulama?cacheKey=k%201&redirectUrl=${R}`],
    // A held login (edge login-guard.ts): the 401 answer carries the member's way past the hold.
    ['held login', 200, { IsSuccess: false, Code: 401, Message: 'x', CaptchaRequired: true, CacheKey: 'k2' }, `/uye/dogrulama?cacheKey=k2&redirectUrl=${R}`],
    ['ForeignCaptchaRequired', 200, { ForeignCaptchaRequired: true }, `/Site/LoginCaptcha?RedirectUrl=${R}`],
  ])('%s', async (_name, status, body, target) => {
    start();
    await answer(status, body);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(target, undefined));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('ends the member state on a login answer', async () => {
    const { store } = start(true);
    await answer(401, { IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: 'x' });
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('visitor'));
  });
});

describe('interceptor: no loops, no double handling', () => {
  it('does nothing when the user already is on the target page', async () => {
    start();
    window.history.replaceState(null, '', '/Security/Security?R=%2Fiddaa');
    await answer(200, { PasswordChangeRequired: true });
    window.history.replaceState(null, '', '/Site/LoginPage?RedirectUrl=%2Fiddaa');
    await answer(200, { isFault: true });
    window.history.replaceState(null, '', '/sozlesme?R=%2Fiddaa');
    await answer(200, { sc: 0, el: [{ c: 1600 }] });
    await new Promise((r) => setTimeout(r, 20));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates once for a burst of answers that arrive before the page changed', async () => {
    start();
    server.use(http.get('/Burst', () => HttpResponse.json({ isFault: true })));
    await Promise.all([apiGet('/Burst'), apiGet('/Burst'), apiGet('/Burst')]);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('leaves the coupon play and the campaign participation to their own login flow', async () => {
    start(true);
    server.use(
      http.post(API.playCoupon, () => HttpResponse.json({ IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: 'x' }, { status: 401 })),
    );
    await apiPost(API.playCoupon, {});
    await answer(401, { IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: 'x' }, CAMPAIGN_API.participate);
    await new Promise((r) => setTimeout(r, 20));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('interceptor: popups and events', () => {
  it('shows KvkRequired as an error popup titled Hata with its Description, once', async () => {
    const { store } = start();
    await answer(200, { KvkRequired: true, Description: 'Kişisel verilerinizin işlenmesine onay veriniz.' });
    await answer(200, { KvkRequired: true, Description: 'Kişisel verilerinizin işlenmesine onay veriniz.' });
    await vi.waitFor(() => expect(selectTopDialog(store.getState())?.title).toBe('Hata'));
    expect(selectTopDialog(store.getState())?.message).toBe('Kişisel verilerinizin işlenmesine onay veriniz.');
    expect(store.getState().dialogs.stack).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows no KvkRequired popup while the consent popup, which asks the same thing, is open', async () => {
    const { store } = start();
    store.dispatch(consentActions.popupOpened({ popupPage: 'consentPopup' }));
    await answer(200, { KvkRequired: true, Description: 'Kişisel verilerinizin işlenmesine onay veriniz.' });
    await new Promise((r) => setTimeout(r, 20));
    expect(store.getState().dialogs.stack).toHaveLength(0);
  });

  it('raises contact verification only while a page allows it', async () => {
    const { store, actions } = start();
    await answer(200, { ContactVerificationRequired: true, ContactVerificationType: 2 });
    await new Promise((r) => setTimeout(r, 20));
    expect(actions).not.toContain(interceptorActions.contactVerificationRequired.type);
    store.dispatch(interceptorActions.contactVerificationFlagSet(true));
    await answer(200, { ContactVerificationRequired: true, ContactVerificationType: 2 });
    await vi.waitFor(() => expect(actions).toContain(interceptorActions.contactVerificationRequired.type));
    expect(navigate).not.toHaveBeenCalled();
  });
});
