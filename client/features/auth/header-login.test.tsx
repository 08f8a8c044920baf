import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { LOGIN_MAX_LENGTH, LOGIN_TEXTS } from '@shared/validation/login.schema';
import { PASSWORD_RESET_PATH, LOGIN_CODES, loginMessage } from '@shared/errors/login-messages';
import { ROUTES, loginPageUrl } from '@shared/constants/routes';
import { authActions } from './auth.slice';
import { makeTestStore, memberInfo, type TestStore } from './auth.test-store';
import { HeaderLoginArea } from './header-login-area';
import { LoginForm } from './login-form';
import { server } from '../../../tests/setup/msw-server';
import { SAVED_COUPONS_API } from '@shared/protocol/saved-coupons-api';
import { savedCouponsSaga } from '../saved-coupons/saved-coupons.sagas';
import { SavedCouponsSheetMount } from '../saved-coupons/saved-coupons-sheet-mount';

const visitorStore = () => {
  const t = makeTestStore();
  t.store.dispatch(authActions.visitorConfirmed());
  return t;
};
const renderWith = (store: TestStore, ui: React.ReactNode, url = '/iddaa/futbol') =>
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </Provider>,
  );
const loginRegion = () => screen.findByRole('region', { name: 'Üye girişi' });

describe('visitor header', () => {
  it('on a phone shows Üye Ol and Giriş Yap; Giriş Yap opens the login page and comes back', () => {
    const { store } = visitorStore();
    renderWith(store, <HeaderLoginArea phone />);
    expect(screen.queryByLabelText(LOGIN_TEXTS.usernameLabel)).toBeNull();
    expect(screen.getByRole('link', { name: 'Üye Ol' }).getAttribute('href')).toBe(ROUTES.signUp);
    expect(screen.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe(loginPageUrl('/iddaa/futbol'));
  });

  it('on a desktop shows the login form with Şifremi Unuttum and Üye Ol from the start', async () => {
    const { store } = visitorStore();
    renderWith(store, <HeaderLoginArea phone={false} />);
    const region = await loginRegion();
    expect(within(region).getByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Şifremi Unuttum' }).getAttribute('href')).toBe(ROUTES.forgotPassword);
    expect(screen.getByRole('link', { name: 'Üye Ol' }).getAttribute('href')).toBe(ROUTES.signUp);
  });

  it('on a login page shows no second login form, only Üye Ol (the page is the form)', () => {
    const { store } = visitorStore();
    renderWith(store, <HeaderLoginArea phone={false} />, loginPageUrl('/iddaa'));
    expect(screen.queryByRole('region', { name: 'Üye girişi' })).toBeNull();
    expect(screen.queryByLabelText(LOGIN_TEXTS.usernameLabel)).toBeNull();
    expect(screen.getByRole('link', { name: 'Üye Ol' }).getAttribute('href')).toBe(ROUTES.signUp);
  });

  it('limits the identifier and the password to the schema lengths', async () => {
    const { store } = visitorStore();
    renderWith(store, <HeaderLoginArea phone={false} />);
    await loginRegion();
    expect(screen.getByLabelText(LOGIN_TEXTS.usernameLabel).getAttribute('maxlength')).toBe(String(LOGIN_MAX_LENGTH.username));
    expect(screen.getByLabelText(LOGIN_TEXTS.passwordLabel).getAttribute('maxlength')).toBe(String(LOGIN_MAX_LENGTH.password));
    expect([LOGIN_MAX_LENGTH.username, LOGIN_MAX_LENGTH.password]).toEqual([64, 128]);
  });

  it('marks empty fields with the schema texts', async () => {
    const { store, actions } = visitorStore();
    renderWith(store, <HeaderLoginArea phone={false} />);
    await loginRegion();
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

  it('submits the trimmed credentials as a login intent and shows the form busy', async () => {
    const { store, actions } = visitorStore();
    renderWith(store, <HeaderLoginArea phone={false} />);
    await loginRegion();
    fireEvent.change(screen.getByLabelText(LOGIN_TEXTS.usernameLabel), { target: { value: ' 12345 ' } });
    fireEvent.change(screen.getByLabelText(LOGIN_TEXTS.passwordLabel), { target: { value: 'gizli' } });
    fireEvent.click(screen.getByRole('button', { name: LOGIN_TEXTS.submit }));
    await waitFor(() => expect(actions).toContain(authActions.loginRequested.type));
    expect(store.getState().auth.form).toMatchObject({ origin: 'header', submitting: true });
    expect(screen.getByRole('button', { name: LOGIN_TEXTS.submit }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows the refusal inside the login card with the reset link and the password hint', async () => {
    const { store } = visitorStore();
    renderWith(store, <HeaderLoginArea phone={false} />);
    const region = await loginRegion();
    act(() => {
      store.dispatch(authActions.loginRequested({ username: 'a', password: 'b', origin: 'header' }));
      store.dispatch(authActions.loginFailed({ code: 102, message: 'Üyelik bilgileriniz hatalı.', resetLink: PASSWORD_RESET_PATH }));
    });
    const alert = within(region).getByRole('alert');
    expect(alert.textContent).toContain('Üyelik bilgileriniz hatalı.');
    expect(alert.closest('form')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Şifremi unuttum' }).getAttribute('href')).toBe(PASSWORD_RESET_PATH);
    expect(within(alert).getByText(LOGIN_TEXTS.passwordErrorHint)).toBeTruthy();
    expect(screen.getByLabelText(LOGIN_TEXTS.usernameLabel).getAttribute('aria-invalid')).toBeNull();
  });

  it('ties an e-mail login refusal to the identifier field', async () => {
    const { store } = visitorStore();
    renderWith(store, <HeaderLoginArea phone={false} />);
    await loginRegion();
    const message = loginMessage(LOGIN_CODES.emailLoginUnsupported, '');
    act(() => {
      store.dispatch(authActions.loginRequested({ username: 'a@b.com', password: 'b', origin: 'header' }));
      store.dispatch(authActions.loginFailed({ code: LOGIN_CODES.emailLoginUnsupported, message, resetLink: null }));
    });
    const user = screen.getByLabelText(LOGIN_TEXTS.usernameLabel);
    expect(user.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(user.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(alert.textContent).toContain(message);
  });
});

describe('member header', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((s) => s()));

  it('shows the name, the balance, the Hesabım menu with its entries and Çıkış', async () => {
    const { store, actions } = makeTestStore();
    store.dispatch(authActions.memberLoaded(memberInfo({ Name: 'Ayşe', Surname: 'Yılmaz', Balance: 123_450 })));
    renderWith(store, <HeaderLoginArea phone={false} />);
    expect(await screen.findByText('Ayşe Yılmaz')).toBeTruthy();
    expect(screen.getByText('1.234,50 TL')).toBeTruthy();
    const account = screen.getByRole('button', { name: 'Hesabım' });
    expect(account.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(account);
    const menu = screen.getByRole('menu', { name: 'Hesabım menüsü' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Hesap Bilgilerim', 'Kuponlarım', 'Kayıtlı Kuponlarım', 'Mesajlarım', 'İletişim İzinleri', 'Sorumlu Oyun', 'Çıkış']);
    expect(within(menu).getByRole('menuitem', { name: 'Hesap Bilgilerim' }).getAttribute('href')).toBe(ROUTES.account);
    expect(within(menu).getByRole('menuitem', { name: 'Kuponlarım' }).getAttribute('href')).toBe(ROUTES.myCoupons);
    expect(within(menu).getByRole('menuitem', { name: 'Mesajlarım' }).getAttribute('href')).toBe(ROUTES.writeMessage);
    expect(within(menu).getByRole('menuitem', { name: 'İletişim İzinleri' }).getAttribute('href')).toBe(ROUTES.contactPermissions);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Çıkış' }));
    expect(actions).toContain(authActions.logoutRequested.type);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("opens 'Kayıtlı Kuponlarım' from the Hesabım menu in a sheet over the page, with the member's saved coupons", async () => {
    server.use(
      http.get(SAVED_COUPONS_API.savedCoupons, () =>
        HttpResponse.json({ IsSuccess: true, Coupons: [{ id: 7, code: 'sv7abc', name: 'Hafta sonu', savedAt: Date.now(), misli: 1, systemSizes: [], selections: [] }] }),
      ),
    );
    const { store, stop } = makeTestStore({ sagas: [savedCouponsSaga] });
    stops.push(stop);
    store.dispatch(authActions.memberLoaded(memberInfo()));
    renderWith(
      store,
      <>
        <HeaderLoginArea phone={false} />
        <SavedCouponsSheetMount />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Hesabım' }));
    fireEvent.click(within(screen.getByRole('menu', { name: 'Hesabım menüsü' })).getByRole('menuitem', { name: 'Kayıtlı Kuponlarım' }));
    const sheet = await screen.findByRole('dialog', { name: 'Kayıtlı Kuponlarım' });
    expect(await within(sheet).findByText('Hafta sonu')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('follows the balance live', async () => {
    const { store } = makeTestStore();
    store.dispatch(authActions.memberLoaded(memberInfo({ Balance: 100_000 })));
    renderWith(store, <HeaderLoginArea phone={false} />);
    expect(await screen.findByText('1.000,00 TL')).toBeTruthy();
    act(() => {
      store.dispatch(authActions.balanceUpdated({ balance: 95_000 }));
    });
    expect(screen.getByText('950,00 TL')).toBeTruthy();
  });

  it('on a phone shows the name and balance; the Hesabım entries are in the off-canvas menu', async () => {
    const { store } = makeTestStore();
    store.dispatch(authActions.memberLoaded(memberInfo({ Name: 'Ayşe', Surname: 'Yılmaz', Balance: 123_450 })));
    renderWith(store, <HeaderLoginArea phone />);
    expect(await screen.findByText('Ayşe Yılmaz')).toBeTruthy();
    expect(screen.getByText('1.234,50 TL')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hesabım' })).toBeNull();
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
