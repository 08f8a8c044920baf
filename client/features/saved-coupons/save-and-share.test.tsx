import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { COUPON_ERRORS, MESSAGES } from '@shared/errors/catalogue';
import { MY_COUPONS_MESSAGES as CEM } from '@shared/errors/my-coupons-messages';
import { SAVED_COUPONS_API as P, type AjaxHandlerRequest } from '@shared/protocol/saved-coupons-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo, type TestStore } from '../auth/auth.test-store';
import { authActions } from '../auth/auth.slice';
import { couponActions } from '../coupon/coupon.slice';
import { pick } from '../coupon/coupon.test-fixtures';
import { savedCouponsSaga } from './saved-coupons.sagas';
import { savedCouponsActions as A } from './saved-coupons.slice';
import { SavedCouponsBox } from './saved-coupons-box';
import { shareTargetUrl } from './save-and-share.sagas';
import { POPUP_BLOCKER_TEXTS } from '@shared/constants/notice-texts';

const SHARE_URL = 'http://localhost/kayitli-kupon/Ab3dEf7h';
let posts: AjaxHandlerRequest[];
let message: string;
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
beforeEach(() => {
  posts = [];
  message = 'success';
  server.use(
    http.post(P.ajaxHandler, async ({ request }) => {
      posts.push((await request.json()) as AjaxHandlerRequest);
      const ok = message === 'success';
      return HttpResponse.json({ message, shareurl: ok ? SHARE_URL : '', title: ok ? 'Kuponum' : '', savedCouponId: ok ? 5 : undefined });
    }),
  );
});

const start = (member = true) => {
  const { store, stop, actions } = makeTestStore({ sagas: [savedCouponsSaga] });
  cleanups.push(stop);
  if (member) store.dispatch(authActions.memberLoaded(memberInfo()));
  else store.dispatch(authActions.visitorConfirmed());
  store.dispatch(couponActions.outcomePicked(pick(1, 1, { odd: 150 })));
  store.dispatch(couponActions.outcomePicked(pick(2, 1, { odd: 210 })));
  return { store, actions };
};
const top = (store: TestStore) => store.getState().dialogs.stack.at(-1);

describe("the panel's 'Kaydet ve Paylaş'", () => {
  it("'Linki Kopyala' saves with mediatype link and copies the link: 'Link kopyalandı'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { store } = start();
    store.dispatch(A.shareRequested({ mediatype: 'link' }));
    expect(store.getState().savedCoupons.sharing).toBe(true);
    await vi.waitFor(() => expect(top(store)?.message).toBe(MESSAGES.clipboardOk));
    expect(posts).toEqual([{ action: 'saveandshare', mediatype: 'link', coupon: { misli: store.getState().coupon.misli, systemSizes: [], selections: [
      { eventCode: 1, marketId: 100, outcomeId: 11, odd: 150, banker: false },
      { eventCode: 2, marketId: 200, outcomeId: 21, odd: 210, banker: false },
    ] } }]);
    expect(writeText).toHaveBeenCalledWith(SHARE_URL);
    expect(store.getState().savedCoupons.sharing).toBe(false);
  });

  it('gives the link with the browser-failure text when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    const { store } = start();
    store.dispatch(A.shareRequested({ mediatype: 'link' }));
    await vi.waitFor(() => expect(top(store)?.message).toBe(`${MESSAGES.clipboardFailed}\n${SHARE_URL}`));
  });

  it("opens Twitter, Facebook and WhatsApp's share pages with the saved coupon's link and title", async () => {
    const opened = { closed: false, opener: window as unknown } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(opened);
    const { store } = start();
    store.dispatch(A.shareRequested({ mediatype: 'twitter' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    store.dispatch(A.shareRequested({ mediatype: 'facebook' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    store.dispatch(A.shareRequested({ mediatype: 'whatsapp' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(3));
    expect(open.mock.calls.map((c) => c[0])).toEqual([
      `https://twitter.com/intent/tweet?text=Kuponum&url=${encodeURIComponent(SHARE_URL)}`,
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(SHARE_URL)}`,
      `https://api.whatsapp.com/send?text=Kuponum+${encodeURIComponent(SHARE_URL)}`,
    ]);
    // Opened without noopener (so a blocked window can be told apart), then the opener is dropped.
    expect(open.mock.calls[0]![2]).toBeUndefined();
    expect(opened.opener).toBeNull();
    expect(top(store)).toBeUndefined();
    expect(posts.map((p) => (p.action === 'saveandshare' ? p.mediatype : p.action))).toEqual(['twitter', 'facebook', 'whatsapp']);
    expect(shareTargetUrl('twitter', 'http://x/k/1', 'a&b')).toBe('https://twitter.com/intent/tweet?text=a%26b&url=http%3A%2F%2Fx%2Fk%2F1');
  });

  it('shows the pop-up-blocker help of the browser when the share window is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (Windows NT 10.0; rv:127.0) Gecko/20100101 Firefox/127.0' });
    const { store } = start();
    store.dispatch(A.shareRequested({ mediatype: 'facebook' }));
    await vi.waitFor(() => expect(top(store)?.title).toBe(POPUP_BLOCKER_TEXTS.title));
    expect(top(store)?.message).toContain(POPUP_BLOCKER_TEXTS.browsers.firefox.name);
    expect(top(store)?.details.map((d) => d.value)).toEqual(POPUP_BLOCKER_TEXTS.browsers.firefox.steps);
  });

  it('an empty coupon is said; a visitor gets the login dialog and the share waits for the login', async () => {
    const { store } = start(false);
    store.dispatch(A.shareRequested({ mediatype: 'link' }));
    expect(store.getState().auth.pendingAction).toEqual(A.shareRequested({ mediatype: 'link' }));
    store.dispatch(A.mailRequested());
    expect(store.getState().auth.pendingAction).toEqual(A.mailRequested());
    store.dispatch(couponActions.cleared());
    store.dispatch(A.shareRequested({ mediatype: 'link' }));
    expect(top(store)?.message).toBe(COUPON_ERRORS.EMPTY);
    await new Promise((r) => setTimeout(r, 20));
    expect(posts).toEqual([]);
  });

  it("'NOTAUTHORIZED' logs out and says 'Lütfen Üye Girişi yapınız.'; another text is shown as it is", async () => {
    message = CEM.notAuthorized;
    const { store, actions } = start();
    store.dispatch(A.shareRequested({ mediatype: 'twitter' }));
    await vi.waitFor(() => expect(top(store)?.message).toBe(MESSAGES.notLoggedIn));
    expect(actions).toContain(authActions.logoutRequested.type);
    message = CEM.savedCouponInvalid;
    const other = start().store;
    other.dispatch(A.mailRequested());
    await vi.waitFor(() => expect(top(other)?.message).toBe(CEM.savedCouponInvalid));
  });
});

describe("the panel's 'Kaydet ve E-posta Gönder'", () => {
  it('saves with saveandsendmail and says the mail is sent', async () => {
    const { store } = start();
    store.dispatch(A.mailRequested());
    await vi.waitFor(() => expect(top(store)?.message).toBe(CEM.mailSent));
    expect(posts).toMatchObject([{ action: 'saveandsendmail', coupon: { selections: [{ eventCode: 1 }, { eventCode: 2 }] } }]);
  });

  it('the box offers both actions; the share choices open in a sheet from Kaydet ve Paylaş', async () => {
    const { store, actions } = start();
    render(
      <Provider store={store}>
        <SavedCouponsBox />
      </Provider>,
    );
    const share = screen.getByRole('button', { name: 'Kaydet ve Paylaş' });
    expect(share.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(share);
    const choices = await screen.findByRole('group', { name: 'Paylaşım seçenekleri' });
    expect([...choices.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Twitter', 'Facebook', 'WhatsApp', 'Linki Kopyala']);
    cleanups.splice(0).forEach((c) => c()); // the intents only; the calls are the saga tests' above
    fireEvent.click(screen.getByRole('button', { name: 'Linki Kopyala' }));
    expect(screen.queryByRole('group', { name: 'Paylaşım seçenekleri' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve E-posta Gönder' }));
    expect(actions).toEqual(expect.arrayContaining([A.shareRequested.type, A.mailRequested.type]));
  });
});
