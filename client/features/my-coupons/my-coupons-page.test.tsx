import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { LIMITS } from '@shared/constants/business';
import { CouponNameDialog } from '../../components/coupon-name-dialog';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { authActions } from '../auth/auth.slice';
import type { MyCoupon } from '@shared/protocol/my-coupons-api';
import { eventKey, programActions } from '../program/program.slice';
import { makeSnapshot } from '../program/program.test-fixtures';
import { myCouponsActions as A } from './my-coupons.slice';
import { MyCouponsPage } from './my-coupons-page';
import { followedEventCodes } from './use-followed-events';
import { myCoupon, rowView } from './my-coupons.test-fixtures';

const HOUR = 3_600_000;

const renderPage = () => {
  const { store, actions } = makeTestStore();
  store.dispatch(authActions.memberLoaded(memberInfo()));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <MyCouponsPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store, actions };
};
const show = (store: ReturnType<typeof makeTestStore>['store'], coupons: MyCoupon[]) =>
  act(() => {
    store.dispatch(A.pageLoaded({ IsSuccess: true, State: 'ongoing', Page: 1, PageSize: 10, Total: coupons.length, Coupons: coupons }));
  });
const rowsOf = (card: HTMLElement) => within(within(card).getByRole('list', { name: 'Kupon satırları' })).getAllByRole('listitem');

describe('my coupons page', () => {
  it('offers the state tabs and the two folders, and a system coupon its sizes, columns and column odds', () => {
    const { store, actions } = renderPage();
    expect(actions).toContain(A.pageRequested.type);
    const rows = [1, 2, 3].map((i) => rowView(i, { odd: [150, 200, 300][i - 1]!, bankStatus: i === 3 ? 1 : 0 }));
    show(store, [myCoupon(5, { Rows: rows, SystemSizes: [2], ColumnCount: 2, IsRefunded: true, CouponName: 'Hafta sonu' })]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Devam Eden', 'Kazanan', 'Kaybeden', 'İptal / İade', 'Eski Kuponlarım', 'Kaybeden Kuponlarım']);
    const card = screen.getByRole('article', { name: /Hafta sonu/ });
    const figure = (term: string) => within(card).queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;
    expect(figure('Sistem')).toBe("2'li · 2 Kolon");
    // The banker 3,00 with 1,50 or 2,00: no 'Toplam Oran', which no column of a system has.
    expect(figure('Min. Kolon Oranı')).toBe('4,50');
    expect(figure('Maks. Kolon Oranı')).toBe('6,00');
    expect(figure('Toplam Oran')).toBeUndefined();
    // Titled by its name, the card gives the number as a figure; a card titled by its number does not repeat it.
    expect(figure('Kupon No')).toBe('20260000000005');
    expect(within(card).getByText('50,00 TL')).toBeTruthy();
    expect(within(card).getByText(/İptal edilemez · İade edildi/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Eski Kuponlarım' }));
    expect(store.getState().myCoupons.tab).toBe('old');
    fireEvent.click(screen.getByRole('tab', { name: 'Kaybeden Kuponlarım' }));
    expect(store.getState().myCoupons.tab).toBe('lostFolder');
  });

  it("shows each pick as it stands: 'Başlamadı' without a mark, live with its score and running thumbs, settled with ✓ or ✗", () => {
    const { store, actions } = renderPage();
    const now = Date.now();
    const rows = [
      rowView(1, { startsAt: now + 3 * HOUR }),
      rowView(2, { startsAt: now - HOUR, outcomeName: '1' }),
      rowView(3, { startsAt: now - HOUR, marketName: 'Karşılıklı Gol', outcomeName: 'Yok' }),
      rowView(4, { startsAt: now - 3 * HOUR, status: 'won', statusId: 3, colorId: 2, score: [2, 1] }),
      rowView(5, { startsAt: now - 3 * HOUR, status: 'lost', statusId: 4, colorId: 3, score: [0, 0] }),
      rowView(6, { startsAt: now - 3 * HOUR, status: 'void', statusId: 6 }),
      rowView(7, { startsAt: now - HOUR }),
    ];
    show(store, [myCoupon(8, { Rows: rows })]);
    // The page follows the events of the open picks that started (or start soon), not the one three hours ahead.
    expect(followedEventCodes([myCoupon(8, { Rows: rows })], now)).toEqual([2, 3, 7]);
    expect(actions.filter((a) => a === programActions.eventRequested.type)).toHaveLength(3);
    act(() => {
      store.dispatch(programActions.snapshotReceived({ key: eventKey(2), snapshot: makeSnapshot([{ code: 2, startsAt: now - HOUR, live: true }]), cachedAt: null }));
      store.dispatch(programActions.snapshotReceived({ key: eventKey(3), snapshot: makeSnapshot([{ code: 3, startsAt: now - HOUR, live: true }]), cachedAt: null }));
    });
    const card = screen.getByRole('article', { name: /20260000000008/ });
    const items = rowsOf(card);
    // The pick's mark, not the live badge (an image named 'Canlı, ...' too).
    const marks = items.map((li) => within(li).queryAllByRole('img', { name: /^(?!Canlı)/ })[0]?.getAttribute('aria-label') ?? null);
    expect(marks).toEqual([null, 'Şu an tutuyor', 'Şu an tutmuyor', 'Tuttu', 'Tutmadı', 'Ertelendi', null]);
    // A row without a mark keeps no empty place for one.
    expect(items.map((li) => li.querySelector('.coupon-pick__mark') !== null)).toEqual([false, true, true, true, true, true, false]);
    expect(within(card).queryByText('Kupon No', { selector: 'dt' })).toBeNull();
    expect(within(items[0]!).getByText('Başlamadı')).toBeTruthy();
    // Live: its minute and score (2 - 1), the running mark from that score: 1 holds, 'Karşılıklı Gol: Yok' does not.
    expect(within(items[1]!).getByLabelText(/Canlı, 67\. dakika, skor 2 - 1/)).toBeTruthy();
    expect(within(items[3]!).getByText('2 - 1')).toBeTruthy();
    expect(items[3]!.textContent).toContain('Maç sonucu');
    expect(within(items[6]!).getByText('Sonuç bekleniyor')).toBeTruthy();
    expect(items.map((li) => li.getAttribute('data-color-id'))).toEqual(['1', '1', '1', '2', '3', '1', '1']);
    // The away side turns it round: the row follows the score without a reload.
    const turned = makeSnapshot([{ code: 2, startsAt: now - HOUR, live: true }], 1, 2);
    turned.events[0]!.score = [2, 3];
    act(() => {
      store.dispatch(programActions.snapshotReceived({ key: eventKey(2), snapshot: turned, cachedAt: null }));
    });
    expect(within(rowsOf(card)[1]!).getByRole('img', { name: /^(?!Canlı)/ }).getAttribute('aria-label')).toBe('Şu an tutmuyor');
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

  it("alerts 'Lütfen kuponunuza ad veriniz.' on an empty save, alone: one message at a time", async () => {
    const { onSave, field, save } = setup();
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Lütfen kuponunuza ad veriniz.');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Kupon adı alanı boş bırakılamaz.')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
    // Typing replaces the alert by the field's own text for what is typed.
    fireEvent.change(field, { target: { value: 'ab' } });
    fireEvent.blur(field);
    expect(await screen.findByText('Kuponunuzun adı en az 3 karakter olmalıdır.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Lütfen kuponunuza ad veriniz.')).toBeNull();
  });

  it('takes at most 20 characters, the shared rule, in the styled field', () => {
    const { field } = setup();
    expect(field.getAttribute('maxlength')).toBe(String(LIMITS.couponNameMax));
    expect(LIMITS.couponNameMax).toBe(20);
    expect(field.classList.contains('ui-control')).toBe(true);
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
    // One error at a time: the earlier texts are gone.
    expect(screen.queryByText('Kuponunuzun adı en az 3 karakter olmalıdır.')).toBeNull();
    expect(screen.queryByText('Kuponunuzun adı en fazla 20 karakter olmalıdır.')).toBeNull();
    save();
    await new Promise((r) => setTimeout(r, 20));
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '  Hafta sonu ' } });
    save();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith('Hafta sonu'));
  });
});
