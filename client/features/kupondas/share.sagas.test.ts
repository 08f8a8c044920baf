import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { MESSAGES } from '@shared/errors/catalogue';
import { SHARING_MESSAGES as SM } from '@shared/errors/sharing-messages';
import { KUPONDAS_SHARE_API as P, SHARE_CODES, sharingActionPath } from '@shared/protocol/kupondas-share-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo, type TestStore } from '../auth/auth.test-store';
import { authActions, initialAuthState } from '../auth/auth.slice';
import { registerNavigate, type NavigateFn } from '../../platform/session/navigation';
import { interceptorSaga } from '../../platform/interceptor/interceptor.sagas';
import { shareSaga } from './share.sagas';
import { shareActions as A } from './share.slice';

const NO = '20260101000001';
const HERE = '/hesabim/kuponlarim';
let navigate: ReturnType<typeof vi.fn<NavigateFn>>;
let unregister: () => void;
let shareAnswer: () => Response;
let shareBodies: unknown[];
let privacy: unknown;
const cleanups: (() => void)[] = [];

const fault = (sc: number, c: number, extra: object = {}) => ({ isFault: false, sc, d: false, el: [{ c, m: 'x' }], msg: 'x', shareId: null, ...extra });

beforeEach(() => {
  navigate = vi.fn<NavigateFn>();
  unregister = registerNavigate(navigate);
  window.history.replaceState(null, '', HERE);
  shareBodies = [];
  privacy = { Value: 2, isFault: false };
  shareAnswer = () => HttpResponse.json({ isFault: false, sc: 200, d: true, el: [], msg: SM.sharedAllMembers, shareId: 7 });
  server.use(
    http.get(P.privacyLevel, () => HttpResponse.json(privacy as Record<string, unknown>)),
    http.post(P.shareCoupon, async ({ request }) => {
      shareBodies.push(await request.json());
      return shareAnswer();
    }),
    http.post(sharingActionPath('sharedcoupons'), () =>
      HttpResponse.json({ isFault: false, Result: 'ok', Data: { Coupons: [{ CouponNo: '111', ShareId: 1, PrivacyLevel: 1, SharedAt: 1 }] } }),
    ),
  );
});
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  unregister();
});

const start = (member = true, withInterceptor = false): TestStore => {
  const { store, stop } = makeTestStore({
    sagas: withInterceptor ? [shareSaga, interceptorSaga] : [shareSaga],
    preloaded: { auth: { ...initialAuthState, status: member ? 'member' : 'visitor', member: member ? memberInfo() : null } },
  });
  cleanups.push(stop);
  return store;
};
const top = (store: TestStore) => store.getState().dialogs.stack.at(-1);
const share = (store: TestStore) => store.getState().kupondasShare;

/** Opens the dialog for NO, waits for the default privacy, presses 'Kupondaş'ta Paylaş'. */
const shareNow = async (store: TestStore) => {
  store.dispatch(A.shareRequested({ couponNo: NO }));
  await vi.waitFor(() => expect(share(store).privacyStatus).toBe('loaded'));
  store.dispatch(A.submitted());
  await vi.waitFor(() => expect(share(store).sharing).toBe(false));
};

describe('the share flow', () => {
  it("opens the dialog with the server's privacy level, shares with it and the member id, then the button is done", async () => {
    const store = start();
    store.dispatch(A.shareRequested({ couponNo: NO }));
    expect(share(store).couponNo).toBe(NO);
    await vi.waitFor(() => expect(share(store).privacy).toBe(2));
    store.dispatch(A.submitted());
    await vi.waitFor(() => expect(share(store).shared).toContain(NO));
    expect(shareBodies).toEqual([{ memberId: 1001, platformId: 1, cbsCouponNo: NO, privacyLevel: 2, shareAll: 0 }]);
    expect(top(store)).toMatchObject({ message: SM.sharedFollowersOnly, messageType: MESSAGE_TYPE.ok });
    // The dialog stays open with its button disabled and renamed (share-button.test.tsx draws it).
    expect(share(store).couponNo).toBe(NO);
  });

  it("says 'tüm üyeler' when the member chose all members; any level but 1 is followers only", async () => {
    const store = start();
    privacy = { Value: 1, isFault: false };
    store.dispatch(A.shareRequested({ couponNo: NO }));
    await vi.waitFor(() => expect(share(store).privacy).toBe(1));
    store.dispatch(A.privacyChosen({ level: 1 }));
    store.dispatch(A.submitted());
    await vi.waitFor(() => expect(top(store)?.message).toBe(SM.sharedAllMembers));
    privacy = { Value: 5, isFault: false };
    store.dispatch(A.shareRequested({ couponNo: '2' }));
    await vi.waitFor(() => expect(share(store).privacy).toBe(2));
  });

  it("a visitor gets 'Lütfen Üye Girişi yapınız.' in the login dialog, and the share continues after the login", async () => {
    const store = start(false);
    store.dispatch(A.shareRequested({ couponNo: NO }));
    await vi.waitFor(() => expect(store.getState().auth.pendingAction).toEqual(A.shareRequested({ couponNo: NO })));
    expect(share(store).couponNo).toBeNull();
    // The login re-fires the pending action (auth.sagas afterLogin): the dialog opens for the coupon.
    store.dispatch(authActions.memberLoaded(memberInfo()));
    store.dispatch(A.shareRequested({ couponNo: NO }));
    await vi.waitFor(() => expect(share(store).privacy).toBe(2));
    expect(share(store).couponNo).toBe(NO);
  });

  it('GetPrivacyLevel NOTAUTHORIZED ends the session and asks for the login; NotEnableSharingPaltform keeps all members', async () => {
    const store = start();
    privacy = { Value: 'NOTAUTHORIZED', isFault: false };
    store.dispatch(A.shareRequested({ couponNo: NO }));
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('visitor'));
    expect(store.getState().auth.pendingAction).toEqual(A.shareRequested({ couponNo: NO }));
    expect(share(store).couponNo).toBeNull();

    const other = start();
    privacy = { Value: 'NotEnableSharingPaltform', isFault: false };
    other.dispatch(A.shareRequested({ couponNo: NO }));
    await vi.waitFor(() => expect(share(other).privacy).toBe(1));
  });

  it.each([
    [SHARE_CODES.alreadyShared, SM.alreadyShared, true],
    [SHARE_CODES.notPlayable, SM.notPlayable, false],
    [SHARE_CODES.cancelled, SM.cancelled, false],
    [SHARE_CODES.maintenance, SM.maintenance, false],
    [SHARE_CODES.blocked, SM.blocked, false],
    [SHARE_CODES.rateLimited, SM.rateLimited, false],
    [9999, SM.technicalError, false],
  ])('sc 400 with %i shows its message (shared afterwards: %s)', async (code, message, sharedAfter) => {
    const store = start();
    shareAnswer = () => HttpResponse.json(fault(400, code), { status: 400 });
    await shareNow(store);
    expect(top(store)?.message).toBe(message);
    expect(share(store).shared.includes(NO)).toBe(sharedAfter);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('1281: shared, with the no-score message the server gives', async () => {
    const store = start();
    shareAnswer = () => HttpResponse.json(fault(400, SHARE_CODES.sharedWithoutScore, { d: true, msg: SM.startedBeforeShare, shareId: 9 }), { status: 400 });
    await shareNow(store);
    expect(top(store)).toMatchObject({ message: SM.startedBeforeShare, messageType: MESSAGE_TYPE.warning });
    expect(share(store).shared).toContain(NO);
  });

  it('1112 goes to /kupondas', async () => {
    const store = start();
    shareAnswer = () => HttpResponse.json(fault(400, SHARE_CODES.deletedQueue), { status: 400 });
    await shareNow(store);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/kupondas', undefined));
  });

  it('sc 401 (isFault): logged out, the please-log-in message in the login dialog, the share waits for the login', async () => {
    const store = start(true, true);
    shareAnswer = () => HttpResponse.json({ isFault: true, sc: 401, d: false, el: [], msg: SM.notLoggedIn, shareId: null }, { status: 401 });
    await shareNow(store);
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('visitor'));
    expect(store.getState().auth.pendingAction).toEqual(A.shareRequested({ couponNo: NO }));
    // The share path is claimed: the interceptor does not send the member to the login page.
    await new Promise((r) => setTimeout(r, 20));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a network error shows the technical-error message', async () => {
    const store = start();
    shareAnswer = () => HttpResponse.error();
    await shareNow(store);
    expect(top(store)).toMatchObject({ message: MESSAGES.technicalError, messageType: MESSAGE_TYPE.error });
    expect(share(store).shared).not.toContain(NO);
  });

  it("status 416 first says 'Uyarı: Lütfen meslek seçiniz.', then goes to the profession page", async () => {
    const store = start(true, true);
    shareAnswer = () => HttpResponse.json({ IsSuccess: false, Code: 'PROFESSION_REQUIRED', sc: 416, Message: MESSAGES.selectProfession }, { status: 416 });
    await shareNow(store);
    await vi.waitFor(() => expect(top(store)?.message).toBe(MESSAGES.selectProfession));
    expect(navigate).not.toHaveBeenCalled();
    store.dispatch({ type: 'dialogs/confirmed', payload: { id: top(store)!.id } });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(`/meslek-bilginiz?R=${encodeURIComponent(HERE)}`, undefined));
  });

  it('sc 0 with 1600 goes to the contract page, without a message of its own', async () => {
    const store = start(true, true);
    shareAnswer = () => HttpResponse.json(fault(0, SHARE_CODES.contractRequired), { status: 403 });
    await shareNow(store);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(`/Contract/Index?R=${encodeURIComponent(HERE)}`, undefined));
    expect(top(store)).toBeUndefined();
  });

  it("reads the member's shared coupons once, so their buttons start disabled; a logout forgets them", async () => {
    const store = start();
    store.dispatch(A.sharedListRequested());
    await vi.waitFor(() => expect(share(store).shared).toEqual(['111']));
    store.dispatch(A.shareRequested({ couponNo: '111' }));
    expect(share(store).couponNo).toBeNull();
    store.dispatch(authActions.loggedOut());
    expect(share(store).shared).toEqual([]);
  });
});
