import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { PLAY_BUTTON } from '@shared/constants/texts';
import { COUPON_ERRORS } from '@shared/errors/catalogue';
import { ROUTES } from '@shared/constants/routes';
import { makeTestStore, type TestStore } from '../auth/auth.test-store';
import { CouponPanel } from './coupon-panel';
import { couponActions } from './coupon.slice';
import { pick } from './coupon.test-fixtures';

const renderPanel = (store: TestStore) =>
  render(
    <Provider store={store}>
      <MemoryRouter>
        <CouponPanel />
      </MemoryRouter>
    </Provider>,
  );

const filled = () => {
  const { store, actions } = makeTestStore();
  store.dispatch(couponActions.outcomePicked(pick(1, 1, { odd: 150, eventName: 'Galatasaray - Fenerbahçe', outcomeName: '1' })));
  store.dispatch(couponActions.outcomePicked(pick(2, 2, { odd: 200, mbs: 2, eventName: 'Beşiktaş - Trabzonspor', marketName: 'Çifte Şans', outcomeName: '1-X', live: true })));
  return { store, actions };
};

describe('CouponPanel', () => {
  it('is the "Kuponum" region with its rows, totals and the play button', () => {
    const { store } = filled();
    renderPanel(store);
    const panel = screen.getByRole('region', { name: 'Kuponum' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Galatasaray - Fenerbahçe' }).getAttribute('href')).toBe('/iddaa/futbol?code=1');
    expect(within(rows[0]!).getByText('TEK MAÇ')).toBeTruthy();
    expect(within(rows[0]!).getByText('1,50')).toBeTruthy();
    expect(within(rows[1]!).getByText('Canlı')).toBeTruthy();
    expect(within(rows[1]!).getByText('1-X')).toBeTruthy();
    expect(within(panel).getByText('3,00')).toBeTruthy();
    expect(within(panel).getByText('50,00 TL')).toBeTruthy();
    expect(within(panel).getByText('150,00 TL')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: PLAY_BUTTON })).toBeTruthy();
  });

  it('toggles bankers, removes rows and clears the coupon', () => {
    const { store } = filled();
    renderPanel(store);
    const banker = screen.getByRole('button', { name: 'Banko: Galatasaray - Fenerbahçe' });
    expect(banker.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(banker);
    expect(banker.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Kaldır: Beşiktaş - Trabzonspor' }));
    expect(within(screen.getByRole('list', { name: 'Kupon satırları' })).getAllByRole('listitem')).toHaveLength(1);
    // A banker on a plain coupon is a rule problem, shown before play.
    expect(within(screen.getByRole('list', { name: 'Kupon uyarıları' })).getByText(COUPON_ERRORS.BANKER_WITHOUT_SYSTEM)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Temizle' }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText(COUPON_ERRORS.EMPTY)).toBeTruthy();
  });

  it('changes misli with the field and the buttons, and shows rule problems', () => {
    const { store } = filled();
    renderPanel(store);
    const misli = screen.getByRole('spinbutton', { name: 'Misli' }) as HTMLInputElement;
    fireEvent.change(misli, { target: { value: '10' } });
    expect(store.getState().coupon.misli).toBe(10);
    expect(screen.getByText('Kupon tutarı en az 50,00 TL olmalıdır. Misliyi en az 50 yapabilirsiniz.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Misliyi artır' }));
    expect(misli.value).toBe('11');
    // Out of range while typing is held, then settled at the maximum when the field is left.
    fireEvent.change(misli, { target: { value: '9999' } });
    fireEvent.blur(misli);
    expect(store.getState().coupon.misli).toBe(2000);
    expect(misli.value).toBe('2000');
    fireEvent.change(misli, { target: { value: '' } });
    expect(misli.value).toBe('');
    fireEvent.blur(misli);
    expect(misli.value).toBe('2000');
  });

  it('links each rule problem to the help page that explains it, where the rule bites', () => {
    const { store } = filled();
    renderPanel(store);
    const problems = () => within(screen.getByRole('list', { name: 'Kupon uyarıları' }));
    // The second row needs 2 events (MBS 2): alone with a banker it breaks MBS and the banker rule.
    fireEvent.click(screen.getByRole('button', { name: 'Banko: Galatasaray - Fenerbahçe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaldır: Galatasaray - Fenerbahçe' }));
    const mbs = problems().getByText(/MBS koşulu sağlanmıyor/).closest('li') as HTMLElement;
    expect(within(mbs).getByRole('link', { name: 'MBS nedir?' }).getAttribute('href')).toBe(ROUTES.helpMbs);
    store.dispatch(couponActions.outcomePicked(pick(1, 1, { odd: 150 })));
    fireEvent.click(screen.getByRole('button', { name: /^Banko: / , pressed: false }));
    const banker = problems().getByText(COUPON_ERRORS.BANKER_WITHOUT_SYSTEM).closest('li') as HTMLElement;
    expect(within(banker).getByRole('link', { name: 'Sistem kupon nasıl oynanır?' }).getAttribute('href')).toBe(ROUTES.helpSystemCoupon);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Misli' }), { target: { value: '10' } });
    const amount = problems().getByText(/Kupon tutarı en az/).closest('li') as HTMLElement;
    expect(within(amount).getByRole('link', { name: 'iddaa kuralları' }).getAttribute('href')).toBe(ROUTES.helpRules);
  });

  it('sends the accept flag and the play intent; the button is busy only while a play runs', () => {
    const { store, actions } = filled();
    renderPanel(store);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Oranlar değişirse kabul et' }));
    expect(store.getState().coupon.acceptOddsChanges).toBe(true);
    const play = screen.getByRole('button', { name: PLAY_BUTTON }) as HTMLButtonElement;
    fireEvent.click(play);
    expect(actions).toContain(couponActions.playRequested.type);
    expect(play.getAttribute('aria-busy')).toBeNull();
    act(() => {
      store.dispatch(couponActions.playStarted({ key: 'k', signature: 's' }));
    });
    // Busy keeps the focus and the label, and swallows further presses.
    const busy = screen.getByRole('button', { name: PLAY_BUTTON });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    const plays = actions.filter((a) => a === couponActions.playRequested.type).length;
    fireEvent.click(busy);
    expect(actions.filter((a) => a === couponActions.playRequested.type)).toHaveLength(plays);
  });

  it('shows a plain coupon its total odds, and a system coupon its lowest and highest column odds instead', () => {
    const { store } = makeTestStore();
    [150, 200, 300, 120].forEach((odd, i) => store.dispatch(couponActions.outcomePicked(pick(i + 1, 1, { odd, eventName: `Maç ${i + 1}` }))));
    renderPanel(store);
    const figure = (term: string) => screen.queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;
    expect(figure('Toplam Oran')).toBe('10,80');
    expect(figure('Min. Kolon Oranı')).toBeUndefined();
    fireEvent.click(screen.getByRole('checkbox', { name: "2'li" }));
    // 2'li of 1,50 / 2,00 / 3,00 / 1,20: the lowest column 1,20 × 1,50, the highest 2,00 × 3,00.
    expect(figure('Toplam Oran')).toBeUndefined();
    expect(figure('Min. Kolon Oranı')).toBe('1,80');
    expect(figure('Maks. Kolon Oranı')).toBe('6,00');
    expect(figure('Kolon Sayısı')).toBe('6');
    // A banker is in every column: 3,00 with the lowest or the highest other odd, and 3'lü adds its columns.
    fireEvent.click(screen.getByRole('button', { name: 'Banko: Maç 3' }));
    fireEvent.click(screen.getByRole('checkbox', { name: "3'lü" }));
    expect(figure('Min. Kolon Oranı')).toBe('3,60');
    expect(figure('Maks. Kolon Oranı')).toBe('9,00');
    expect(figure('Kolon Sayısı')).toBe('6');
  });

  it('offers system sizes 1..n-1, counts columns with a banker, the amount and the capped winnings', () => {
    const { store } = makeTestStore();
    for (let i = 1; i <= 5; i++) store.dispatch(couponActions.outcomePicked(pick(i, 1, { odd: 150, eventName: `Maç ${i}` })));
    renderPanel(store);
    const system = screen.getByRole('group', { name: 'Sistem' });
    expect(within(system).getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual(["1'li", "2'li", "3'lü", "4'lü"]);
    fireEvent.click(screen.getByRole('checkbox', { name: "2'li" }));
    fireEvent.click(screen.getByRole('checkbox', { name: "3'lü" }));
    const columns = () => screen.getByText('Kolon Sayısı').nextElementSibling?.textContent;
    expect(columns()).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Banko: Maç 1' }));
    expect(columns()).toBe('10');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Misli' }), { target: { value: '5' } });
    expect(screen.getByText('Kupon Tutarı').nextElementSibling?.textContent).toBe('50,00 TL');
    expect(screen.queryByLabelText('Üst sınır')).toBeNull();
    // Three bankers are not fewer than the smallest size (2): the shared rule says so before play.
    fireEvent.click(screen.getByRole('button', { name: 'Banko: Maç 2' }));
    expect(screen.getByText(COUPON_ERRORS.TOO_MANY_BANKERS)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Banko: Maç 2' }));
    // High odds and the maximum misli reach the cap: the cap mark shows.
    for (let i = 1; i <= 5; i++) store.dispatch(couponActions.oddsChanged([{ outcomeId: i * 10 + 1, odd: 100_000, status: 1 }]));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Misli' }), { target: { value: '2000' } });
    expect(screen.getByLabelText('Üst sınır')).toBeTruthy();
    expect(screen.getByText('Maks. Kazanç').nextElementSibling?.textContent).toContain('12.500.000,00 TL');
    // Removing rows drops the sizes the coupon no longer offers.
    fireEvent.click(screen.getByRole('button', { name: 'Kaldır: Maç 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaldır: Maç 4' }));
    expect(store.getState().coupon.systemSizes).toEqual([2]);
  });

  it('shows the 30-selection notice', () => {
    const { store } = makeTestStore();
    for (let i = 1; i <= 31; i++) store.dispatch(couponActions.outcomePicked(pick(i)));
    renderPanel(store);
    expect(screen.getByRole('alert').textContent).toContain(COUPON_ERRORS.TOO_MANY_SELECTIONS);
  });
});
