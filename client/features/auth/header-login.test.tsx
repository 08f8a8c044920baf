import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { LOGIN_TEXTS } from '@shared/validation/login.schema';
import { PASSWORD_RESET_PATH } from '@shared/errors/catalogue';
import { viewActions } from '../view/view.slice';
import { authActions } from './auth.slice';
import { makeTestStore, memberInfo, type TestStore } from './auth.test-store';
import { HeaderLogin } from './header-login';
import { LoginForm } from './login-form';

const visitorStore = () => {
  const t = makeTestStore();
  t.store.dispatch(authActions.visitorConfirmed());
  return t;
};
const renderWith = (store: TestStore, ui: React.ReactNode) => render(<Provider store={store}>{ui}</Provider>);

describe('HeaderLogin', () => {
  it('on a phone shows one button that opens the form', () => {
    const { store } = visitorStore();
    store.dispatch(viewActions.deviceClassChanged('phone'));
    renderWith(store, <HeaderLogin />);
    expect(screen.queryByLabelText(LOGIN_TEXTS.usernameLabel)).toBeNull();
    const open = screen.getByRole('button', { name: LOGIN_TEXTS.submit });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(screen.getByLabelText(LOGIN_TEXTS.usernameLabel)).toBeTruthy();
  });

  it('has the labelled fields and marks empty fields with the schema texts', async () => {
    const { store, actions } = visitorStore();
    renderWith(store, <HeaderLogin />);
    const user = screen.getByLabelText(LOGIN_TEXTS.usernameLabel);
    const pass = screen.getByLabelText(LOGIN_TEXTS.passwordLabel);
    expect(pass.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: LOGIN_TEXTS.submit }));
    await waitFor(() => expect(screen.getByText(LOGIN_TEXTS.usernameRequired)).toBeTruthy());
    expect(screen.getByText(LOGIN_TEXTS.passwordRequired)).toBeTruthy();
    expect(user.getAttribute('aria-invalid')).toBe('true');
    expect(pass.getAttribute('aria-invalid')).toBe('true');
    expect(actions).not.toContain(authActions.loginRequested.type);
  });

  it('submits the trimmed credentials as a login intent', async () => {
    const { store, actions } = visitorStore();
    renderWith(store, <HeaderLogin />);
    fireEvent.change(screen.getByLabelText(LOGIN_TEXTS.usernameLabel), { target: { value: ' 12345 ' } });
    fireEvent.change(screen.getByLabelText(LOGIN_TEXTS.passwordLabel), { target: { value: 'gizli' } });
    fireEvent.click(screen.getByRole('button', { name: LOGIN_TEXTS.submit }));
    await waitFor(() => expect(actions).toContain(authActions.loginRequested.type));
    expect(store.getState().auth.form).toMatchObject({ origin: 'header', submitting: true });
    expect((screen.getByRole('button', { name: LOGIN_TEXTS.submit }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the refusal with the reset link and the password hint', () => {
    const { store } = visitorStore();
    renderWith(store, <HeaderLogin />);
    act(() => {
      store.dispatch(authActions.loginRequested({ username: 'a', password: 'b', origin: 'header' }));
      store.dispatch(authActions.loginFailed({ code: 102, message: 'Üyelik bilgileriniz hatalı.', resetLink: PASSWORD_RESET_PATH }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Üyelik bilgileriniz hatalı.');
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' }).getAttribute('href')).toBe(PASSWORD_RESET_PATH);
    expect(screen.getByText(LOGIN_TEXTS.passwordErrorHint)).toBeTruthy();
  });

  it('shows a member name, balance and Çıkış', () => {
    const { store, actions } = makeTestStore();
    store.dispatch(authActions.memberLoaded(memberInfo({ Name: 'Ayşe', Surname: 'Yılmaz', Balance: 123_450 })));
    renderWith(store, <HeaderLogin />);
    expect(screen.getByText(/Ayşe Yılmaz/)).toBeTruthy();
    expect(screen.getByText('1.234,50 TL')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Çıkış' }));
    expect(actions).toContain(authActions.logoutRequested.type);
  });
});

describe('LoginForm', () => {
  it('empties the password field on logout', async () => {
    const { store } = visitorStore();
    renderWith(store, <LoginForm origin="page" />);
    const pass = screen.getByLabelText(LOGIN_TEXTS.passwordLabel) as HTMLInputElement;
    fireEvent.change(pass, { target: { value: 'gizli' } });
    expect(pass.value).toBe('gizli');
    act(() => {
      store.dispatch(authActions.loggedOut());
    });
    await waitFor(() => expect(pass.value).toBe(''));
    expect((screen.getByLabelText(LOGIN_TEXTS.usernameLabel) as HTMLInputElement).value).toBe('');
  });
});
