/** Kupondaş's social calls (shared/protocol/kupondas-social-api.ts); sagas `call` these, components never do. */
import {
  KUPONDAS_SOCIAL_API as API,
  type AddCommentAnswer,
  type CommentsAnswer,
  type FeedAnswer,
  type FeedQuery,
  type FollowAnswer,
  type LeaderboardAnswer,
  type LeaderboardPeriod,
  type OkAnswer,
  type ProfileAnswer,
  type ShareAnswer,
} from '@shared/protocol/kupondas-social-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

export type SocialAction = 'follow' | 'unfollow' | 'block' | 'unblock';

const query = (q: Record<string, string | number | undefined>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(q).filter((e): e is [string, string | number] => e[1] !== undefined));

export const fetchFeed = (q: FeedQuery): Promise<ApiResult<FeedAnswer>> =>
  apiGet(API.feed, query({ tab: q.tab, filter: q.filter, cursor: q.cursor, limit: q.limit }));
export const fetchShare = (shareId: number): Promise<ApiResult<ShareAnswer>> => apiGet(API.share, { shareId });
export const fetchProfile = (nickname: string): Promise<ApiResult<ProfileAnswer>> => apiGet(API.profile, { nickname });
export const fetchProfileShares = (nickname: string, cursor: string): Promise<ApiResult<FeedAnswer>> =>
  apiGet(API.profileShares, { nickname, cursor });
export const postSocial = (action: SocialAction, nickname: string): Promise<ApiResult<FollowAnswer>> => apiPost(API[action], { nickname });
export const fetchLeaderboard = (period: LeaderboardPeriod): Promise<ApiResult<LeaderboardAnswer>> => apiGet(API.leaderboard, { period });
export const fetchComments = (shareId: number, cursor?: string): Promise<ApiResult<CommentsAnswer>> =>
  apiGet(API.comments, query({ shareId, cursor }));
export const postComment = (shareId: number, text: string): Promise<ApiResult<AddCommentAnswer>> => apiPost(API.addComment, { shareId, text });
export const postDeleteComment = (commentId: number): Promise<ApiResult<OkAnswer>> => apiPost(API.deleteComment, { commentId });
export const postReportComment = (commentId: number): Promise<ApiResult<OkAnswer>> => apiPost(API.reportComment, { commentId });
