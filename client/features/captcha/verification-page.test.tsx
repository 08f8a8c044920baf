import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { LOGIN_TEXTS } from '@shared/validation/login.schema';
import { makeTestStore } from '../auth/auth.test-store';
import { captchaActions } from './captcha.slice';
import { VerificationPage } from './verification-page';

const renderAt = (url: string) => {
  const { store } = makeTestStore();
  const seen: { type: string; payload?: unknown }[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((a: { type: string; payload?: unknown }) => {
    seen.push(a);
    return dispatch(a);
  }) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <VerificationPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store, seen };
};

describe('VerificationPage', () => {
  it('shows the image and sends the code with the cacheKey and redirectUrl of the address', async () => {
    const { store, seen } = renderAt('/uye/dogrulama?cacheKey=key-1&redirectUrl=%2FSite%2FLoginPage');
    expect(screen.getByRole('heading', { name: CAPTCHA_TEXTS.verifyHeading })).toBeTruthy();
    expect(seen.map((a) => a.type)).toContain(captchaActions.imageRequested.type);
    store.dispatch(captchaActions.imageLoaded({ ImageBase64: 'iVBOR', ValueHash: 'h1' }));
    await screen.findByRole('img', { name: CAPTCHA_TEXTS.imageAlt });

    fireEvent.click(screen.getByRole('button', { name: CAPTCHA_TEXTS.verifySubmit }));
    await screen.findByText(CAPTCHA_TEXTS.securityCodeRequired);
    fireEvent.change(screen.getByLabelText(LOGIN_TEXTS.securityCodeLabel), { target: { value: 'AC3' } });
    fireEvent.click(screen.getByRole('button', { name: CAPTCHA_TEXTS.verifySubmit }));
    await screen.findByText(LOGIN_TEXTS.securityCodeTooShort);
    fireEvent.change(screen.getByLabelText(LOGIN_TEXTS.securityCodeLabel), { target: { value: ' ac3k9 ' } });
    fireEvent.click(screen.getByRole('button', { name: CAPTCHA_TEXTS.verifySubmit }));
    await waitFor(() =>
      expect(seen.filter((a) => captchaActions.verifyRequested.match(a)).map((a) => a.payload)).toEqual([
        { cacheKey: 'key-1', securityCode: 'ac3k9', redirectUrl: '/Site/LoginPage' },
      ]),
    );
  });

  it('shows the refusal the saga stores', async () => {
    const { store } = renderAt('/uye/dogrulama?cacheKey=key-1&redirectUrl=%2F');
    store.dispatch(captchaActions.verifyFailed(CAPTCHA_TEXTS.wrongCode));
    expect((await screen.findByRole('alert')).textContent).toBe(CAPTCHA_TEXTS.wrongCode);
  });

  it('says so when the address has no cacheKey, and asks for no image', () => {
    const { seen } = renderAt('/uye/dogrulama');
    expect(screen.getByRole('alert').textContent).toContain(CAPTCHA_TEXTS.missingCacheKey);
    expect(seen.map((a) => a.type)).not.toContain(captchaActions.imageRequested.type);
  });
});
