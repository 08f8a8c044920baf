import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { SHARE_TEXTS as T } from '@shared/constants/kupondas-texts';
import { SHARING_MESSAGES as SM } from '@shared/errors/sharing-messages';
import { KUPONDAS_SHARE_API as P, sharingActionPath } from '@shared/protocol/kupondas-share-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { initialAuthState } from '../auth/auth.slice';
import { DialogHost } from '../../platform/dialogs/dialog-host';
import { dialogsActions } from '../../platform/dialogs/dialogs.slice';
import { KupondasShare } from './kupondas.hooks';
import { shareSaga } from './share.sagas';

const NO = '20260101000001';
const cleanups: (() => void)[] = [];
let shared: string[];
beforeEach(() => {
  shared = ['20260101000009'];
  server.use(
    http.get(P.privacyLevel, () => HttpResponse.json({ Value: 1, isFault: false })),
    http.post(P.shareCoupon, () => HttpResponse.json({ isFault: false, sc: 200, d: true, el: [], msg: SM.sharedAllMembers, shareId: 3 })),
    http.post(sharingActionPath('sharedcoupons'), () =>
      HttpResponse.json({ isFault: false, Result: 'ok', Data: { Coupons: shared.map((CouponNo, i) => ({ CouponNo, ShareId: i, PrivacyLevel: 1, SharedAt: 1 })) } }),
    ),
  );
});
afterEach(() => cleanups.splice(0).forEach((c) => c()));

const renderWith = (ui: React.ReactNode) => {
  const { store, stop } = makeTestStore({ sagas: [shareSaga], preloaded: { auth: { ...initialAuthState, status: 'member', member: memberInfo() } } });
  cleanups.push(stop);
  render(
    <Provider store={store}>
      <MemoryRouter>
        {ui}
        <DialogHost />
      </MemoryRouter>
    </Provider>,
  );
  return store;
};

describe("'Kupondaş'ta Paylaş'", () => {
  it("opens the sharing-option dialog with the privacy radio, shares, then reads 'Kupondaş'ta Paylaştınız.' disabled", async () => {
    const store = renderWith(<KupondasShare couponNo={NO} />);
    fireEvent.click(await screen.findByRole('button', { name: T.open }));
    const sheet = await screen.findByRole('dialog', { name: T.dialogTitle });
    const all = await within(sheet).findByRole('radio', { name: new RegExp(T.privacyAll) });
    expect((all as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(sheet).getByRole('radio', { name: new RegExp(T.privacyFollowers) }));
    expect(store.getState().kupondasShare.privacy).toBe(2);
    fireEvent.click(within(sheet).getByRole('button', { name: T.share }));
    const done = await within(sheet).findByRole('button', { name: T.shared });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText(SM.sharedFollowersOnly)).toBeTruthy();
  });

  it('an already shared coupon shows a disabled button; a cancelled one shows none', async () => {
    renderWith(
      <>
        <KupondasShare couponNo="20260101000009" />
        <KupondasShare couponNo="20260101000007" cancelled />
      </>,
    );
    const done = await screen.findByRole('button', { name: T.shared });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: T.open })).toBeNull();
  });

  it('in the play success dialog the privacy choice opens inline, and the dialog then shows the disabled button', async () => {
    shared = [];
    const store = renderWith(null);
    store.dispatch(dialogsActions.opened({ kind: 'info', message: 'Kuponunuz başarıyla oynandı.', share: { couponNo: NO } }));
    const dialog = await screen.findByRole('dialog', { name: 'Bilgi' });
    fireEvent.click(await within(dialog).findByRole('button', { name: T.open }));
    fireEvent.click(await within(dialog).findByRole('button', { name: T.share }));
    // The success message comes on top; under it the dialog's button is done.
    expect(await screen.findByText(SM.sharedAllMembers)).toBeTruthy();
    const done = await within(dialog).findByRole('button', { name: T.shared, hidden: true });
    expect((done as HTMLButtonElement).disabled).toBe(true);
  });

  it('the play success dialog closed after sharing: the coupon on Hesabım/Kuponlarım opens no sheet by itself', async () => {
    shared = [];
    const store = renderWith(null);
    store.dispatch(dialogsActions.opened({ kind: 'info', message: 'Kuponunuz başarıyla oynandı.', share: { couponNo: NO } }));
    const dialog = await screen.findByRole('dialog', { name: 'Bilgi' });
    fireEvent.click(await within(dialog).findByRole('button', { name: T.open }));
    await within(dialog).findByRole('button', { name: T.share });
    expect(store.getState().kupondasShare.couponNo).toBe(NO);
    store.dispatch(dialogsActions.cancelled({ id: store.getState().dialogs.stack[0]!.id }));
    await waitFor(() => expect(store.getState().kupondasShare.couponNo).toBeNull());
    render(
      <Provider store={store}>
        <MemoryRouter>
          <KupondasShare couponNo={NO} />
        </MemoryRouter>
      </Provider>,
    );
    await screen.findByRole('button', { name: T.open });
    expect(screen.queryByRole('dialog', { name: T.dialogTitle })).toBeNull();
  });
});
