import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { sharingActionPath } from '@shared/protocol/kupondas-share-api';
import { KUPONDAS_SOCIAL_API as P } from '@shared/protocol/kupondas-social-api';
import { API } from '@shared/protocol/api';
import { PLAY_SHARE_TEXTS } from '@shared/constants/kupondas-texts';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo, type TestStore } from '../auth/auth.test-store';
import { initialAuthState } from '../auth/auth.slice';
import { registerNavigate, type NavigateFn } from '../../platform/session/navigation';
import { viewActions } from '../../platform/view/view.slice';
import { feedActions } from './feed.slice';
import { playShareRequested, socialRequested } from './kupondas.actions';
import { kupondasSaga, pageEntered } from './kupondas.sagas';
import { feedAnswer, programSnapshot, shareCard, shareRow } from './kupondas.test-fixtures';

let navigate: ReturnType<typeof vi.fn<NavigateFn>>;
let unregister: () => void;
let feedQueries: URLSearchParams[];
let status: Record<string, unknown>;
const cleanups: (() => void)[] = [];

beforeEach(() => {
  navigate = vi.fn<NavigateFn>();
  unregister = registerNavigate(navigate);
  window.history.replaceState(null, '', '/kupondas');
  feedQueries = [];
  status = { isFault: false, Result: 'ok', Data: { MemberId: 1001, PrivacyLevel: 1, Blocked: false, SharesLeft: 10 } };
  server.use(
    http.get(P.feed, ({ request }) => {
      const q = new URL(request.url).searchParams;
      feedQueries.push(q);
      if (q.get('cursor') === 'c2') return HttpResponse.json(feedAnswer([shareCard(3), shareCard(2)], null));
      if (q.get('tab') === 'following') return HttpResponse.json(feedAnswer([], null, { Suggestions: [{ Nickname: 'usta', Initials: 'US', Score: 90, Followers: 4 }] }));
      return HttpResponse.json(feedAnswer([shareCard(5), shareCard(4, { Nickname: 'mehmet', Initials: 'ME' })], 'c2'));
    }),
    http.post(P.follow, async ({ request }) => {
      const { nickname } = (await request.json()) as { nickname: string };
      return HttpResponse.json({ IsSuccess: true, ViewerFollows: nickname !== 'blok', ViewerBlocked: false, Followers: 1 });
    }),
    http.post(sharingActionPath('status'), () => HttpResponse.json(status)),
  );
});
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  unregister();
});

const start = (member = true): TestStore => {
  const { store, stop } = makeTestStore({
    sagas: [kupondasSaga],
    preloaded: { auth: { ...initialAuthState, status: member ? 'member' : 'visitor', member: member ? memberInfo() : null } },
  });
  cleanups.push(stop);
  return store;
};
const feed = (store: TestStore) => store.getState().kupondasFeed;
const loadAll = async (store: TestStore) => {
  store.dispatch(feedActions.requested({ tab: 'all', filter: 'all' }));
  await vi.waitFor(() => expect(feed(store).status).toBe('loaded'));
};

describe('feeds', () => {
  it("loads 'Tüm Paylaşımlar' with the filter, then 'Daha fazla' by the cursor without repeating a card", async () => {
    const store = start();
    store.dispatch(feedActions.requested({ tab: 'all', filter: 'won' }));
    expect(feed(store).status).toBe('loading');
    await vi.waitFor(() => expect(feed(store).status).toBe('loaded'));
    expect(feedQueries[0]!.get('filter')).toBe('won');
    expect(feed(store).cursor).toBe('c2');
    store.dispatch(feedActions.moreRequested());
    await vi.waitFor(() => expect(feed(store).cursor).toBeNull());
    expect(feedQueries[1]!.get('cursor')).toBe('c2');
    expect(feed(store).shares.map((s) => s.ShareId)).toEqual([5, 4, 3, 2]);
  });

  it("an empty 'Takip Ettiklerim' keeps whom to follow; a visitor's is not asked for", async () => {
    const store = start();
    store.dispatch(feedActions.requested({ tab: 'following', filter: 'all' }));
    await vi.waitFor(() => expect(feed(store).suggestions.map((m) => m.Nickname)).toEqual(['usta']));
    const visitor = start(false);
    visitor.dispatch(feedActions.requested({ tab: 'following', filter: 'all' }));
    expect(feed(visitor).status).toBe('failed');
    expect(feedQueries).toHaveLength(1);
  });

  it("counts new shares of the room for the bar without moving the list; pressing it reloads", async () => {
    const store = start();
    await loadAll(store);
    const before = feed(store).shares;
    store.dispatch(feedActions.shareAnnounced({ shareId: 9 }));
    store.dispatch(feedActions.shareAnnounced({ shareId: 9 }));
    store.dispatch(feedActions.shareAnnounced({ shareId: 5 }));
    store.dispatch(feedActions.shareAnnounced({ shareId: 10 }));
    expect(feed(store).pending).toEqual([9, 10]);
    expect(feed(store).shares).toBe(before);
    store.dispatch(feedActions.requested({ tab: 'all', filter: 'all' }));
    await vi.waitFor(() => expect(feed(store).pending).toEqual([]));
  });

  it("'Takip Et' updates every card of that member; a visitor logs in first", async () => {
    const store = start();
    await loadAll(store);
    store.dispatch(socialRequested({ nickname: 'mehmet', action: 'follow' }));
    expect(feed(store).busy).toEqual(['mehmet']);
    await vi.waitFor(() => expect(feed(store).busy).toEqual([]));
    expect(feed(store).shares.map((s) => s.ViewerFollows)).toEqual([false, true]);
    const visitor = start(false);
    visitor.dispatch(socialRequested({ nickname: 'mehmet', action: 'follow' }));
    await vi.waitFor(() => expect(visitor.getState().auth.pendingAction).toEqual(socialRequested({ nickname: 'mehmet', action: 'follow' })));
  });
});

describe("'Hemen Oyna'", () => {
  it('puts the still-playable open selections into the coupon at today\'s odds and lists changed odds and closed markets', async () => {
    const store = start();
    server.use(
      http.get(API.eventDetail, ({ request }) => {
        const code = Number(new URL(request.url).searchParams.get('code'));
        if (code === 1) return HttpResponse.json(programSnapshot(1, 151));
        if (code === 2) return HttpResponse.json(programSnapshot(2, 190));
        if (code === 3) return HttpResponse.json(programSnapshot(3, 200, -1));
        return HttpResponse.json({ IsSuccess: false, Code: 'NOT_FOUND', Message: 'x' }, { status: 404 });
      }),
      http.get(P.feed, () =>
        HttpResponse.json(feedAnswer([shareCard(8, { Rows: [shareRow(1), shareRow(2), shareRow(3), shareRow(4), shareRow(6, { status: 'won' })] })])),
      ),
    );
    store.dispatch(viewActions.deviceClassChanged('phone'));
    await loadAll(store);
    store.dispatch(playShareRequested({ shareId: 8 }));
    expect(feed(store).playing).toEqual([8]);
    await vi.waitFor(() => expect(feed(store).playing).toEqual([]));
    const c = store.getState().coupon;
    expect(c.rows.ids).toEqual([11, 21]);
    expect(c.rows.entities[21]!.odd).toBe(190);
    const message = store.getState().dialogs.stack.at(-1)!.message.split('\n');
    expect(message).toEqual([
      PLAY_SHARE_TEXTS.added(2),
      PLAY_SHARE_TEXTS.changedHead,
      'Takım 2A - Takım 2B: 1,52 → 1,90',
      PLAY_SHARE_TEXTS.closedHead,
      'Takım 3A - Takım 3B – Maç Sonucu',
      'Takım 4A - Takım 4B – Maç Sonucu',
    ]);
    expect(store.getState().view.couponOpen).toBe(true);
  });

  it('says so and leaves the coupon alone when nothing is playable any more', async () => {
    const store = start();
    server.use(
      http.get(API.eventDetail, () => HttpResponse.json(programSnapshot(1, 151, 0))),
      http.get(P.feed, () => HttpResponse.json(feedAnswer([shareCard(8, { Rows: [shareRow(1)] })]))),
    );
    await loadAll(store);
    store.dispatch(playShareRequested({ shareId: 8 }));
    await vi.waitFor(() => expect(feed(store).playing).toEqual([]));
    expect(store.getState().coupon.rows.ids).toEqual([]);
    expect(store.getState().dialogs.stack.at(-1)!.message.split('\n')[0]).toBe(PLAY_SHARE_TEXTS.none);
  });
});

describe('/sharing/{action} answers on entering a Kupondaş page', () => {
  it.each([
    ['loginrequired', { isFault: true, Result: 'loginrequired', Data: null }, `/Site/LoginPage?RedirectUrl=${encodeURIComponent('/kupondas')}`],
    ['isFault', { isFault: true, Result: 'ok', Data: null }, `/Site/LoginPage?RedirectUrl=${encodeURIComponent('/kupondas')}`],
    ['standby', { isFault: false, Result: 'standby', Data: null }, '/kupondas/underconstruction'],
    ['blocked member', { isFault: false, Result: 'ok', Data: { MemberId: 1, PrivacyLevel: 1, Blocked: true, SharesLeft: 0 } }, '/kupondas/sharingblocked'],
  ])('%s', async (_name, answer, target) => {
    status = answer;
    const store = start();
    store.dispatch(pageEntered());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(target, undefined));
  });

  it('InDeletedPermanentlyQueue goes to /kupondas (from any Kupondaş page); ok stays; a visitor is not asked', async () => {
    status = { isFault: false, Result: 'InDeletedPermanentlyQueue', Data: null };
    window.history.replaceState(null, '', '/kupondas/liderler');
    const store = start();
    store.dispatch(pageEntered());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/kupondas', undefined));

    navigate.mockClear();
    status = { isFault: false, Result: 'ok', Data: { MemberId: 1, PrivacyLevel: 1, Blocked: false, SharesLeft: 3 } };
    let asked = 0;
    server.use(http.post(sharingActionPath('status'), () => {
      asked++;
      return HttpResponse.json(status);
    }));
    store.dispatch(pageEntered());
    await vi.waitFor(() => expect(asked).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(navigate).not.toHaveBeenCalled();
    start(false).dispatch(pageEntered());
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toBe(1);
  });
});
