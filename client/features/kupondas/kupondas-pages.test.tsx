import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { CARD_TEXTS, COMMENT_TEXTS, KUPONDAS_TEXTS as T, LEADERS_TEXTS, PROFILE_TEXTS } from '@shared/constants/kupondas-texts';
import { KUPONDAS_SOCIAL_API as P, type ProfileAnswer } from '@shared/protocol/kupondas-social-api';
import { sharingActionPath } from '@shared/protocol/kupondas-share-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, memberInfo } from '../auth/auth.test-store';
import { initialAuthState } from '../auth/auth.slice';
import { feedActions } from './feed.slice';
import { kupondasSaga } from './kupondas.sagas';
import { KupondasPage } from './kupondas-page';
import { LeadersPage } from './leaders-page';
import { ProfilePage } from './profile-page';
import { UnderConstructionPage } from './under-construction-page';
import { feedAnswer, shareCard, shareRow } from './kupondas.test-fixtures';

const cleanups: (() => void)[] = [];
let feedDelay: Promise<void>;
const profile = (over: Partial<ProfileAnswer> = {}): ProfileAnswer => ({
  IsSuccess: true,
  Nickname: 'demo',
  Initials: 'DE',
  AvatarUrl: null,
  IsOwner: false,
  ViewerFollows: false,
  ViewerBlocked: false,
  BlockedByMember: false,
  Stats: { Shares: 12, Settled: 10, Won: 6, HitRate: 600, Yield: -45, Score: 140, Followers: 3, Following: 7 },
  Shares: [shareCard(1)],
  NextCursor: null,
  ...over,
});

beforeEach(() => {
  feedDelay = Promise.resolve();
  server.use(
    http.get(P.feed, async ({ request }) => {
      await feedDelay;
      const tab = new URL(request.url).searchParams.get('tab');
      if (tab === 'following') return HttpResponse.json(feedAnswer([], null, { Suggestions: [{ Nickname: 'usta', Initials: 'US', Score: 90, Followers: 4 }] }));
      return HttpResponse.json(
        feedAnswer([shareCard(5, { PrivacyLevel: 2, ViewerFollows: true, Score: 32, CouponStatus: 'won', Rows: [shareRow(1, { status: 'won', isLive: true })] }), shareCard(4)], 'c'),
      );
    }),
    http.get(P.profile, () => HttpResponse.json(profile())),
    http.post(P.follow, () => HttpResponse.json({ IsSuccess: true, ViewerFollows: true, ViewerBlocked: false, Followers: 4 })),
    http.get(P.leaderboard, ({ request }) => {
      const period = new URL(request.url).searchParams.get('period');
      return HttpResponse.json({
        IsSuccess: true,
        Period: period,
        From: null,
        MinSettled: 5,
        Entries: period === 'all' ? [] : [{ Rank: 1, Nickname: 'usta', Initials: 'US', Score: 320, Settled: 9, Won: 6, Yield: 215 }],
      });
    }),
    http.get(P.comments, () => HttpResponse.json({ IsSuccess: true, Comments: [{ CommentId: 1, ShareId: 4, Nickname: 'ali', Initials: 'AL', Text: '<b>iyi</b> kupon', CreatedAt: Date.now(), IsAuthor: false }], NextCursor: null })),
    http.post(sharingActionPath('status'), () => HttpResponse.json({ isFault: false, Result: 'ok', Data: { MemberId: 1001, PrivacyLevel: 1, Blocked: false, SharesLeft: 5 } })),
  );
});
afterEach(() => cleanups.splice(0).forEach((c) => c()));

const renderAt = (path: string, member = true) => {
  const { store, stop } = makeTestStore({
    sagas: [kupondasSaga],
    preloaded: { auth: { ...initialAuthState, status: member ? 'member' : 'visitor', member: member ? memberInfo() : null } },
  });
  cleanups.push(stop);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/kupondas" element={<KupondasPage />} />
          <Route path="/kupondas/sharingblocked" element={<KupondasPage />} />
          <Route path="/kupondas/uye/:nickname" element={<ProfilePage />} />
          <Route path="/kupondas/liderler" element={<LeadersPage />} />
          <Route path="/kupondas/underconstruction" element={<UnderConstructionPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
};

describe('/kupondas', () => {
  it("says 'Akış hazırlanıyor' while loading, then shows the cards with their figures, profile links and actions", async () => {
    let release = () => {};
    feedDelay = new Promise((r) => (release = r));
    renderAt('/kupondas');
    expect(screen.getByText(T.preparing)).toBeTruthy();
    release();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'demo' }).getAttribute('href')).toBe('/kupondas/uye/demo');
    expect(within(first).getByText(CARD_TEXTS.followersOnly)).toBeTruthy();
    expect(within(first).getByText(CARD_TEXTS.points(32))).toBeTruthy();
    expect(within(first).getByText('4,20')).toBeTruthy();
    expect(within(first).getByRole('button', { name: CARD_TEXTS.following })).toBeTruthy();
    // Settled rows only: nothing left to play.
    expect(within(first).queryByRole('button', { name: CARD_TEXTS.playNow })).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: CARD_TEXTS.playNow })).toBeTruthy();
    expect(within(cards[1]!).getByRole('button', { name: CARD_TEXTS.follow })).toBeTruthy();
    expect(screen.getByRole('button', { name: T.more })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([T.tabAll, T.tabFollowing]);
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual(
      expect.arrayContaining([T.filterOngoing, T.filterWon, T.filterLost, T.filterLive]),
    );
  });

  it("shows the 'N yeni paylaşım' bar for announced shares without moving the list; an empty followed feed shows whom to follow", async () => {
    const store = renderAt('/kupondas');
    await screen.findAllByRole('article');
    act(() => {
      store.dispatch(feedActions.shareAnnounced({ shareId: 90 }));
      store.dispatch(feedActions.shareAnnounced({ shareId: 91 }));
    });
    expect(screen.getByRole('button', { name: T.newShares(2) })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: T.tabFollowing }));
    expect(await screen.findByText(T.emptyFollowing)).toBeTruthy();
    expect(screen.getByText('usta')).toBeTruthy();
  });

  it('shows comments as plain text under a card', async () => {
    renderAt('/kupondas');
    const cards = await screen.findAllByRole('article');
    fireEvent.click(within(cards[1]!).getByRole('button', { name: CARD_TEXTS.comments(0) }));
    expect(await within(cards[1]!).findByText('<b>iyi</b> kupon')).toBeTruthy();
    expect(within(cards[1]!).getByRole('textbox', { name: COMMENT_TEXTS.placeholder })).toBeTruthy();
  });

  it("a URL containing 'sharingblocked' shows the block message", () => {
    renderAt('/kupondas/sharingblocked');
    expect(screen.getByRole('alert').textContent).toContain(T.blockedTitle);
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('profile, leaders, maintenance', () => {
  it("shows the member's figures and 'Takip Et'", async () => {
    renderAt('/kupondas/uye/demo');
    expect(await screen.findByRole('heading', { name: 'demo', level: 1 })).toBeTruthy();
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(stat(PROFILE_TEXTS.shares)).toBe('12');
    expect(stat(PROFILE_TEXTS.hitRate)).toBe('%60,0');
    expect(stat(PROFILE_TEXTS.yield)).toBe('-%4,5');
    expect(stat(PROFILE_TEXTS.followers)).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: CARD_TEXTS.follow }));
    expect(await screen.findByRole('button', { name: CARD_TEXTS.unfollow })).toBeTruthy();
    expect(stat(PROFILE_TEXTS.followers)).toBe('4');
    expect(screen.getByRole('button', { name: CARD_TEXTS.block })).toBeTruthy();
  });

  it('ranks the leaders by period; an empty period says how to enter', async () => {
    renderAt('/kupondas/liderler');
    expect(await screen.findByRole('link', { name: 'usta' })).toBeTruthy();
    expect(screen.getByText('%21,5')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([LEADERS_TEXTS.weekly, LEADERS_TEXTS.monthly, LEADERS_TEXTS.all]);
    fireEvent.click(screen.getByRole('tab', { name: LEADERS_TEXTS.all }));
    expect(await screen.findByText(LEADERS_TEXTS.empty)).toBeTruthy();
  });

  it('the maintenance page says what happens and where sharing still works', () => {
    renderAt('/kupondas/underconstruction');
    expect(screen.getByRole('heading', { name: T.underTitle })).toBeTruthy();
    expect(screen.getByText(T.underHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.underMyCoupons }).getAttribute('href')).toBe('/hesabim/kuponlarim');
  });
});
