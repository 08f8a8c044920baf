import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { API } from '@shared/protocol/api';
import { SAVED_COUPONS_API as P } from '@shared/protocol/saved-coupons-api';
import { server } from '../../../tests/setup/msw-server';
import { DialogHost } from '../../platform/dialogs/dialog-host';
import { registerNavigate, type NavigateFn } from '../../platform/session/navigation';
import { authSaga } from '../auth/auth.sagas';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { couponActions } from '../coupon/coupon.slice';
import { pick } from '../coupon/coupon.test-fixtures';
import { savedCouponsSaga } from './saved-coupons.sagas';
import { SavedCouponsBox } from './saved-coupons-box';
import { SavedCouponsSheetMount } from './saved-coupons-sheet-mount';

let navigate: ReturnType<typeof vi.fn<NavigateFn>>;
let unregister: () => void;
let loggedIn: boolean;
const cleanups: (() => void)[] = [];
beforeEach(() => {
  loggedIn = false;
  navigate = vi.fn<NavigateFn>();
  unregister = registerNavigate(navigate);
  server.use(
    http.post(API.memberInfo, () => HttpResponse.json(loggedIn ? memberInfo() : { IsLogin: false })),
    http.post(API.login, () => {
      loggedIn = true;
      return HttpResponse.json({ IsSuccess: true, Code: 0, Message: '', Token: 'after-login' });
    }),
    http.get(P.savedCoupons, () => HttpResponse.json({ IsSuccess: true, Coupons: [] })),
  );
});
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  unregister();
});

/** A visitor with two picks, the coupon's action row and the dialogs. */
const start = async () => {
  const { store, stop } = makeTestStore({ sagas: [authSaga, savedCouponsSaga] });
  cleanups.push(stop);
  store.dispatch(couponActions.outcomePicked(pick(1, 1, { odd: 150 })));
  store.dispatch(couponActions.outcomePicked(pick(2, 1, { odd: 210 })));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SavedCouponsBox />
        <SavedCouponsSheetMount />
        <DialogHost />
      </MemoryRouter>
    </Provider>,
  );
  await vi.waitFor(() => expect(store.getState().auth.status).toBe('visitor'));
  return store;
};

describe("the coupon's secondary actions", () => {
  it('sit in one labelled row: Kaydet, Kayıtlı Kuponlarım, Paylaş, E-posta', async () => {
    await start();
    const row = screen.getByRole('group', { name: 'Kupon işlemleri' });
    expect(within(row).getAllByRole('button').map((b) => [b.getAttribute('aria-label'), b.textContent])).toEqual([
      ['Kuponu Kaydet', 'Kaydet'],
      ['Kayıtlı Kuponlarım', 'Kayıtlı Kuponlarım'],
      ['Kaydet ve Paylaş', 'Paylaş'],
      ['Kaydet ve E-posta Gönder', 'E-posta'],
    ]);
  });

  it('give a visitor pressing Kaydet the login dialog (no page change), and open the name dialog after the login', async () => {
    const store = await start();
    fireEvent.click(screen.getByRole('button', { name: 'Kuponu Kaydet' }));
    const login = await screen.findByRole('dialog', { name: 'Üye Girişi' });
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Kupon Adı' })).toBeNull();
    fireEvent.change(await within(login).findByLabelText('Üye No / TC Kimlik No / Kullanıcı Adı'), { target: { value: 'demo' } });
    fireEvent.change(within(login).getByLabelText('Şifre', { exact: true }), { target: { value: 'Demo.1234' } });
    fireEvent.click(within(login).getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('dialog', { name: 'Kupon Adı' })).toBeTruthy();
    expect(store.getState().auth.status).toBe('member');
    expect(screen.queryByRole('dialog', { name: 'Üye Girişi' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([['Kayıtlı Kuponlarım'], ['Kaydet ve Paylaş'], ['Kaydet ve E-posta Gönder']])('give a visitor pressing %s the login dialog', async (name) => {
    await start();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(await screen.findByRole('dialog', { name: 'Üye Girişi' })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('open the saved coupons in a sheet once the visitor logged in', async () => {
    await start();
    fireEvent.click(screen.getByRole('button', { name: 'Kayıtlı Kuponlarım' }));
    const login = await screen.findByRole('dialog', { name: 'Üye Girişi' });
    fireEvent.change(await within(login).findByLabelText('Üye No / TC Kimlik No / Kullanıcı Adı'), { target: { value: 'demo' } });
    fireEvent.change(within(login).getByLabelText('Şifre', { exact: true }), { target: { value: 'Demo.1234' } });
    fireEvent.click(within(login).getByRole('button', { name: 'Giriş Yap' }));
    const sheet = await screen.findByRole('dialog', { name: 'Kayıtlı Kuponlarım' });
    expect(await within(sheet).findByText('Kayıtlı kuponunuz bulunmamaktadır.')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog', { name: 'Kayıtlı Kuponlarım' })).toBeNull();
  });
});
