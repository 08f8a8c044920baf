import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { SHARING_API as P } from '@shared/protocol/sharing-api';
import { DIAGNOSTICS_API } from '@shared/protocol/diagnostics-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { authActions } from '../auth/auth.slice';
import { couponActions, type PlayedCoupon } from '../coupon/coupon.slice';
import { trackingSaga } from './tracking.sagas';
import { amountWithoutTax } from './tracking.model';

const PLAYED: PlayedCoupon = { couponNo: '20260000000042', couponId: 42, amount: 5000, totalOdd: 338, selections: 5, systemSizes: [2, 3], savedCouponId: null };
let tracked: URLSearchParams[];
const cleanups: (() => void)[] = [];
const clearCookies = () => {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};
beforeEach(() => {
  tracked = [];
  window.dataLayer = [];
  clearCookies();
  server.use(
    http.get(P.trackIddaa, ({ request }) => {
      tracked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ ok: true });
    }),
  );
});
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  clearCookies();
});

const play = async (coupon: PlayedCoupon = PLAYED) => {
  const { store, stop } = makeTestStore({ sagas: [trackingSaga] });
  cleanups.push(stop);
  store.dispatch(authActions.memberLoaded(memberInfo({ Id: 1001 })));
  store.dispatch(couponActions.played(coupon));
  await vi.waitFor(() => expect(tracked).toHaveLength(1));
  return window.dataLayer as Record<string, unknown>[];
};
const events = (layer: Record<string, unknown>[]) => layer.map((e) => e.event);

describe('tracking after a play', () => {
  it('computes the amount without tax as amount*100/118 rounded to 2 decimals', () => {
    expect(amountWithoutTax(5000)).toBe(42.37);
    expect(amountWithoutTax(11_800)).toBe(100);
    expect(amountWithoutTax(100)).toBe(0.85);
    expect(amountWithoutTax(123_456)).toBe(1046.24);
  });

  it('records TrackIddaa and pushes only the e-commerce purchase without cookie or consent', async () => {
    const layer = await play();
    expect(tracked[0]!.get('barcode')).toBe(PLAYED.couponNo);
    expect(tracked[0]!.get('hazirKuponId')).toBe('0');
    expect(events(layer)).toEqual(['purchase']);
    expect(layer[0]).toMatchObject({ ecommerce: { transaction_id: PLAYED.couponNo, value: 50, currency: 'TRY' } });
  });

  it('pushes the affiliate event when the affiliate cookie is present', async () => {
    document.cookie = 'AffiliateId=aff-9; Path=/';
    document.cookie = 'AffiliateTransactionId=tx-77; Path=/';
    const layer = await play({ ...PLAYED, savedCouponId: 12 });
    expect(tracked[0]!.get('hazirKuponId')).toBe('12');
    expect(layer.find((e) => e.event === 'affiliateCoupon')).toEqual({
      event: 'affiliateCoupon',
      AffiliateId: 'aff-9',
      AffiliateTransactionId: 'tx-77',
      CouponAmount: 50,
      CouponAmountWithoutTax: 42.37,
      MemberId: 1001,
    });
    expect(events(layer)).not.toContain('adConversion');
  });

});

describe('ad conversion after login', () => {
  let requested: string[];
  const RealImage = window.Image;
  beforeEach(() => {
    requested = [];
    window.Image = class {
      referrerPolicy = '';
      set src(v: string) {
        requested.push(v);
      }
    } as unknown as typeof Image;
  });
  afterEach(() => {
    window.Image = RealImage;
  });

  const login = async () => {
    const { store, stop } = makeTestStore({ sagas: [trackingSaga] });
    cleanups.push(stop);
    store.dispatch(authActions.loginSucceeded());
    await new Promise((r) => setTimeout(r, 0));
    return store;
  };

  it("requests the image after login with ad consent and a transaction id other than '0', and pushes nothing", async () => {
    document.cookie = 'AdConsent=1; Path=/';
    document.cookie = 'AdTransactionId=click-42; Path=/';
    await login();
    expect(requested).toHaveLength(1);
    const url = new URL(requested[0]!);
    expect(url.pathname).toBe(DIAGNOSTICS_API.adConversion);
    expect(url.searchParams.get('tid')).toBe('click-42');
    expect(window.dataLayer).toEqual([]);
  });

  it.each([
    ['no consent', ['AdTransactionId=click-42']],
    ['consent refused', ['AdConsent=0', 'AdTransactionId=click-42']],
    ["transaction id '0'", ['AdConsent=1', 'AdTransactionId=0']],
    ['no transaction id', ['AdConsent=1']],
  ])('requests nothing with %s', async (_name, cookies) => {
    for (const c of cookies) document.cookie = `${c}; Path=/`;
    await login();
    expect(requested).toEqual([]);
  });

  it('a play with consent pushes no ad conversion any more (the purchase stays)', async () => {
    document.cookie = 'AdConsent=1; Path=/';
    document.cookie = 'AdTransactionId=click-42; Path=/';
    expect(events(await play())).toEqual(['purchase']);
    expect(requested).toEqual([]);
  });
});

