import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { API } from '@shared/protocol/api';
import { MESSAGES } from '@shared/errors/catalogue';
import { LOGIN_CODES, PASSWORD_RESET_PATH, loginMessage } from '@shared/errors/login-messages';
import { server } from '../../../tests/setup/msw-server';
import { getAntiForgeryToken, setAntiForgeryToken } from '../../platform/api/api-client';
import { registerNavigate, type NavigateFn } from '../../platform/session/navigation';
import { dialogsActions, selectTopDialog } from '../../platform/dialogs/dialogs.slice';
import { couponActions } from '../coupon/coupon.slice';
import { authSaga } from './auth.sagas';
import { authActions } from './auth.slice';
import { makeTestStore, memberInfo } from './auth.test-store';

let navigate: ReturnType<typeof vi.fn<NavigateFn>>;
let unregister: () => void;
beforeEach(() => {
  navigate = vi.fn<NavigateFn>();
  unregister = registerNavigate(navigate);
  setAntiForgeryToken('before');
  window.history.replaceState(null, '', '/iddaa');
});
afterEach(() => unregister());

/** The edge as the login tests need it: member info follows the login state. */
const edge = ({ login }: { login: (body: Record<string, string>) => Response | Promise<Response> }) => {
  let loggedIn = false;
  const calls: string[] = [];
  server.use(
    http.post(API.memberInfo, () => HttpResponse.json(loggedIn ? memberInfo() : { IsLogin: false })),
    http.post(API.login, async ({ request }) => {
      calls.push('login');
      const res = await login((await request.json()) as Record<string, string>);
      const body = (await res.clone().json()) as { IsSuccess: boolean };
      loggedIn = body.IsSuccess;
      return res;
    }),
    http.post(API.logout, () => {
      calls.push('logout');
      loggedIn = false;
      return HttpResponse.json({ IsSuccess: true, Token: 'after-logout' });
    }),
  );
  return calls;
};

const ok = () => HttpResponse.json({ IsSuccess: true, Code: 0, Message: '', Token: 'after-login' });
const start = () => makeTestStore({ sagas: [authSaga] });
const login = (over: Partial<Parameters<typeof authActions.loginRequested>[0]> = {}) =>
  authActions.loginRequested({ username: '12345', password: 'gizli', origin: 'header', ...over });

describe('auth saga', () => {
  it('starts as visitor or member from the member-info call', async () => {
    server.use(http.post(API.memberInfo, () => HttpResponse.json({ IsLogin: false })));
    const visitor = start();
    await vi.waitFor(() => expect(visitor.store.getState().auth.status).toBe('visitor'));
    visitor.stop();
    server.use(http.post(API.memberInfo, () => HttpResponse.json(memberInfo({ Balance: 4200 }))));
    const member = start();
    await vi.waitFor(() => expect(member.store.getState().auth.status).toBe('member'));
    expect(member.store.getState().auth.member?.Balance).toBe(4200);
  });

  it('logs in: new anti-forgery token, member info, then the login page goes to its RedirectUrl', async () => {
    let sent: Record<string, string> = {};
    edge({ login: (b) => ((sent = b), ok()) });
    const { store } = start();
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('visitor'));
    store.dispatch(login({ origin: 'page', redirectUrl: '/iddaa/futbol?code=5' }));
    expect(store.getState().auth.form.submitting).toBe(true);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/iddaa/futbol?code=5', { replace: true }));
    expect(sent).toEqual({ username: '12345', password: 'gizli' });
    expect(getAntiForgeryToken()).toBe('after-login');
    expect(store.getState().auth).toMatchObject({ status: 'member', form: { submitting: false, error: null } });
    expect(JSON.stringify(store.getState())).not.toContain('gizli');
  });

  it('does not follow a foreign RedirectUrl', async () => {
    edge({ login: ok });
    const { store } = start();
    store.dispatch(login({ origin: 'page', redirectUrl: '//evil.example/x' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it('goes home for a RedirectUrl that is another host only once normalised, and for one the router refuses', async () => {
    edge({ login: ok });
    const { store } = start();
    store.dispatch(login({ origin: 'page', redirectUrl: '/.//evil.example' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/']);
    // The router rejects an address it will not go to; the member still ends up home, not stuck on the login page.
    navigate.mockImplementation((to) => (to === '/' ? undefined : Promise.reject(new Error('External navigation is not allowed'))));
    store.dispatch(login({ origin: 'page', redirectUrl: '/iddaa/futbol' }));
    await vi.waitFor(() => expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/', '/iddaa/futbol', '/']));
  });

  it('sends members home from sign-up and to the message page from contact-us', async () => {
    edge({ login: ok });
    window.history.replaceState(null, '', '/bize-yazin');
    const { store } = start();
    store.dispatch(login());
    await vi.waitFor(() => expect(navigate.mock.calls[0]?.[0]).toBe('/hesabim/mesaj-yaz'));
    window.history.replaceState(null, '', '/uye-ol');
    store.dispatch(authActions.logoutRequested());
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('visitor'));
    store.dispatch(login());
    await vi.waitFor(() => expect(navigate.mock.calls[1]?.[0]).toBe('/'));
  });

  it('shows code 102 with the reset link and the password hint', async () => {
    edge({ login: () => HttpResponse.json({ IsSuccess: false, Code: 102, Message: 'x' }) });
    const { store } = start();
    store.dispatch(login());
    await vi.waitFor(() => expect(store.getState().auth.form.error).not.toBeNull());
    expect(store.getState().auth.form).toMatchObject({
      submitting: false,
      passwordErrorHint: true,
      error: { code: 102, message: loginMessage(LOGIN_CODES.wrongCredentials, ''), resetLink: PASSWORD_RESET_PATH },
    });
    expect(store.getState().auth.status).toBe('visitor');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the e-mail login message for 502, also from an error status, and the network message', async () => {
    edge({ login: () => HttpResponse.json({ IsSuccess: false, Code: 502, Message: 'server' }, { status: 400 }) });
    const { store } = start();
    store.dispatch(login({ username: 'a@b.com' }));
    await vi.waitFor(() => expect(store.getState().auth.form.error?.code).toBe(502));
    expect(store.getState().auth.form.error).toEqual({ code: 502, message: loginMessage(LOGIN_CODES.emailLoginUnsupported, ''), resetLink: null });
    server.use(http.post(API.login, () => HttpResponse.error()));
    store.dispatch(login());
    await vi.waitFor(() => expect(store.getState().auth.form.error?.message).toBe(MESSAGES.networkError));
  });

  it('logs out: new token, visitor, and the password field is cleared', async () => {
    const calls = edge({ login: ok });
    const { store } = start();
    store.dispatch(login());
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('member'));
    const clears = store.getState().auth.form.passwordClears;
    store.dispatch(authActions.logoutRequested());
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('visitor'));
    expect(calls).toEqual(['login', 'logout']);
    expect(getAntiForgeryToken()).toBe('after-logout');
    expect(store.getState().auth.member).toBeNull();
    expect(store.getState().auth.form.passwordClears).toBe(clears + 1);
  });

  it('cancels a login still in flight when logout is requested', async () => {
    const calls = edge({ login: async () => (await delay(50), ok()) });
    const { store } = start();
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('visitor'));
    store.dispatch(login());
    await vi.waitFor(() => expect(calls).toEqual(['login']));
    store.dispatch(authActions.logoutRequested());
    await vi.waitFor(() => expect(calls).toEqual(['login', 'logout']));
    await new Promise((r) => setTimeout(r, 100));
    expect(store.getState().auth.status).toBe('visitor');
    expect(store.getState().auth.form.submitting).toBe(false);
  });

  it('opens the login dialog for a protected action, re-fires it after login, drops it when closed', async () => {
    edge({ login: ok });
    const { store, actions } = start();
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('visitor'));
    store.dispatch(authActions.loginRequired({ action: couponActions.playRequested() }));
    const dialog = selectTopDialog(store.getState())!;
    expect(dialog).toMatchObject({ kind: 'login', message: MESSAGES.notLoggedIn });
    store.dispatch(dialogsActions.cancelled({ id: dialog.id }));
    expect(store.getState().auth.pendingAction).toBeNull();

    store.dispatch(authActions.loginRequired({ action: couponActions.playRequested() }));
    store.dispatch(login({ origin: 'dialog' }));
    await vi.waitFor(() => expect(actions).toContain(couponActions.playRequested.type));
    expect(actions.filter((t) => t === couponActions.playRequested.type)).toHaveLength(1);
    expect(actions.indexOf(couponActions.playRequested.type)).toBeGreaterThan(actions.indexOf(authActions.memberLoaded.type));
    expect(store.getState().auth.pendingAction).toBeNull();
    expect(store.getState().dialogs.stack).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });
});
