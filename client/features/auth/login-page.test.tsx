import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { LOGIN_TEXTS } from '@shared/validation/login.schema';
import { authActions } from './auth.slice';
import { makeTestStore, memberInfo } from './auth.test-store';
import { LoginPage } from './login-page';
import { safeRedirectPath } from './login-redirect';

const renderAt = (url: string, member = false) => {
  const { store, actions } = makeTestStore();
  store.dispatch(member ? authActions.memberLoaded(memberInfo()) : authActions.visitorConfirmed());
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <LoginPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store, actions };
};

describe('LoginPage', () => {
  it('shows the login form under its heading', () => {
    renderAt('/Site/LoginPage?RedirectUrl=%2Fiddaa%2Ffutbol');
    expect(screen.getByRole('heading', { name: 'Üye Girişi' })).toBeTruthy();
    expect(screen.getByLabelText(LOGIN_TEXTS.usernameLabel)).toBeTruthy();
    expect(screen.getByRole('button', { name: LOGIN_TEXTS.submit })).toBeTruthy();
  });

  it('offers the way on to the checked RedirectUrl for a member', () => {
    renderAt('/Site/LoginPage?RedirectUrl=https%3A%2F%2Fevil.example%2F', true);
    expect(screen.getByRole('link', { name: 'Devam et' }).getAttribute('href')).toBe('/');
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-origin paths only', () => {
    const origin = 'https://iddaa.example';
    expect(safeRedirectPath('/iddaa/futbol?code=1#x', origin)).toBe('/iddaa/futbol?code=1#x');
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'iddaa', '', null, '/Site/LoginPage']) {
      expect(safeRedirectPath(bad, origin)).toBeNull();
    }
  });
});
