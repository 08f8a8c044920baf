import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { PLAY_BUTTON } from '@shared/constants/texts';
import { makeTestStore, type TestStore } from '../features/auth/auth.test-store';
import { couponActions } from '../features/coupon/coupon.slice';
import { pick } from '../features/coupon/coupon.test-fixtures';
import { viewActions } from '../platform/view/view.slice';
import { CouponToggle } from './coupon-toggle';

const renderToggle = (store: TestStore) =>
  render(
    <Provider store={store}>
      <MemoryRouter>
        <main>
          <button type="button">Sayfa</button>
        </main>
        <CouponToggle />
      </MemoryRouter>
    </Provider>,
  );

const withRows = (n: number) => {
  const { store } = makeTestStore();
  store.dispatch(viewActions.deviceClassChanged('phone'));
  for (let i = 1; i <= n; i++) store.dispatch(couponActions.outcomePicked(pick(i, 1, { odd: 150, eventName: `Maç ${i}` })));
  return store;
};

describe('the phone coupon: the Kuponum bar and its sheet', () => {
  it('opens a sheet whose footer keeps the totals and Hemen Oyna out of the scrolling rows', async () => {
    const store = withRows(30);
    renderToggle(store);
    const bar = screen.getByRole('button', { name: /^Kuponum, 30 seçim, Maks. Kazanç / });
    expect(bar.textContent).toContain('Maks. Kazanç');
    fireEvent.click(bar);
    // The sheet's code loads on the first opening (lazy, mounted when first needed).
    const sheet = await screen.findByRole('dialog', { name: 'Kuponum' });
    const rows = within(sheet).getByRole('list', { name: 'Kupon satırları' });
    expect(within(rows).getAllByRole('listitem')).toHaveLength(30);
    const play = within(sheet).getByRole('button', { name: PLAY_BUTTON });
    const footer = play.closest('.ui-sheet__footer');
    expect(footer).not.toBeNull();
    // Every figure of what will be paid sits in the footer with the play button, none in the scrolling body.
    for (const term of ['Kolon Sayısı', 'Toplam Oran', 'Kupon Tutarı', 'Maks. Kazanç']) {
      const dt = within(sheet).getByText(term, { selector: 'dt' });
      expect(footer!.contains(dt)).toBe(true);
      expect(dt.closest('.ui-sheet__body')).toBeNull();
    }
    expect(within(footer as HTMLElement).getByText('Kupon Tutarı', { selector: 'dt' }).nextElementSibling?.textContent).toBe('50,00 TL');
    expect(rows.closest('.ui-sheet__body')).not.toBeNull();
    // The bar hides while the sheet is open, so it covers nothing of it.
    expect(bar.hidden).toBe(true);
  });

  it('closes with its close button and Escape; the bar comes back and takes the focus again', async () => {
    const store = withRows(3);
    renderToggle(store);
    const bar = screen.getByRole('button', { name: /^Kuponum, 3 seçim/ });
    bar.focus();
    fireEvent.click(bar);
    // The sheet's code loads on the first opening (lazy, mounted when first needed).
    const sheet = await screen.findByRole('dialog', { name: 'Kuponum' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog', { name: 'Kuponum' })).toBeNull();
    expect(store.getState().view.couponOpen).toBe(false);
    expect(bar.hidden).toBe(false);
    expect(document.activeElement).toBe(bar);
    fireEvent.click(bar);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog', { name: 'Kuponum' })).toBeNull();
  });

  it('shows an empty coupon its message and no play button', async () => {
    const store = withRows(0);
    renderToggle(store);
    fireEvent.click(screen.getByRole('button', { name: 'Kuponum, 0 seçim' }));
    // The sheet's code loads on the first opening (lazy, mounted when first needed).
    const sheet = await screen.findByRole('dialog', { name: 'Kuponum' });
    expect(within(sheet).getByText('Kuponunuzda maç bulunmamaktadır.')).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: PLAY_BUTTON })).toBeNull();
  });
});
