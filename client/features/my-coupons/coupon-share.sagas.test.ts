import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { DIALOG_TITLES } from '@shared/constants/codes';

import { MY_COUPONS_API, type SaveCouponNameRequest } from '@shared/protocol/my-coupons-api';
import { SHARING_API } from '@shared/protocol/sharing-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo, type TestStore } from '../auth/auth.test-store';
import { authActions } from '../auth/auth.slice';
import { dialogsActions } from '../../platform/dialogs/dialogs.slice';
import { myCouponsSaga } from './my-coupons.sagas';
import { myCouponsActions as A } from './my-coupons.slice';
import { myCoupon } from './my-coupons.test-fixtures';

const P = { ...MY_COUPONS_API, ...SHARING_API };

const SYSTEM = myCoupon(7, { SystemSizes: [2, 3], ColumnCount: 10 });
const SHORT = 'http://localhost/k/abc123';
let names: SaveCouponNameRequest[];
let shortened: string[];
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  vi.unstubAllGlobals();
});
beforeEach(() => {
  names = [];
  shortened = [];
  server.use(
    http.get(P.myCoupons, () => HttpResponse.json({ IsSuccess: true, State: 'ongoing', Page: 1, PageSize: 10, Total: 1, Coupons: [SYSTEM] })),
    http.post(P.shortenUrl, async ({ request }) => {
      shortened.push(((await request.json()) as { url: string }).url);
      return HttpResponse.json({ data: SHORT, sc: 200 });
    }),
  );
});

const answerName = (answer: () => Response) =>
  server.use(
    http.post(P.saveCouponName, async ({ request }) => {
      names.push((await request.json()) as SaveCouponNameRequest);
      return answer();
    }),
  );

const start = async (): Promise<{ store: TestStore; actions: string[] }> => {
  const { store, stop, actions } = makeTestStore({ preloaded: undefined, sagas: [myCouponsSaga] });
  cleanups.push(stop);
  store.dispatch(authActions.memberLoaded(memberInfo()));
  store.dispatch(A.pageRequested({ tab: 'ongoing', page: 1 }));
  await vi.waitFor(() => expect(store.getState().myCoupons.status).toBe('loaded'));
  return { store, actions };
};
const top = (store: TestStore) => store.getState().dialogs.stack.at(-1);

describe('coupon name', () => {
  it("saves a trimmed name with the coupon's type and detail type; 'success' renames and closes the dialog", async () => {
    answerName(() => HttpResponse.json({ Message: 'success' }));
    const { store } = await start();
    store.dispatch(A.nameDialogOpened(SYSTEM));
    store.dispatch(A.nameSubmitted({ couponId: 7, name: '  Hafta sonu  ' }));
    await vi.waitFor(() => expect(store.getState().myCoupons.naming).toBeNull());
    expect(names).toEqual([{ couponId: 7, cType: 1, cDetailType: 2, cName: 'Hafta sonu' }]);
    expect(store.getState().myCoupons.coupons[0]!.CouponName).toBe('Hafta sonu');
  });

  it("'NOTAUTHORIZED' logs out and asks for a login", async () => {
    answerName(() => HttpResponse.json({ Message: 'NOTAUTHORIZED' }));
    const { store, actions } = await start();
    store.dispatch(A.nameDialogOpened(SYSTEM));
    store.dispatch(A.nameSubmitted({ couponId: 7, name: 'Kuponum' }));
    await vi.waitFor(() => expect(top(store)?.message).toBe('Lütfen Üye Girişi yapınız.'));
    expect(actions).toContain(authActions.logoutRequested.type);
    expect(store.getState().myCoupons.naming).toBeNull();
  });

  it('shows the server text, and the section 8 failure text when no answer comes', async () => {
    answerName(() => HttpResponse.json({ Message: 'Bu kupon adı kullanılamaz.' }));
    const { store } = await start();
    store.dispatch(A.nameDialogOpened(SYSTEM));
    store.dispatch(A.nameSubmitted({ couponId: 7, name: 'Kuponum' }));
    await vi.waitFor(() => expect(top(store)).toMatchObject({ title: DIALOG_TITLES.error, message: 'Bu kupon adı kullanılamaz.' }));
    expect(store.getState().myCoupons.naming).not.toBeNull();
    store.dispatch(dialogsActions.confirmed({ id: top(store)!.id }));
    answerName(() => HttpResponse.json({ IsSuccess: false, Code: '500', Message: 'x' }, { status: 500 }));
    store.dispatch(A.nameSubmitted({ couponId: 7, name: 'Kuponum' }));
    await vi.waitFor(() => expect(top(store)?.message).toBe('Kupon adı kaydedilemedi!\nLütfen tekrar deneyiniz.'));
    store.dispatch(dialogsActions.confirmed({ id: top(store)!.id }));
    answerName(() => HttpResponse.error());
    store.dispatch(A.nameSubmitted({ couponId: 7, name: 'Kuponum' }));
    await vi.waitFor(() => expect(top(store)?.message).toBe('Kupon adı kaydedilemedi!\nLütfen tekrar deneyiniz.'));
  });
});

describe('short link and Twitter', () => {
  it("copies the coupon page's short link: 'Link kopyalandı'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { store } = await start();
    store.dispatch(A.linkCopyRequested({ couponId: 7 }));
    await vi.waitFor(() => expect(top(store)?.message).toBe('Link kopyalandı'));
    expect(shortened).toEqual([`/kupon/${SYSTEM.CouponNo}`]);
    expect(writeText).toHaveBeenCalledWith(SHORT);
  });

  it('gives the link with the browser-failure text when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    const { store } = await start();
    store.dispatch(A.linkCopyRequested({ couponId: 7 }));
    await vi.waitFor(() => expect(top(store)?.message).toBe(`Tarayıcıdan kaynaklı olarak link kopyalanamamıştır.\n${SHORT}`));
  });

  it('opens the Twitter share with the server title and the short link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    cleanups.push(() => open.mockRestore());
    server.use(http.post(P.twitterMessage, () => HttpResponse.json({ data: { TwitterTitle: 'Kuponum 3,38 #iddaa' } })));
    const { store } = await start();
    store.dispatch(A.tweetRequested({ couponId: 7 }));
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    const url = new URL(open.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe('Kuponum 3,38 #iddaa');
    expect(url.searchParams.get('url')).toBe(SHORT);
  });
});

