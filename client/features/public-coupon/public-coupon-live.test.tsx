import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MY_COUPONS_API as P, type PublicCoupon } from '@shared/protocol/my-coupons-api';
import type { ProgramEvent } from '@shared/protocol/program';
import { MT } from '@shared/protocol/realtime';
import { COUPON_PAGE_ROUTE } from '@shared/protocol/sharing-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore } from '../auth/auth.test-store';
import { rowView } from '../my-coupons/my-coupons.test-fixtures';
import { eventKey, programActions } from '../program/program.slice';
import { makeSnapshot } from '../program/program.test-fixtures';
import { endedCodesOf, openPickCodes } from './public-coupon-live.sagas';
import { publicCouponSaga } from './public-coupon.sagas';
import { PublicCouponPage } from './public-coupon-page';
import { NO, publicCoupon } from './public-coupon.test-fixtures';

const HOUR = 3_600_000;
let coupon: PublicCoupon;
let loads = 0;
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
beforeEach(() => {
  loads = 0;
  server.use(
    http.get(P.publicCoupon, () => {
      loads += 1;
      return HttpResponse.json({ IsSuccess: true, Coupon: coupon });
    }),
  );
});

const show = () => {
  const { store, stop, actions } = makeTestStore({ sagas: [publicCouponSaga] });
  cleanups.push(stop);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/kupon/${NO}`]}>
        <Routes>
          <Route path={COUPON_PAGE_ROUTE} element={<PublicCouponPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, actions, view };
};
const rows = () => within(screen.getByRole('list', { name: 'Kupon satırları' })).getAllByRole('listitem');
const batch = (code: number, version: number, item: { MT: number; M: unknown }) =>
  programActions.liveBatchApplied({ rooms: [{ key: eventKey(code), version, items: [item as never] }] });

describe('public coupon page with live picks', () => {
  it('follows a live pick through its event room: minute and score change in place, ✓ once it settles, rooms left on close', async () => {
    const now = Date.now();
    const live = rowView(1, { startsAt: now - HOUR, outcomeName: '1' });
    coupon = publicCoupon({ SystemSizes: [], Rows: [live, rowView(2, { startsAt: now + 3 * HOUR })] });
    const { store, actions, view } = show();
    await screen.findByRole('heading', { level: 1 });
    // Only the started pick is followed; the one three hours ahead shows 'Başlamadı'.
    expect(actions.filter((a) => a === programActions.eventRequested.type)).toHaveLength(1);
    expect(within(rows()[1]!).getByText('Başlamadı')).toBeTruthy();

    const snapshot = makeSnapshot([{ code: 1, startsAt: now - HOUR, live: true }]);
    act(() => {
      store.dispatch(programActions.snapshotReceived({ key: eventKey(1), snapshot, cachedAt: null }));
    });
    expect(within(rows()[0]!).getByLabelText(/Canlı, 67\. dakika, skor 2 - 1/)).toBeTruthy();
    expect(within(rows()[0]!).getByRole('img', { name: 'Şu an tutuyor' })).toBeTruthy();

    // A room message: the away side scores at 71'. The row follows without a reload of the coupon.
    const event: ProgramEvent = { ...snapshot.events[0]!, minute: 71, score: [2, 2] };
    act(() => {
      store.dispatch(batch(1, 2, { MT: MT.goal, M: event }));
    });
    expect(within(rows()[0]!).getByLabelText(/Canlı, 71\. dakika, skor 2 - 2/)).toBeTruthy();
    expect(within(rows()[0]!).getByRole('img', { name: 'Şu an tutmuyor' })).toBeTruthy();
    expect(loads).toBe(1);

    // The match ends 3 - 2 and the edge settles the pick: the page reloads the coupon and shows the ✓.
    coupon = { ...coupon, Rows: [{ ...live, status: 'won', statusId: 3, colorId: 2, score: [3, 2] }, coupon.Rows[1]!] };
    act(() => {
      store.dispatch(batch(1, 3, { MT: MT.eventCancel, M: { eventCode: 1, status: 2 } }));
    });
    expect(await within(rows()[0]!).findByRole('img', { name: 'Tuttu' }, { timeout: 4000 })).toBeTruthy();
    expect(rows()[0]!.getAttribute('data-color-id')).toBe('2');
    expect(loads).toBe(2);

    view.unmount();
    expect(actions).toContain(programActions.programReleased.type);
  });

  it('tells which ended events a batch carries, and which of them are open picks', () => {
    const ev = makeSnapshot([{ code: 7, startsAt: 0, live: true }]).events[0]!;
    const ended = endedCodesOf({
      rooms: [
        { key: 'live', version: 4, items: [
          { MT: MT.batch, M: [{ MT: MT.statusChange, M: { ...ev, status: 2 } }, { MT: MT.scoreUpdate, M: { ...ev, code: 8 } }] },
          { MT: MT.eventCancel, M: { eventCode: 9, status: null } },
        ] },
      ],
    });
    expect([...ended].sort()).toEqual([7, 9]);
    const c = publicCoupon({ Rows: [rowView(7), rowView(8), rowView(9, { status: 'won' })] });
    expect(openPickCodes(c, ended)).toEqual([7]);
  });
});
