/** /spor-toto over msw: live columns and cost while picking, and a play retried after a network failure keeps its key. */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { SPORTOTO_TEXTS as T } from '@shared/constants/sportoto-texts';
import { formatMoney } from '@shared/format/tr';
import { SPORTOTO_API as P, type StotoPlayRequest, type StotoPool } from '@shared/protocol/sportoto-api';
import { server } from '../../../tests/setup/msw-server';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { SportotoPage } from './sportoto-page';
import { sportotoSaga } from './sportoto.sagas';

const PRICE = 300;
const START = Date.UTC(2026, 10, 28, 17, 0);
const pool: StotoPool = {
  PoolId: 4, Week: '2026/48', Status: 'open', ClosesAt: START, ColumnPriceKurus: PRICE, StakesKurus: 0, FundKurus: null, CarryInKurus: null,
  CarryOutKurus: null, Prizes: [],
  Matches: Array.from({ length: 15 }, (_, i) => ({
    position: i + 1, eventCode: 100 + i, name: `Takım ${i + 1}A - Takım ${i + 1}B`, competition: 'Süper Lig', startsAt: START + i * 60_000,
    result: null, resultSource: null, score: null, drawSeed: null,
  })),
};

const mount = (member: boolean) => {
  const t = makeTestStore({ sagas: [sportotoSaga] });
  if (member) t.store.dispatch(authActions.memberLoaded(memberInfo()));
  render(
    <Provider store={t.store}>
      <MemoryRouter>
        <SportotoPage />
      </MemoryRouter>
    </Provider>,
  );
  return t;
};

const fill = async (doubles: number[]) => {
  const rows = await screen.findAllByTestId(/stoto-match-/);
  rows.forEach((row, i) => {
    fireEvent.click(within(row).getByRole('button', { name: /ev sahibi kazanır/ }));
    if (doubles.includes(i)) fireEvent.click(within(row).getByRole('button', { name: /deplasman kazanır/ }));
  });
};

describe('Spor Toto page', () => {
  it('shows columns as the product of picks and cost = columns × price × misli as they change', async () => {
    server.use(http.get(P.pool, () => HttpResponse.json({ IsSuccess: true, Pool: pool })));
    const t = mount(false);
    expect(await screen.findByText(T.missingPicks(15))).toBeTruthy();
    await fill([0, 5, 9]);
    expect(screen.getByTestId('stoto-columns').textContent).toBe('8');
    expect(screen.getByTestId('stoto-cost').textContent).toBe(formatMoney(8 * PRICE));
    fireEvent.click(screen.getByRole('button', { name: 'Artır' }));
    await waitFor(() => expect(screen.getByTestId('stoto-cost').textContent).toBe(formatMoney(8 * PRICE * 2)));
    fireEvent.click(within(screen.getByTestId('stoto-match-1')).getByRole('button', { name: /deplasman kazanır/ }));
    expect(screen.getByTestId('stoto-columns').textContent).toBe('4');
    t.stop();
  });

  it('retries a play that met a network failure with the same idempotency key', async () => {
    const seen: StotoPlayRequest[] = [];
    server.use(
      http.get(P.pool, () => HttpResponse.json({ IsSuccess: true, Pool: pool })),
      http.get(P.myCoupons, () => HttpResponse.json({ IsSuccess: true, Coupons: [] })),
      http.post(P.play, async ({ request }) => {
        seen.push((await request.json()) as StotoPlayRequest);
        if (seen.length === 1) return HttpResponse.error();
        return HttpResponse.json({ IsSuccess: true, CouponId: 9, CouponNo: '12345678901234', Columns: 2, Amount: 2 * PRICE, Balance: 1000, PlayedAt: START - 1 });
      }),
    );
    const t = mount(true);
    await fill([3]);
    fireEvent.click(screen.getByRole('button', { name: T.play }));
    await waitFor(() => expect(seen).toHaveLength(1));
    await waitFor(() => expect(t.store.getState().sportoto.playing).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: T.play }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]!.idempotencyKey).toBe(seen[0]!.idempotencyKey);
    expect(seen[1]!.picks[3]).toBe('12');
    await waitFor(() => expect(t.store.getState().sportoto.picks.every((p) => p === '')).toBe(true));
    t.stop();
  });
});
