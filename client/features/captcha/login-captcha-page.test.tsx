import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { LOGIN_TEXTS } from '@shared/validation/login.schema';
import { captchaActions } from './captcha.slice';
import { authActions } from '../auth/auth.slice';
import { makeTestStore } from '../auth/auth.test-store';
import { LoginCaptchaPage } from './login-captcha-page';
import { LoginPage } from '../auth/login-page';

const renderPage = (page: 'captcha' | 'plain' = 'captcha') => {
  const { store, actions } = makeTestStore();
  store.dispatch(authActions.visitorConfirmed());
  /** Every action the page dispatches, with its payload. */
  const seen: { type: string; payload?: unknown }[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((a: { type: string; payload?: unknown }) => {
    seen.push(a);
    return dispatch(a);
  }) as typeof store.dispatch;
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/Site/LoginCaptcha?RedirectUrl=%2Fiddaa']}>{page === 'captcha' ? <LoginCaptchaPage /> : <LoginPage />}</MemoryRouter>
    </Provider>,
  );
  return { store, actions, view, seen };
};

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginCaptchaPage', () => {
  it('asks for an image on mount, shows it with "Yenile", and forgets it when it leaves', () => {
    const { store, actions, view } = renderPage();
    expect(actions).toContain(captchaActions.imageRequested.type);
    expect(screen.getByText(CAPTCHA_TEXTS.loading)).toBeTruthy();
    store.dispatch(captchaActions.imageLoaded({ ImageBase64: 'iVBORw0KGgo', ValueHash: 'h1' }));
    return waitFor(() => {
      const img = screen.getByRole('img', { name: CAPTCHA_TEXTS.imageAlt });
      expect(img.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo');
      fireEvent.click(screen.getByRole('button', { name: CAPTCHA_TEXTS.refresh }));
      expect(actions.filter((a) => a === captchaActions.imageRequested.type)).toHaveLength(2);
      view.unmount();
      expect(store.getState().captcha.shown).toBe(false);
    });
  });

  it('sends the security code with the login, and holds a code under 5 characters with the schema text', async () => {
    const { seen } = renderPage();
    const sent = () => seen.filter((a) => authActions.loginRequested.match(a)).map((a) => a.payload);
    fill(LOGIN_TEXTS.usernameLabel, 'demo');
    fill(LOGIN_TEXTS.passwordLabel, 'Demo.1234');
    fill(LOGIN_TEXTS.securityCodeLabel, 'AC3');
    fireEvent.click(screen.getByRole('button', { name: LOGIN_TEXTS.submit }));
    await screen.findByText(LOGIN_TEXTS.securityCodeTooShort);
    expect(sent()).toHaveLength(0);
    fill(LOGIN_TEXTS.securityCodeLabel, ' AC3K9 ');
    fireEvent.click(screen.getByRole('button', { name: LOGIN_TEXTS.submit }));
    await waitFor(() =>
      expect(sent()).toEqual([{ username: 'demo', password: 'Demo.1234', securityCode: 'AC3K9', origin: 'page', redirectUrl: '/iddaa' }]),
    );
  });

  it('empties the security code when a new image arrives', async () => {
    const { store } = renderPage();
    store.dispatch(captchaActions.imageLoaded({ ImageBase64: 'a', ValueHash: 'h1' }));
    fill(LOGIN_TEXTS.securityCodeLabel, 'AC3K9');
    store.dispatch(captchaActions.imageLoaded({ ImageBase64: 'b', ValueHash: 'h2' }));
    await waitFor(() => expect((screen.getByLabelText(LOGIN_TEXTS.securityCodeLabel) as HTMLInputElement).value).toBe(''));
  });

  it('keeps the security-code field off the ordinary login page', () => {
    renderPage('plain');
    expect(screen.queryByLabelText(LOGIN_TEXTS.securityCodeLabel)).toBeNull();
  });
});
