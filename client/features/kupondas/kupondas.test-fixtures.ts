/** Test fixtures of Kupondaş: share cards and their rows, feed answers, a program snapshot for 'Hemen Oyna'. */
import type { FeedAnswer, ProfileAnswer, ProfileStats, ShareCard, ShareRowView } from '@shared/protocol/kupondas-social-api';
import { withBetDetailFields } from '@shared/rules/bet-detail-route';
import type { ProgramSnapshot } from '@shared/protocol/program';

/** Row of event `code`: market code*100, outcome code*10+1, odds 150+code as played. */
export const shareRow = (code: number, over: Partial<ShareRowView> = {}): ShareRowView => ({
  code,
  marketId: code * 100,
  outcomeId: code * 10 + 1,
  eventName: `Takım ${code}A - Takım ${code}B`,
  marketName: 'Maç Sonucu',
  outcomeName: '1',
  odd: 150 + code,
  startsAt: Date.UTC(2026, 10, 25, 17, 0),
  isLive: false,
  status: 'open',
  ...over,
});

export const shareCard = (id: number, over: Partial<ShareCard> = {}): ShareCard => ({
  ShareId: id,
  CouponNo: `2026000000${id}`,
  IsCancelable: false,
  TotalOdd: 420,
  IsOwner: false,
  CouponStatus: 'open',
  UserName: 'demo',
  IsRefunded: false,
  Nickname: 'demo',
  Initials: 'DE',
  AvatarUrl: null,
  SharedAt: Date.now() - 5 * 60_000,
  SettledAt: null,
  IsLive: false,
  EarnsScore: true,
  Score: null,
  PrivacyLevel: 1,
  ViewerFollows: false,
  CommentCount: 0,
  Rows: [shareRow(1), shareRow(2)],
  ...over,
});

export const feedAnswer = (shares: ShareCard[], next: string | null = null, over: Partial<FeedAnswer> = {}): FeedAnswer => ({
  IsSuccess: true,
  Shares: shares,
  NextCursor: next,
  ...over,
});

/** demo's profile as another member sees it, with these shares and figures. */
export const profileAnswer = (shares: ShareCard[], stats: Partial<ProfileStats> = {}): ProfileAnswer => ({
  IsSuccess: true,
  Nickname: 'demo',
  Initials: 'DE',
  AvatarUrl: null,
  IsOwner: false,
  ViewerFollows: false,
  ViewerBlocked: false,
  BlockedByMember: false,
  Stats: { Shares: shares.length, Settled: 0, Won: 0, HitRate: null, Yield: null, Score: 0, Followers: 0, Following: 0, ...stats },
  Shares: shares,
  NextCursor: null,
});

/** Event `code` in today's program: its outcome at `odd`, open unless `status` says otherwise. */
export const programSnapshot = (code: number, odd: number, status = 1): ProgramSnapshot => ({
  sportId: 1,
  version: 1,
  asOf: Date.now(),
  events: [withBetDetailFields({ code, nevId: 5000 + code, bid: String(code), sportId: 1, competition: 'Süper Lig', name: `Takım ${code}A - Takım ${code}B`, startsAt: Date.now() + 86_400_000, live: false, bettableInPlay: true, status: 1, minute: null, score: null, providerId: 2, mbs: 1, marketCount: 1, marketIds: [code * 100], hasOfficialResult: false })],
  markets: [{ id: code * 100, eventCode: code, no: 1, name: 'Maç Sonucu', mbs: 1, status: 1, outcomeIds: [code * 10 + 1] }],
  outcomes: [{ id: code * 10 + 1, marketId: code * 100, name: '1', odd, status }],
});
