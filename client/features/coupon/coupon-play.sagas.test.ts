import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { DIALOG_TITLES, INSUFFICIENT_BALANCE_TITLE } from '@shared/constants/codes';
import { COUPON_ERRORS, MESSAGES } from '@shared/errors/catalogue';
import { API, type PlayCouponRequest } from '@shared/protocol/api';
import { server } from '../../../tests/setup/msw-server';
import { authSaga } from '../auth/auth.sagas';
import { authActions } from '../auth/auth.slice';
import { makeTestStore, memberInfo, type TestStore } from '../auth/auth.test-store';
import { registerNavigate } from '../../platform/session/navigation';
import { couponSaga } from './coupon.sagas';
import { couponActions } from './coupon.slice';
import { pick } from './coupon.test-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let plays: PlayCouponRequest[];
let loggedIn: boolean;
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
beforeEach(() => {
  plays = [];
  loggedIn = true;
  cleanups.push(registerNavigate(vi.fn()));
  server.use(http.post(API.memberInfo, () => HttpResponse.json(loggedIn ? memberInfo({ Balance: 100_000 }) : { IsLogin: false })));
});

const answerPlay = (answer: (req: PlayCouponRequest) => Response) =>
  server.use(
    http.post(API.playCoupon, async ({ request }) => {
      const body = (await request.json()) as PlayCouponRequest;
      plays.push(body);
      return answer(body);
    }),
  );

const success = (req: PlayCouponRequest) =>
  HttpResponse.json({ IsSuccess: true, CouponNo: 'K-2024-0001', CouponId: 1, Balance: 100_000 - req.misli * 100, Amount: req.misli * 100, TotalOdd: 300, MaxWinnings: 15_000, PlayedAt: Date.now() });

/** A member (or visitor) with two selections (1,50 and 2,00) and misli 50: 50,00 TL. */
const ready = async (): Promise<TestStore> => {
  const { store, stop } = makeTestStore({ sagas: [couponSaga, authSaga] });
  cleanups.push(stop);
  await vi.waitFor(() => expect(store.getState().auth.status).not.toBe('unknown'));
  store.dispatch(couponActions.outcomePicked(pick(1, 1, { odd: 150 })));
  store.dispatch(couponActions.outcomePicked(pick(2, 1, { odd: 200 })));
  store.dispatch(couponActions.misliChanged(50));
  return store;
};

const top = (store: TestStore) => store.getState().dialogs.stack.at(-1);

describe('play saga', () => {
  it('plays for a member: success dialog with the coupon number, lower balance, empty coupon', async () => {
    answerPlay(success);
    const store = await ready();
    store.dispatch(couponActions.acceptOddsChangesSet(true));
    store.dispatch(couponActions.playRequested());
    expect(store.getState().coupon.play.inFlight).toBe(true);
    await vi.waitFor(() => expect(top(store)?.title).toBe(DIALOG_TITLES.info));
    expect(plays).toHaveLength(1);
    expect(plays[0]).toMatchObject({
      misli: 50,
      acceptOddsChanges: true,
      selections: [
        { eventCode: 1, marketId: 100, outcomeId: 11, odd: 150, banker: false },
        { eventCode: 2, marketId: 200, outcomeId: 21, odd: 200, banker: false },
      ],
    });
    expect(plays[0]!.idempotencyKey).toMatch(UUID);
    expect(top(store)!.details).toContainEqual({ label: 'Kupon No', value: 'K-2024-0001' });
    expect(top(store)!.details).toContainEqual({ label: 'Toplam Oran', value: '3,00' });
    expect(store.getState().auth.member?.Balance).toBe(95_000);
    expect(store.getState().coupon.rows.ids).toEqual([]);
    expect(store.getState().coupon.play).toEqual({ inFlight: false, key: null, signature: null });
  });

  it('sends the system sizes and the bankers of a system coupon', async () => {
    answerPlay(success);
    const store = await ready();
    store.dispatch(couponActions.outcomePicked(pick(3, 1, { odd: 250 })));
    store.dispatch(couponActions.systemSizeToggled(2));
    store.dispatch(couponActions.bankerToggled({ outcomeId: 11 }));
    store.dispatch(couponActions.misliChanged(25));
    store.dispatch(couponActions.playRequested());
    await vi.waitFor(() => expect(plays).toHaveLength(1));
    expect(plays[0]).toMatchObject({ misli: 25, systemSizes: [2] });
    expect(plays[0]!.selections.map((s) => s.banker)).toEqual([true, false, false]);
    // The receipt of a system coupon: its columns and column odds (the banker 1,50 with 2,00 or 2,50), no total odds.
    await vi.waitFor(() => expect(top(store)?.title).toBe(DIALOG_TITLES.info));
    const details = top(store)!.details;
    expect(details).toEqual(expect.arrayContaining([
      { label: 'Kolon Sayısı', value: '2' },
      { label: 'Min. Kolon Oranı', value: '3,00' },
      { label: 'Maks. Kolon Oranı', value: '3,75' },
    ]));
    expect(details.some((d) => d.label === 'Toplam Oran')).toBe(false);
  });

  it('opens the separate Yetersiz Bakiye dialog with balance and amount', async () => {
    answerPlay(() => HttpResponse.json({ IsSuccess: false, Code: 'INSUFFICIENT_BALANCE', Message: COUPON_ERRORS.INSUFFICIENT_BALANCE, Balance: 1000 }, { status: 409 }));
    const store = await ready();
    store.dispatch(couponActions.playRequested());
    await vi.waitFor(() => expect(top(store)?.kind).toBe('insufficientBalance'));
    expect(top(store)).toMatchObject({
      title: INSUFFICIENT_BALANCE_TITLE,
      message: COUPON_ERRORS.INSUFFICIENT_BALANCE,
      details: [
        { label: 'Bakiyeniz', value: '10,00 TL' },
        { label: 'Kupon Tutarı', value: '50,00 TL' },
      ],
    });
    expect(store.getState().coupon.rows.ids).toHaveLength(2);
  });

  it('takes the new odds when they changed, marks the rows and warns', async () => {
    answerPlay(() =>
      HttpResponse.json(
        { IsSuccess: false, Code: 'ODDS_CHANGED', Message: COUPON_ERRORS.ODDS_CHANGED, Changes: [{ outcomeId: 11, odd: 170, status: 1 }] },
        { status: 409 },
      ),
    );
    const store = await ready();
    store.dispatch(couponActions.playRequested());
    await vi.waitFor(() => expect(top(store)?.title).toBe(DIALOG_TITLES.warning));
    expect(top(store)!.message).toBe(COUPON_ERRORS.ODDS_CHANGED);
    expect(store.getState().coupon.rows.entities[11]).toMatchObject({ odd: 170, prevOdd: 150 });
    answerPlay(success);
    store.dispatch(couponActions.playRequested());
    await vi.waitFor(() => expect(plays).toHaveLength(2));
    expect(plays[1]!.selections[0]!.odd).toBe(170);
    expect(plays[1]!.idempotencyKey).not.toBe(plays[0]!.idempotencyKey);
  });

  it('asks a visitor to log in and plays right after the login', async () => {
    loggedIn = false;
    answerPlay(success);
    server.use(
      http.post(API.login, () => {
        loggedIn = true;
        return HttpResponse.json({ IsSuccess: true, Code: 0, Message: '', Token: 't' });
      }),
    );
    const store = await ready();
    store.dispatch(couponActions.playRequested());
    expect(top(store)?.kind).toBe('login');
    expect(plays).toHaveLength(0);
    store.dispatch(authActions.loginRequested({ username: '12345', password: 'gizli', origin: 'dialog' }));
    await vi.waitFor(() => expect(top(store)?.title).toBe(DIALOG_TITLES.info));
    expect(plays).toHaveLength(1);
    expect(store.getState().dialogs.stack.map((d) => d.kind)).toEqual(['info']);
    expect(store.getState().coupon.rows.ids).toEqual([]);
  });

  it('reuses the idempotency key when the same coupon is retried after a network failure', async () => {
    answerPlay(() => HttpResponse.error());
    const store = await ready();
    store.dispatch(couponActions.playRequested());
    await vi.waitFor(() => expect(top(store)?.message).toBe(MESSAGES.networkError));
    answerPlay(success);
    store.dispatch(couponActions.playRequested());
    await vi.waitFor(() => expect(top(store)?.title).toBe(DIALOG_TITLES.info));
    expect(plays.map((p) => p.idempotencyKey)).toEqual([plays[0]!.idempotencyKey, plays[0]!.idempotencyKey]);
  });

  it('shows rule problems instead of playing', async () => {
    const store = await ready();
    store.dispatch(couponActions.misliChanged(10));
    store.dispatch(couponActions.playRequested());
    expect(top(store)).toMatchObject({ title: DIALOG_TITLES.warning, message: 'Kupon tutarı en az 50,00 TL olmalıdır. Misliyi en az 50 yapabilirsiniz.' });
    expect(plays).toHaveLength(0);
  });

  it('turns NOT_AUTHORIZED into a visitor with the login dialog, and other refusals into Hata', async () => {
    answerPlay(() => HttpResponse.json({ IsSuccess: false, Code: 'PLAY_WINDOW_CLOSED', Message: COUPON_ERRORS.PLAY_WINDOW_CLOSED }, { status: 409 }));
    const store = await ready();
    store.dispatch(couponActions.playRequested());
    await vi.waitFor(() => expect(top(store)?.title).toBe(DIALOG_TITLES.error));
    expect(top(store)!.message).toBe(COUPON_ERRORS.PLAY_WINDOW_CLOSED);
    answerPlay(() => HttpResponse.json({ IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: 'Oturum sona erdi' }, { status: 401 }));
    store.dispatch(couponActions.playRequested());
    await vi.waitFor(() => expect(top(store)?.kind).toBe('login'));
    expect(store.getState().auth.status).toBe('visitor');
    expect(store.getState().auth.pendingAction?.type).toBe(couponActions.playRequested.type);
  });
});
