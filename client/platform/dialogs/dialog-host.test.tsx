import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ROUTES } from '@shared/constants/routes';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { makeTestStore } from '../../features/auth/auth.test-store';
import { DialogHost } from './dialog-host';
import { dialogsActions } from './dialogs.slice';

const setup = () => {
  const { store } = makeTestStore({ preloaded: undefined });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <button type="button">Sayfa</button>
        <DialogHost />
      </MemoryRouter>
    </Provider>,
  );
  return store;
};

describe('DialogHost', () => {
  it('shows the top dialog as an accessible modal and answers with its buttons', () => {
    const store = setup();
    act(() => {
      store.dispatch(dialogsActions.opened({ kind: 'info', message: 'Alttaki', messageType: MESSAGE_TYPE.error }));
      store.dispatch(dialogsActions.opened({ kind: 'confirm', message: 'Emin misiniz?' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Onay' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Emin misiniz?')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Hata' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'İptal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    expect(store.getState().dialogs.stack.map((d) => d.message)).toEqual(['Alttaki']);
    expect(screen.getByRole('dialog', { name: 'Hata' })).toBeTruthy();
  });

  it('closes with Escape and keeps Tab inside the dialog', () => {
    const store = setup();
    act(() => {
      store.dispatch(dialogsActions.opened({ kind: 'saveOrClose', message: 'Kaydedilsin mi?' }));
    });
    const close = screen.getByRole('button', { name: 'Kapat' });
    const save = screen.getByRole('button', { name: 'Kaydet' });
    save.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(store.getState().dialogs.stack).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows details and the login form in the login dialog', async () => {
    const store = setup();
    act(() => {
      store.dispatch(dialogsActions.opened({ kind: 'insufficientBalance', message: 'Yetersiz', details: [{ label: 'Bakiyeniz', value: '10,00 TL' }] }));
    });
    expect(screen.getByRole('dialog', { name: 'Yetersiz Bakiye' })).toBeTruthy();
    expect(screen.getByText('10,00 TL')).toBeTruthy();
    act(() => {
      store.dispatch(dialogsActions.opened({ kind: 'login', message: 'Lütfen Üye Girişi yapınız.' }));
    });
    const login = screen.getByRole('dialog', { name: 'Üye Girişi' });
    // The form is loaded on first use (kept out of the entry bundle).
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
    expect(login.querySelector('input[name="username"]')).toBeTruthy();
  });

  it("offers 'Şifremi Unuttum' and 'Üye Ol' in the login dialog, which closes as the member follows one", async () => {
    const store = setup();
    act(() => {
      store.dispatch(dialogsActions.opened({ kind: 'login', message: 'Lütfen Üye Girişi yapınız.' }));
    });
    const login = screen.getByRole('dialog', { name: 'Üye Girişi' });
    expect((await within(login).findByRole('link', { name: 'Şifremi Unuttum' })).getAttribute('href')).toBe(ROUTES.forgotPassword);
    const signUp = within(login).getByRole('link', { name: 'Üye Ol' });
    expect(signUp.getAttribute('href')).toBe(ROUTES.signUp);
    fireEvent.click(signUp);
    expect(store.getState().dialogs.stack).toEqual([]);
  });
});
