/**
 * A Ganyan coupon (CType 3) in Kuponlarım: its compact card (race, horse, odd at play, stake, state, winnings,
 * deduction; no name; folder moves once settled), and the list keeping it apart from an iddaa coupon of the same id
 * (a Ganyan id is a Ganyan bet's): a settlement notice updates only the coupon of its own kind.
 */
import type { SagaIterator } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { MyCoupon } from '@shared/protocol/my-coupons-api';
import { RACING_COUPON_TYPE } from '@shared/protocol/racing-api';
import { makeTestStore, memberInfo, type TestStore } from '../auth/auth.test-store';
import { authActions } from '../auth/auth.slice';
import { myCouponsActions as A } from './my-coupons.slice';
import { MyCouponsPage } from './my-coupons-page';
import { myCoupon } from './my-coupons.test-fixtures';

const STARTS = Date.parse('2026-06-01T13:30:00Z');
const ganyan = (id: number, over: Partial<MyCoupon> = {}, deduction = 0): MyCoupon =>
  myCoupon(id, {
    CouponNo: `71234567890${String(id).padStart(3, '0')}`, Amount: 2_500, Misli: 1, TotalOdd: 345, MaxWinnings: 8_625, Rows: [], CType: RACING_COUPON_TYPE,
    Ganyan: { RaceId: 77, HippodromeName: 'Veliefendi', RaceNo: 3, StartsAt: STARTS, HorseNo: 7, HorseName: 'Kara Şimşek', DeductionPercent: deduction },
    ...over,
  });

/** The move requests the page sends (payloads), caught by a saga standing in for the page's. */
const moves: unknown[] = [];
function* catchMoves(): SagaIterator {
  yield takeEvery(A.moveRequested.type, (a: ReturnType<typeof A.moveRequested>) => {
    moves.push(a.payload);
  });
}

const renderPage = (coupons: MyCoupon[]) => {
  const { store } = makeTestStore({ sagas: [catchMoves] });
  store.dispatch(authActions.memberLoaded(memberInfo()));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <MyCouponsPage />
      </MemoryRouter>
    </Provider>,
  );
  act(() => {
    store.dispatch(A.pageLoaded({ IsSuccess: true, State: 'ongoing', Page: 1, PageSize: 10, Total: coupons.length, Coupons: coupons }));
  });
  return { store };
};
const card = (name: RegExp) => screen.getByRole('article', { name });
const figure = (el: HTMLElement, term: string) => within(el).queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;
const settle = (store: TestStore, cType: number | undefined, status: 'won' | 'lost' | 'refunded', payoutKurus: number) =>
  act(() => {
    store.dispatch(A.couponSettled({ couponId: 5, couponNo: 'none', status, payoutKurus, balanceKurus: 1, settledAt: Date.now(), ...(cType ? { cType } : {}) }));
  });

describe('a Ganyan coupon card in Kuponlarım', () => {
  it('shows an open coupon: race, start, number, horse, odd at play, stake, most it can win; no name or moves', () => {
    renderPage([ganyan(5)]);
    const c = card(/^Ganyan Veliefendi 3\. Koşu/);
    expect(within(c).getByRole('heading', { name: 'Veliefendi 3. Koşu' })).toBeTruthy();
    expect(within(c).getByText('Sonuç bekleniyor')).toBeTruthy();
    expect(within(c).getByText(/Ganyan · 01\.06\.2026 16:30 · Kupon No 71234567890005/)).toBeTruthy();
    expect(figure(c, 'At')).toBe('7 Kara Şimşek');
    expect(figure(c, 'Oran')).toBe('3,45');
    expect(figure(c, 'Tutar')).toBe('25,00 TL');
    expect(figure(c, 'Olası Kazanç')).toBe('86,25 TL');
    expect(figure(c, 'Kazanç')).toBeUndefined();
    expect(within(c).getByRole('link', { name: 'Koşuya git' }).getAttribute('href')).toBe('/at-yarisi/kosu/77');
    // No naming (the server refuses it) and no folder moves while it waits.
    expect(within(c).queryByRole('button', { name: /Kupon Ad/ })).toBeNull();
    expect(within(c).queryByRole('button', { name: /taşı/ })).toBeNull();
    expect(within(c).queryByText(/kesinti/)).toBeNull();
  });

  it('shows a won coupon with its winnings and deduction, and moves it with its type', () => {
    renderPage([ganyan(5, { CouponStatus: 'won', Winnings: 6_300 }, 25)]);
    const c = card(/^Ganyan Veliefendi/);
    expect(within(c).getByText('Kazandı')).toBeTruthy();
    expect(figure(c, 'Kazanç')).toBe('63,00 TL');
    expect(figure(c, 'Olası Kazanç')).toBeUndefined();
    expect(within(c).getByText('Koşmaz kesintisi: %25')).toBeTruthy();
    expect(within(c).queryByRole('button', { name: 'Kaybeden kuponlara taşı' })).toBeNull();
    fireEvent.click(within(c).getByRole('button', { name: 'Eski kuponlara taşı' }));
    expect(moves.at(-1)).toEqual({ couponId: 5, target: 'old', cType: RACING_COUPON_TYPE });
  });

  it("shows a refunded coupon (the horse did not run: 'koşmaz') with the refund, a lost one with both moves", () => {
    renderPage([ganyan(5, { CouponStatus: 'refunded', IsRefunded: true, Winnings: 2_500 }), ganyan(6, { CouponStatus: 'lost' })]);
    const refunded = card(/71234567890005/);
    expect(within(refunded).getByText('İade edildi (Koşmaz)')).toBeTruthy();
    expect(figure(refunded, 'İade')).toBe('25,00 TL');
    const lost = card(/71234567890006/);
    expect(within(lost).getByText('Kaybetti')).toBeTruthy();
    expect(figure(lost, 'Kazanç')).toBe('0,00 TL');
    expect(within(lost).getByRole('button', { name: 'Kaybeden kuponlara taşı' })).toBeTruthy();
  });

  it('lists it beside an iddaa coupon of the same id; a notice settles only the coupon of its own kind', () => {
    const { store } = renderPage([ganyan(5), myCoupon(5)]);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    settle(store, RACING_COUPON_TYPE, 'won', 8_625);
    const [g, iddaa] = store.getState().myCoupons.coupons;
    expect([g!.CouponStatus, g!.Winnings, iddaa!.CouponStatus]).toEqual(['won', 8_625, 'open']);
    expect(within(card(/^Ganyan/)).getByText('Kazandı')).toBeTruthy();
    expect(figure(card(/^Ganyan/), 'Kazanç')).toBe('86,25 TL');
    settle(store, undefined, 'lost', 0);
    const [g2, iddaa2] = store.getState().myCoupons.coupons;
    expect([g2!.CouponStatus, iddaa2!.CouponStatus]).toEqual(['won', 'lost']);
  });
});
