import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MY_COUPONS_API as P, type PublicCoupon } from '@shared/protocol/my-coupons-api';
import { COUPON_PAGE_ROUTE } from '@shared/protocol/sharing-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore } from '../auth/auth.test-store';
import { rowView } from '../my-coupons/my-coupons.test-fixtures';
import { publicCouponSaga } from './public-coupon.sagas';
import { publicCouponActions as A } from './public-coupon.slice';
import { PublicCouponPage } from './public-coupon-page';
import { NO, publicCoupon } from './public-coupon.test-fixtures';

let coupon: PublicCoupon;
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
beforeEach(() => {
  coupon = publicCoupon();
  server.use(
    http.get(P.publicCoupon, ({ request }) =>
      new URL(request.url).searchParams.get('couponNo') === NO
        ? HttpResponse.json({ IsSuccess: true, Coupon: coupon })
        : HttpResponse.json({ IsSuccess: false, Code: 'NOT_FOUND', Message: 'x' }, { status: 404 }),
    ),
  );
});

const show = (couponNo: string) => {
  const { store, stop, actions } = makeTestStore({ sagas: [publicCouponSaga] });
  cleanups.push(stop);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/kupon/${couponNo}`]}>
        <Routes>
          <Route path={COUPON_PAGE_ROUTE} element={<PublicCouponPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, actions, stop };
};

describe('public coupon page', () => {
  it('shows the coupon read-only: number, type, state, masked sharer, figures and rows with icons and colours', async () => {
    const { actions, stop } = show(NO);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`Akşam · ${NO}`);
    expect(document.title).toContain(`Kupon ${NO}`);
    const page = heading.closest('section')!;
    const figure = (term: string) => within(page).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    // The number is in the heading, once: not again as a figure.
    expect(within(page).queryByText('Kupon No', { selector: 'dt' })).toBeNull();
    expect(figure('Kupon Tipi')).toBe('Sistem');
    expect(figure('Sistem')).toBe("2'li · 6 Kolon");
    expect(figure('Kupon Tutarı')).toBe('50,00 TL');
    // A system coupon shows its column odds (the banker 1,50 with another 1,50), not the product of every odd.
    expect(figure('Min. Kolon Oranı')).toBe('2,25');
    expect(figure('Maks. Kolon Oranı')).toBe('2,25');
    expect(within(page).queryByText('Toplam Oran', { selector: 'dt' })).toBeNull();
    expect(figure('Maks. Kazanç')).toBe('169,00 TL');
    expect(within(page).getByText('Devam ediyor')).toBeTruthy();
    expect(within(page).getByText('de***')).toBeTruthy();
    const rows = within(within(page).getByRole('list', { name: 'Kupon satırları' })).getAllByRole('listitem');
    expect(rows.map((li) => li.getAttribute('data-color-id'))).toEqual(['1', '1', '1', '1', '2']);
    expect(within(rows[4]!).getByRole('img', { name: 'Tuttu' })).toBeTruthy();
    expect(within(rows[0]!).getByText('Banko')).toBeTruthy();
    // Nothing to act on the coupon itself: no rename, mail or move buttons; only copying into the panel.
    expect(within(page).getAllByRole('button').map((b) => b.textContent)).toEqual(['Bu kuponu oyna']);
    stop(); // the copy itself is the saga's (public-coupon.sagas.test.ts); here only the intent
    fireEvent.click(within(page).getByRole('button', { name: 'Bu kuponu oyna' }));
    expect(actions).toContain(A.copyRequested.type);
  });

  it('a settled coupon shows its verdict and paid winnings, and no play button once nothing is open', async () => {
    coupon = publicCoupon({
      CouponStatus: 'won', Winnings: 25_000, SystemSizes: [], IsOwner: true, UserName: 'demo',
      Rows: [rowView(1, { status: 'won', statusId: 3, colorId: 2 })],
    });
    show(NO);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Kazandı')).toBeTruthy();
    expect(screen.getByText('Kazanç', { selector: 'dt' }).nextElementSibling?.textContent).toBe('250,00 TL');
    expect(screen.getByText('Kupon Tipi', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Tek');
    expect(screen.getByText('Sizin kuponunuz')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bu kuponu oyna' })).toBeNull();
  });

  it("an unknown or unshared number shows 'Kupon bulunamadı.'", async () => {
    show('12345');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Kupon bulunamadı.');
    expect(screen.getByRole('link', { name: 'Bültene dön' })).toBeTruthy();
  });
});
