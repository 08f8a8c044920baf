import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { LOGIN_TEXTS } from '@shared/validation/login.schema';
import { ROUTES } from '@shared/constants/routes';
import { authActions } from './auth.slice';
import { makeTestStore, memberInfo } from './auth.test-store';
import { LoginPage } from './login-page';

const renderAt = (url: string, member = false) => {
  const { store, actions } = makeTestStore();
  store.dispatch(member ? authActions.memberLoaded(memberInfo()) : authActions.visitorConfirmed());
  const { unmount } = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <LoginPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store, actions, unmount };
};

describe('LoginPage', () => {
  it('shows the login form under its heading', () => {
    renderAt('/Site/LoginPage?RedirectUrl=%2Fiddaa%2Ffutbol');
    expect(screen.getByRole('heading', { name: 'Üye Girişi' })).toBeTruthy();
    expect(screen.getByLabelText(LOGIN_TEXTS.usernameLabel)).toBeTruthy();
    expect(screen.getByRole('button', { name: LOGIN_TEXTS.submit })).toBeTruthy();
  });

  it("carries 'Şifremi Unuttum' and 'Üye Ol' under the form from the start", () => {
    renderAt('/Site/LoginPage');
    expect(screen.getByRole('link', { name: 'Şifremi Unuttum' }).getAttribute('href')).toBe(ROUTES.forgotPassword);
    expect(screen.getByRole('link', { name: 'Üye Ol' }).getAttribute('href')).toBe(ROUTES.signUp);
  });

  it('offers the way on to the checked RedirectUrl for a member', () => {
    renderAt('/Site/LoginPage?RedirectUrl=https%3A%2F%2Fevil.example%2F', true);
    expect(screen.getByRole('link', { name: 'Devam et' }).getAttribute('href')).toBe('/');
  });

  it('links home for a RedirectUrl that is another host only once normalised, and on to a site path', () => {
    for (const [query, href] of [
      ['%2F.%2F%2Fevil.example', '/'],
      ['%2F%2e%2e%2F%2Fevil.example', '/'],
      ['%2FSite%2FLoginPage', '/'],
      ['%2Fiddaa%2Fbasketbol%3Fcode%3D5', '/iddaa/basketbol?code=5'],
    ]) {
      const { unmount } = renderAt(`/Site/LoginPage?RedirectUrl=${query}`, true);
      expect(screen.getByRole('link', { name: 'Devam et' }).getAttribute('href'), query).toBe(href);
      unmount();
    }
  });
});
