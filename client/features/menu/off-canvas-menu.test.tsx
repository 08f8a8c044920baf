import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ROUTES, loginPageUrl } from '@shared/constants/routes';
import { savedCouponsActions } from '../saved-coupons/saved-coupons.slice';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { viewActions } from '../../platform/view/view.slice';
import { menuActions } from './menu.slice';
import { MenuButton } from './menu-button';
import { OffCanvasMenu } from './off-canvas-menu';

const items = [
  { sportId: 1, name: 'Futbol', slug: 'futbol', count: 300, liveCount: 5, outrightCount: 2 },
  { sportId: 2, name: 'Basketbol', slug: 'basketbol', count: 40, liveCount: 0, outrightCount: 0 },
];

const setup = (member: boolean) => {
  const { store, actions } = makeTestStore();
  store.dispatch(viewActions.deviceClassChanged('phone'));
  store.dispatch(menuActions.menuReceived({ sports: items, asOf: 0 }));
  if (member) store.dispatch(authActions.memberLoaded(memberInfo({ Name: 'Ayşe', Surname: 'Yılmaz', Balance: 5_000 })));
  else store.dispatch(authActions.visitorConfirmed());
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/iddaa']}>
        <MenuButton />
        <OffCanvasMenu />
      </MemoryRouter>
    </Provider>,
  );
  const button = screen.getByRole('button', { name: 'Menü' });
  fireEvent.click(button);
  return { store, actions, button, dialog: screen.getByRole('dialog', { name: 'Menü' }) };
};

describe('off-canvas menu', () => {
  it('offers a visitor Giriş Yap and Üye Ol, then the sports with their icons and counts', () => {
    const { dialog } = setup(false);
    expect(within(dialog).getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe(loginPageUrl('/iddaa'));
    expect(within(dialog).getByRole('link', { name: 'Üye Ol' }).getAttribute('href')).toBe(ROUTES.signUp);
    const sports = within(dialog).getByRole('navigation', { name: 'Spor menüsü' });
    const football = within(sports).getByRole('link', { name: /Futbol/ });
    expect(football.querySelector('svg')).toBeTruthy();
    expect(football.textContent).toContain('300');
    expect(within(dialog).queryByRole('navigation', { name: 'Hesabım' })).toBeNull();
  });

  it("gives a member the Hesabım entries and Çıkış, which logs out", () => {
    const { dialog, actions } = setup(true);
    expect(within(dialog).getByText('Ayşe Yılmaz')).toBeTruthy();
    expect(within(dialog).getByText('50,00 TL')).toBeTruthy();
    const account = within(dialog).getByRole('navigation', { name: 'Hesabım' });
    expect(within(account).getByRole('link', { name: 'Hesap Bilgilerim' }).getAttribute('href')).toBe(ROUTES.account);
    expect(within(account).getByRole('link', { name: 'Kuponlarım' }).getAttribute('href')).toBe(ROUTES.myCoupons);
    expect(within(account).getByRole('link', { name: 'Mesajlarım' }).getAttribute('href')).toBe(ROUTES.writeMessage);
    expect(within(account).getByRole('link', { name: 'İletişim İzinleri' }).getAttribute('href')).toBe(ROUTES.contactPermissions);
    fireEvent.click(within(account).getByRole('button', { name: 'Çıkış' }));
    expect(actions).toContain(authActions.logoutRequested.type);
  });

  it("closes itself and asks for the saved coupons' sheet from 'Kayıtlı Kuponlarım'", () => {
    const { dialog, actions } = setup(true);
    const account = within(dialog).getByRole('navigation', { name: 'Hesabım' });
    fireEvent.click(within(account).getByRole('button', { name: 'Kayıtlı Kuponlarım' }));
    expect(actions.slice(-2)).toEqual([viewActions.menuClosed.type, savedCouponsActions.listRequested.type]);
  });

  it('traps focus while open and closes on Escape with focus back on the menu button', () => {
    const { dialog, button, store } = setup(true);
    const close = within(dialog).getByRole('button', { name: 'Menüyü kapat' });
    expect(document.activeElement).toBe(close);
    act(() => {
      fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    });
    const links = within(dialog).getAllByRole('link');
    expect(document.activeElement).toBe(links.at(-1));
    act(() => {
      fireEvent.keyDown(document, { key: 'Tab' });
    });
    expect(document.activeElement).toBe(close);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(store.getState().view.menuOpen).toBe(false);
    expect(document.activeElement).toBe(button);
  });
});
