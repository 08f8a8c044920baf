/**
 * The /kupondas feeds: the tab and filter shown, the loaded cards (keyset pages: NextCursor goes back as cursor),
 * suggestions for an empty 'Takip Ettiklerim', and the new shares the sharing room announced, held in a bar until
 * the member presses it (the list never moves under the reader).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeedAnswer, FeedFilter, FeedTab, MemberSuggestion, ShareCard } from '@shared/protocol/kupondas-social-api';
import type { RootState } from '../../app/store';
import { playShareFinished, playShareRequested, socialChanged, socialFinished, socialRequested } from './kupondas.actions';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface FeedState {
  tab: FeedTab;
  filter: FeedFilter;
  status: LoadStatus;
  shares: ShareCard[];
  cursor: string | null;
  loadingMore: boolean;
  moreFailed: boolean;
  suggestions: MemberSuggestion[];
  /** Share ids the sharing room announced since the list was loaded, not shown yet. */
  pending: number[];
  /** Nicknames with a follow or block call running. */
  busy: string[];
  /** Shares whose 'Hemen Oyna' runs. */
  playing: number[];
}

export const initialFeedState: FeedState = {
  tab: 'all',
  filter: 'all',
  status: 'idle',
  shares: [],
  cursor: null,
  loadingMore: false,
  moreFailed: false,
  suggestions: [],
  pending: [],
  busy: [],
  playing: [],
};

/** Cards of one member take a follow answer; shared by the feed and the profile lists. */
export const applyFollow = (cards: ShareCard[], nickname: string, follows: boolean): void => {
  for (const c of cards) if (c.Nickname === nickname) c.ViewerFollows = follows;
};

/** The next page of a share list (feed or profile), the one asked for from `cursor`. */
export interface MorePage {
  cursor: string;
  answer: FeedAnswer;
}

/**
 * Appends a page to a keyset-paged list: only the answer to the page asked for (a late answer to an older cursor is
 * dropped), without the shares the list shows already (one may have moved while paging).
 */
export const appendPage = (list: { shares: ShareCard[]; cursor: string | null; loadingMore: boolean }, page: MorePage): void => {
  if (page.cursor !== list.cursor) return;
  const known = new Set(list.shares.map((s) => s.ShareId));
  list.shares.push(...page.answer.Shares.filter((s) => !known.has(s.ShareId)));
  list.cursor = page.answer.NextCursor;
  list.loadingMore = false;
};

export const feedSlice = createSlice({
  name: 'kupondasFeed',
  initialState: initialFeedState,
  reducers: {
    /** Loads the first page of a tab and filter (also the 'N yeni paylaşım' bar and 'Tekrar dene'). */
    requested: (state, { payload }: PayloadAction<{ tab: FeedTab; filter: FeedFilter }>) => {
      if (payload.tab !== state.tab || payload.filter !== state.filter) {
        state.shares = [];
        state.cursor = null;
      }
      state.tab = payload.tab;
      state.filter = payload.filter;
      state.status = 'loading';
      state.loadingMore = false;
      state.moreFailed = false;
    },
    loaded: (state, { payload }: PayloadAction<{ tab: FeedTab; filter: FeedFilter; answer: FeedAnswer }>) => {
      if (payload.tab !== state.tab || payload.filter !== state.filter) return;
      state.shares = payload.answer.Shares;
      state.cursor = payload.answer.NextCursor;
      state.suggestions = payload.answer.Suggestions ?? [];
      state.status = 'loaded';
      state.pending = [];
    },
    failed: (state) => {
      state.status = 'failed';
    },
    moreRequested: (state) => {
      if (state.cursor && state.status === 'loaded') state.loadingMore = true;
      state.moreFailed = false;
    },
    moreLoaded: (state, { payload }: PayloadAction<MorePage>) => appendPage(state, payload),
    moreFailed: (state) => {
      state.loadingMore = false;
      state.moreFailed = true;
    },
    /** The sharing room announced a share: counted in the bar unless the list already shows it. */
    shareAnnounced: (state, { payload }: PayloadAction<{ shareId: number }>) => {
      // The room carries new public shares: open coupons of 'Tüm Paylaşımlar'. Other views cannot tell theirs.
      if (state.status !== 'loaded' || state.tab !== 'all' || (state.filter !== 'all' && state.filter !== 'ongoing')) return;
      if (state.shares.some((s) => s.ShareId === payload.shareId) || state.pending.includes(payload.shareId)) return;
      state.pending.push(payload.shareId);
    },
    /** A shown share's coupon settled or its rows moved: the card takes the fresh copy. */
    shareUpdated: (state, { payload }: PayloadAction<ShareCard>) => {
      const i = state.shares.findIndex((s) => s.ShareId === payload.ShareId);
      if (i >= 0) state.shares[i] = payload;
    },
    commentCounted: (state, { payload }: PayloadAction<{ shareId: number; delta: number }>) => {
      const c = state.shares.find((s) => s.ShareId === payload.shareId);
      if (c) c.CommentCount = Math.max(0, c.CommentCount + payload.delta);
    },
  },
  extraReducers: (b) => {
    b.addCase(socialRequested, (state, { payload }) => {
      if (!state.busy.includes(payload.nickname)) state.busy.push(payload.nickname);
    });
    b.addCase(socialFinished, (state, { payload }) => {
      state.busy = state.busy.filter((n) => n !== payload.nickname);
    });
    b.addCase(socialChanged, (state, { payload }) => {
      applyFollow(state.shares, payload.nickname, payload.ViewerFollows);
      // A blocked member's shares leave the lists at once (the server no longer serves them either).
      if (payload.ViewerBlocked) state.shares = state.shares.filter((s) => s.Nickname !== payload.nickname);
      if (payload.ViewerFollows) state.suggestions = state.suggestions.filter((m) => m.Nickname !== payload.nickname);
    });
    b.addCase(playShareRequested, (state, { payload }) => {
      if (!state.playing.includes(payload.shareId)) state.playing.push(payload.shareId);
    });
    b.addCase(playShareFinished, (state, { payload }) => {
      state.playing = state.playing.filter((id) => id !== payload.shareId);
    });
  },
});

export const feedActions = feedSlice.actions;

/** The slice loads with its route: until then the initial state. */
export const selectFeed = (state: RootState): FeedState => state.kupondasFeed ?? initialFeedState;
