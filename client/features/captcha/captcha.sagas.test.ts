import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { CAPTCHA_ERROR_CODES, CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { CAPTCHA_API, type VerifyCaptchaRequest } from '@shared/protocol/captcha-api';
import { server } from '../../../tests/setup/msw-server';
import { setAntiForgeryToken } from '../../platform/api/api-client';
import { authActions } from '../auth/auth.slice';
import { makeTestStore } from '../auth/auth.test-store';
import { registerNavigate, type NavigateFn } from '../../platform/session/navigation';
import { captchaSaga } from './captcha.sagas';
import { captchaActions } from './captcha.slice';

let navigate: ReturnType<typeof vi.fn<NavigateFn>>;
let unregister: () => void;
beforeEach(() => {
  navigate = vi.fn<NavigateFn>();
  unregister = registerNavigate(navigate);
  setAntiForgeryToken('tok');
});
afterEach(() => unregister());

/** An edge that numbers its images: the n-th image has ValueHash "hash-n". */
const images = () => {
  let n = 0;
  server.use(http.post(CAPTCHA_API.image, () => HttpResponse.json({ ImageBase64: `png-${++n}`, ValueHash: `hash-${n}` })));
  return () => n;
};
const start = () => makeTestStore({ sagas: [captchaSaga] });

describe('captcha saga', () => {
  it('loads an image when a page asks, and a new one after a failed login while the page is shown', async () => {
    const count = images();
    const { store, stop } = start();
    store.dispatch(authActions.loginFailed({ code: 102, message: 'x', resetLink: null }));
    store.dispatch(captchaActions.imageRequested());
    await vi.waitFor(() => expect(store.getState().captcha.valueHash).toBe('hash-1'));
    expect(store.getState().captcha.image).toBe('png-1');
    store.dispatch(authActions.loginFailed({ code: 611, message: CAPTCHA_TEXTS.wrongCode, resetLink: null }));
    await vi.waitFor(() => expect(store.getState().captcha.valueHash).toBe('hash-2'));
    store.dispatch(captchaActions.closed());
    store.dispatch(authActions.loginFailed({ code: 102, message: 'x', resetLink: null }));
    await new Promise((r) => setTimeout(r, 20));
    expect(count()).toBe(2);
    stop();
  });

  it('marks a failed image load so the page can say so', async () => {
    server.use(http.post(CAPTCHA_API.image, () => HttpResponse.json({ IsSuccess: false, Code: 'INTERNAL', Message: 'x' }, { status: 500 })));
    const { store, stop } = start();
    store.dispatch(captchaActions.imageRequested());
    await vi.waitFor(() => expect(store.getState().captcha.failed).toBe(true));
    stop();
  });

  it('sends the answer with the shown image and returns to a same-origin redirectUrl only', async () => {
    images();
    const sent: VerifyCaptchaRequest[] = [];
    server.use(
      http.post(CAPTCHA_API.verify, async ({ request }) => {
        sent.push((await request.json()) as VerifyCaptchaRequest);
        return HttpResponse.json({ IsSuccess: true });
      }),
    );
    const { store, stop } = start();
    store.dispatch(captchaActions.imageRequested());
    await vi.waitFor(() => expect(store.getState().captcha.valueHash).toBe('hash-1'));
    store.dispatch(captchaActions.verifyRequested({ cacheKey: 'key-1', securityCode: 'ACDEF', redirectUrl: '/Site/LoginPage?RedirectUrl=%2Fiddaa' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/Site/LoginPage?RedirectUrl=%2Fiddaa', { replace: true }));
    expect(sent).toEqual([{ CacheKey: 'key-1', ValueHash: 'hash-1', SecurityCode: 'ACDEF' }]);
    store.dispatch(captchaActions.verifyRequested({ cacheKey: 'key-1', securityCode: 'ACDEF', redirectUrl: 'https://evil.example/x' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/', { replace: true }));
    stop();
  });

  it('shows the server message of a wrong answer and loads a new image', async () => {
    images();
    server.use(
      http.post(CAPTCHA_API.verify, () =>
        HttpResponse.json({ IsSuccess: false, Code: CAPTCHA_ERROR_CODES.wrong, Message: CAPTCHA_TEXTS.wrongCode }, { status: 422 }),
      ),
    );
    const { store, stop } = start();
    store.dispatch(captchaActions.imageRequested());
    await vi.waitFor(() => expect(store.getState().captcha.valueHash).toBe('hash-1'));
    store.dispatch(captchaActions.verifyRequested({ cacheKey: 'key-1', securityCode: 'XXXXX', redirectUrl: '/iddaa' }));
    await vi.waitFor(() => expect(store.getState().captcha.verifyError).toBe(CAPTCHA_TEXTS.wrongCode));
    await vi.waitFor(() => expect(store.getState().captcha.valueHash).toBe('hash-2'));
    expect(store.getState().captcha.verifying).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });
});
