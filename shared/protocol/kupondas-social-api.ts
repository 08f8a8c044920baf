/**
 * Paths and request/answer shapes of Kupondaş's social half: the feeds ('Tüm Paylaşımlar', 'Takip Ettiklerim'), a
 * share card, member profiles (/kupondas/uye/{nickname}), follow / unfollow / block, leaderboards and comments.
 * Members are addressed by nickname. Every list is keyset-paginated: an answer's NextCursor (opaque, null on the
 * last page) goes back as `cursor` for the next page. Odds are integer hundredths, times epoch ms. Every call
 * answers no-store; a refusal is the ErrorAnswer shape (IsSuccess false, Code, Turkish Message).
 */
import { ROUTES } from '../constants/routes';
import type { CouponStatus } from './my-coupons-api';

export const KUPONDAS_SOCIAL_API = {
  /** GET ?tab=&filter=&cursor=&limit= → FeedAnswer ('following' is members only: 401 for a visitor). */
  feed: '/Kupondas/Feed',
  /** GET ?shareId= → ShareAnswer; 404 when the share does not exist or the viewer may not see it. */
  share: '/Kupondas/Share',
  /** GET ?nickname= → ProfileAnswer (the profile's first page of shares included); 404 for an unknown nickname. */
  profile: '/Kupondas/Profile',
  /** GET ?nickname=&cursor=&limit= → FeedAnswer: the next pages of a profile's shares. */
  profileShares: '/Kupondas/ProfileShares',
  /** POST FollowRequest → FollowAnswer (members only). */
  follow: '/Kupondas/Follow',
  /** POST FollowRequest → FollowAnswer (members only). */
  unfollow: '/Kupondas/Unfollow',
  /** POST FollowRequest → FollowAnswer (members only): blocking also ends a follow in either direction. */
  block: '/Kupondas/Block',
  /** POST FollowRequest → FollowAnswer (members only). */
  unblock: '/Kupondas/Unblock',
  /** GET → SuggestionsAnswer: most-scoring members the viewer does not follow yet. */
  suggestions: '/Kupondas/Suggestions',
  /** GET ?period= → LeaderboardAnswer. */
  leaderboard: '/Kupondas/Leaderboard',
  /** GET ?shareId=&cursor=&limit= → CommentsAnswer; 404 when the viewer may not see the share. */
  comments: '/Kupondas/Comments',
  /** POST AddCommentRequest → AddCommentAnswer (members only). */
  addComment: '/Kupondas/AddComment',
  /** POST CommentIdRequest → OkAnswer (members only; the author only). */
  deleteComment: '/Kupondas/DeleteComment',
  /** POST ReportCommentRequest → OkAnswer (members only). */
  reportComment: '/Kupondas/ReportComment',
  /** GET → ReportedCommentsAnswer; Bearer OPS_TOKEN (404 without it configured). */
  opsReportedComments: '/ops/kupondas/reported-comments',
  /** POST CommentIdRequest → OkAnswer; Bearer OPS_TOKEN. */
  opsRemoveComment: '/ops/kupondas/remove-comment',
} as const;

/** The page route of a member's profile. */
export const kupondasProfilePath = (nickname: string): string => ROUTES.kupondasProfile.replace(':nickname', encodeURIComponent(nickname));

export const FEED_TABS = ['all', 'following'] as const;
export type FeedTab = (typeof FEED_TABS)[number];
/** 'ongoing' is an open coupon, 'live' an open coupon that holds a live pick. */
export const FEED_FILTERS = ['all', 'ongoing', 'won', 'lost', 'live'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];
export const LEADERBOARD_PERIODS = ['weekly', 'monthly', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** One frozen row of a shared coupon, as it was played; `status` follows the selection's settlement. */
export interface ShareRowView {
  /** The event's program code. */
  code: number;
  /** The market and outcome ids as played (helper C): 'Hemen Oyna' finds them again in today's program. */
  marketId: number;
  outcomeId: number;
  eventName: string;
  marketName: string;
  outcomeName: string;
  /** Hundredths, as played. */
  odd: number;
  /** Epoch ms of the event's start as played, null when unknown. */
  startsAt: number | null;
  /** The pick was played on a live event. */
  isLive: boolean;
  status: 'open' | 'won' | 'lost' | 'void';
}

/** A share card: the spec's coupon sharing display (section 3) plus the card's own fields. */
export interface ShareCard {
  ShareId: number;
  CouponNo: string;
  /** Always false: a played coupon cannot be cancelled by the member. */
  IsCancelable: boolean;
  TotalOdd: number;
  /** The viewer shared it. */
  IsOwner: boolean;
  CouponStatus: CouponStatus;
  /** The sharer's nickname (the spec's UserName). */
  UserName: string;
  IsRefunded: boolean;
  Nickname: string;
  /** Up to two capital letters of the nickname, shown while there is no avatar. */
  Initials: string;
  /** The approved avatar (GET, image/jpeg), null while the member has none; a waiting one never shows here. */
  AvatarUrl?: string | null;
  SharedAt: number;
  SettledAt: number | null;
  IsLive: boolean;
  EarnsScore: boolean;
  /** Score earned, null while open or when the share earns none. */
  Score: number | null;
  /** 1 all members, any other value followers only. */
  PrivacyLevel: number;
  /** The viewer follows the sharer (false for a visitor and for the owner). */
  ViewerFollows: boolean;
  CommentCount: number;
  Rows: ShareRowView[];
}

export interface FeedQuery {
  tab: FeedTab;
  filter?: FeedFilter;
  cursor?: string;
  /** 1..50, default KUPONDAS_SOCIAL.pageSize. */
  limit?: number;
}

/** A member suggested to follow (an empty 'Takip Ettiklerim' and GET suggestions). */
export interface MemberSuggestion {
  Nickname: string;
  Initials: string;
  AvatarUrl?: string | null;
  Score: number;
  Followers: number;
}

export interface FeedAnswer {
  IsSuccess: true;
  Shares: ShareCard[];
  /** Opaque; null on the last page. */
  NextCursor: string | null;
  /** Only on an empty first page of 'Takip Ettiklerim': whom to follow. */
  Suggestions?: MemberSuggestion[];
}

export interface ShareAnswer {
  IsSuccess: true;
  Share: ShareCard;
}

/** Hit rate and yield: see edge/http/API.md (Kupondaş social) and shared/rules/kupondas-stats.ts. */
export interface ProfileStats {
  Shares: number;
  Settled: number;
  Won: number;
  /** Per mille (0..1000) of won among settled shares; null before the first settled one. */
  HitRate: number | null;
  /** Per mille, signed; null before the first settled one. */
  Yield: number | null;
  Score: number;
  Followers: number;
  Following: number;
}

export interface ProfileAnswer {
  IsSuccess: true;
  Nickname: string;
  Initials: string;
  AvatarUrl?: string | null;
  IsOwner: boolean;
  /** The viewer follows this member. */
  ViewerFollows: boolean;
  /** The viewer blocked this member. */
  ViewerBlocked: boolean;
  /** This member blocked the viewer: no shares are listed and following is refused. */
  BlockedByMember: boolean;
  Stats: ProfileStats;
  /** First page of the shares the viewer may see. */
  Shares: ShareCard[];
  NextCursor: string | null;
}

export interface ProfileSharesQuery {
  nickname: string;
  cursor?: string;
  limit?: number;
}

export interface FollowRequest {
  nickname: string;
}
export interface FollowAnswer {
  IsSuccess: true;
  ViewerFollows: boolean;
  ViewerBlocked: boolean;
  Followers: number;
}

export interface SuggestionsAnswer {
  IsSuccess: true;
  Members: MemberSuggestion[];
}

export interface LeaderboardEntry {
  Rank: number;
  Nickname: string;
  Initials: string;
  AvatarUrl?: string | null;
  Score: number;
  Settled: number;
  Won: number;
  /** Per mille, signed. */
  Yield: number;
}
export interface LeaderboardAnswer {
  IsSuccess: true;
  Period: LeaderboardPeriod;
  /** Epoch ms of the period's start in Istanbul (null for all time). */
  From: number | null;
  /** Members need at least this many settled shared coupons in the period. */
  MinSettled: number;
  Entries: LeaderboardEntry[];
}

export interface ShareComment {
  CommentId: number;
  ShareId: number;
  Nickname: string;
  Initials: string;
  /** Plain text: render as text, never as HTML. */
  Text: string;
  CreatedAt: number;
  /** The viewer wrote it (may delete it). */
  IsAuthor: boolean;
}
export interface CommentsQuery {
  shareId: number;
  cursor?: string;
  limit?: number;
}
export interface CommentsAnswer {
  IsSuccess: true;
  /** Newest first. */
  Comments: ShareComment[];
  NextCursor: string | null;
}
export interface AddCommentRequest {
  shareId: number;
  text: string;
}
export interface AddCommentAnswer {
  IsSuccess: true;
  Comment: ShareComment;
}
export interface CommentIdRequest {
  commentId: number;
}
export interface ReportCommentRequest {
  commentId: number;
  /** Optional free text, plain. */
  reason?: string;
}
export interface OkAnswer {
  IsSuccess: true;
}

export interface ReportedComment extends ShareComment {
  Reports: number;
  LastReportedAt: number;
  Reasons: string[];
}
export interface ReportedCommentsAnswer {
  IsSuccess: true;
  Comments: ReportedComment[];
}
