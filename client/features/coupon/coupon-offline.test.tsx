/**
 * Offline never lies about odds: offline (or on a program answered from the service-worker cache) 'Hemen Oyna' is
 * disabled with the reason beside it, a play asked for anyway is refused and never sent, and the coupon is re-priced
 * from fresh event details when the connection comes back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { PLAY_BUTTON } from '@shared/constants/texts';
import { ODDS_STALE_TEXTS } from '@shared/constants/offline-texts';
import { API } from '@shared/protocol/api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo, type TestStore } from '../auth/auth.test-store';
import { authActions } from '../auth/auth.slice';
import { connectivityChanged } from '../../platform/pwa/pwa.slice';
import { offlineQueueSaga } from '../../platform/offline-queue/offline-queue.sagas';
import { programActions } from '../program/program.slice';
import { makeEventParts, makeSnapshot } from '../program/program.test-fixtures';
import { pickOf } from '../program/odds-cell';
import { CouponPanel } from './coupon-panel';
import { couponSaga } from './coupon.sagas';
import { couponActions } from './coupon.slice';
import { selectCouponLines } from './coupon.selectors';
import { pick } from './coupon.test-fixtures';

let stop = () => {};
afterEach(() => stop());

const renderPanel = (store: TestStore) =>
  render(
    <Provider store={store}>
      <MemoryRouter>
        <CouponPanel />
      </MemoryRouter>
    </Provider>,
  );

const playButton = () => within(screen.getByRole('region', { name: 'Kuponum' })).getByRole('button', { name: PLAY_BUTTON });

describe("'Hemen Oyna' on odds that may be old", () => {
  it('is disabled offline with the reason beside it, and enabled again online', () => {
    const { store } = makeTestStore();
    store.dispatch(couponActions.outcomePicked(pick(1)));
    renderPanel(store);
    expect((playButton() as HTMLButtonElement).disabled).toBe(false);

    act(() => void store.dispatch(connectivityChanged(false)));
    const button = playButton() as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(ODDS_STALE_TEXTS.playWaits);

    act(() => void store.dispatch(connectivityChanged(true)));
    expect((playButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(ODDS_STALE_TEXTS.playWaits)).toBeNull();
  });

  it('is disabled online too while the program on screen came from the cache', () => {
    const { store } = makeTestStore();
    store.dispatch(couponActions.outcomePicked(pick(1)));
    store.dispatch(programActions.snapshotReceived({ key: 'sport:1', snapshot: makeSnapshot([]), cachedAt: Date.now() - 60_000 }));
    renderPanel(store);
    expect((playButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(ODDS_STALE_TEXTS.playWaits)).toBeTruthy();
  });

  it('refuses a play asked for offline and sends nothing (a play is never queued)', async () => {
    let posts = 0;
    server.use(
      http.post(API.playCoupon, () => {
        posts += 1;
        return HttpResponse.json({ IsSuccess: true });
      }),
      // The reconnect re-prices the coupon; this event is gone by then.
      http.get(API.eventDetail, () => HttpResponse.json({ IsSuccess: false, Code: '404', Message: 'x' }, { status: 404 })),
    );
    const made = makeTestStore({ sagas: [couponSaga] });
    stop = made.stop;
    made.store.dispatch(authActions.memberLoaded(memberInfo()));
    made.store.dispatch(couponActions.outcomePicked(pick(1)));
    made.store.dispatch(connectivityChanged(false));
    made.store.dispatch(couponActions.playRequested());
    await vi.waitFor(() => expect(made.store.getState().dialogs.stack.at(-1)?.message).toBe(ODDS_STALE_TEXTS.playWaits));
    made.store.dispatch(connectivityChanged(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(posts).toBe(0);
    expect(made.store.getState().coupon.play.inFlight).toBe(false);
  });
});

describe('re-pricing on reconnect', () => {
  it("reads the picks' events afresh and shows the odds that moved while offline", async () => {
    const startsAt = Date.now() + 86_400_000;
    const before = makeEventParts({ code: 31, startsAt, odds: [150, 320, 540] });
    const fresh = makeSnapshot([{ code: 31, startsAt, odds: [175, 300, 540] }]);
    const asked: string[] = [];
    server.use(
      http.get(API.eventDetail, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('code') ?? '');
        return HttpResponse.json(fresh);
      }),
    );
    const made = makeTestStore({ sagas: [couponSaga, offlineQueueSaga] });
    stop = made.stop;
    const outcome = before.outcomes[0]!;
    made.store.dispatch(couponActions.outcomePicked(pickOf(before.event, before.market, outcome, Date.now())));
    made.store.dispatch(connectivityChanged(false));
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual([]);

    made.store.dispatch(connectivityChanged(true));
    await vi.waitFor(() => expect(selectCouponLines(made.store.getState())[0]?.odd).toBe(175));
    expect(asked).toEqual(['31']);
    const line = selectCouponLines(made.store.getState())[0]!;
    expect(line.prevOdd).toBe(150);
    expect(line.oddDirection).toBe('up');
  });
});
