import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { CouponNameDialog } from '../../components/coupon-name-dialog';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { authActions } from '../auth/auth.slice';
import { myCouponsActions as A } from './my-coupons.slice';
import { MyCouponsPage } from './my-coupons-page';
import { myCoupon, rowView } from './my-coupons.test-fixtures';

describe('my coupons page', () => {
  it('shows the tabs, each coupon with its figures and rows, status icons by accessible name and colours', () => {
    const { store, actions } = makeTestStore();
    store.dispatch(authActions.memberLoaded(memberInfo()));
    const rows = [1, 2, 3, 4, 5, 6].map((s, i) => rowView(i + 1, { statusId: s as 1, colorId: s === 3 ? 2 : s === 4 ? 3 : 1 }));
    render(
      <Provider store={store}>
        <MemoryRouter>
          <MyCouponsPage />
        </MemoryRouter>
      </Provider>,
    );
    expect(actions).toContain(A.pageRequested.type);
    act(() => {
      store.dispatch(A.pageLoaded({ IsSuccess: true, State: 'ongoing', Page: 1, PageSize: 10, Total: 1, Coupons: [myCoupon(5, { Rows: rows, SystemSizes: [2, 3], ColumnCount: 10, IsRefunded: true, CouponName: 'Hafta sonu' })] }));
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Devam Eden', 'Kazanan', 'Kaybeden', 'İptal / İade']);
    const card = screen.getByRole('article', { name: /Hafta sonu/ });
    for (const name of ['Şu an tutuyor', 'Şu an tutmuyor', 'Tuttu', 'Tutmadı', 'İptal edildi', 'Ertelendi']) {
      expect(within(card).getByRole('img', { name })).toBeTruthy();
    }
    const items = within(within(card).getByRole('list', { name: 'Kupon satırları' })).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-color-id'))).toEqual(['1', '1', '2', '3', '1', '1']);
    expect(within(card).getByText("2'li, 3'lü · 10 Kolon")).toBeTruthy();
    expect(within(card).getByText('50,00 TL')).toBeTruthy();
    expect(within(card).getByText('3,38')).toBeTruthy();
    expect(within(card).getByText(/İptal edilemez · İade edildi/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Kaybeden' }));
    expect(store.getState().myCoupons.tab).toBe('lost');
  });
});

describe('coupon name dialog', () => {
  const setup = () => {
    const onSave = vi.fn();
    render(<CouponNameDialog onSave={onSave} onCancel={vi.fn()} />);
    const field = screen.getByLabelText('Kupon adı');
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    return { onSave, field, save };
  };

  it("alerts 'Lütfen kuponunuza ad veriniz.' on an empty save and shows the empty-field text", async () => {
    const { onSave, save } = setup();
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Lütfen kuponunuza ad veriniz.');
    expect(await screen.findByText('Kupon adı alanı boş bırakılamaz.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the schema texts for short, long and symbol names, and saves a valid trimmed name', async () => {
    const { onSave, field, save } = setup();
    const typed = async (value: string, text: string) => {
      fireEvent.change(field, { target: { value } });
      fireEvent.blur(field);
      expect(await screen.findByText(text)).toBeTruthy();
    };
    await typed('ab', 'Kuponunuzun adı en az 3 karakter olmalıdır.');
    await typed('a'.repeat(21), 'Kuponunuzun adı en fazla 20 karakter olmalıdır.');
    await typed('Kupon ⚽', 'Kupon isminde geçersiz karakterler mevcut.');
    save();
    await new Promise((r) => setTimeout(r, 20));
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '  Hafta sonu ' } });
    save();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith('Hafta sonu'));
  });
});
