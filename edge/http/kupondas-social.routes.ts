/**
 * Kupondaş's social calls: feeds, one share, profiles, follow / block, leaderboards, suggestions and comments, and
 * ops' reported comments behind OPS_TOKEN. Visitors read what is public; everything that writes is members only.
 * A share the viewer may not see answers 404 exactly like one that does not exist.
 */
import { KUPONDAS_SOCIAL_MESSAGES as M } from '@shared/errors/kupondas-social-messages';
import {
  KUPONDAS_SOCIAL_API as API, type AddCommentRequest, type CommentIdRequest, type FeedQuery, type FollowRequest,
  type LeaderboardPeriod, type ReportCommentRequest,
} from '@shared/protocol/kupondas-social-api';
import type { FastifyReply } from 'fastify';
import type { KupondasRefusal } from '../domain/kupondas-follow.service';
import type { FeedRefusal } from '../domain/kupondas-feed.service';
import type { AreaPlugin } from './http-deps';
import { HTTP } from './answers';
import { NOT_AUTHORIZED, memberIdOf, memberOrNull, refusal, requireMember } from './member-guard';
import { passOpsGuard } from './ops-guard';
import {
  addCommentBody, commentIdBody, commentsQuery, feedQuery, followBody, leaderboardQuery, opsReportedQuery, profileQuery,
  profileSharesQuery, reportCommentBody, shareQuery,
} from './kupondas-social.schemas';

const OPS_DEFAULT_LIMIT = 100;

type Query<T> = { [K in keyof T]: T[K] extends number | undefined ? string : T[K] };

const isRefusal = (v: unknown): v is KupondasRefusal => typeof v === 'object' && v !== null && 'refused' in v && (v as KupondasRefusal).refused === true;
const sendRefusal = (reply: FastifyReply, r: KupondasRefusal) => reply.code(r.status).send(refusal(r.code, r.message));
const feedRefusal = (reply: FastifyReply, r: FeedRefusal) =>
  r.refused === 'badCursor'
    ? reply.code(HTTP.badRequest).send(refusal('BAD_CURSOR', M.badCursor))
    : reply.code(HTTP.notFound).send(refusal('NOT_FOUND', M.memberNotFound));
const num = (v: string | undefined): number | undefined => (v === undefined ? undefined : Number(v));

export const kupondasSocialRoutes: AreaPlugin<'config' | 'sessions' | 'kupondasFeed' | 'kupondasFollow' | 'kupondasLeaderboard' | 'kupondasComments'> = async (
  app, { config, sessions, kupondasFeed: feed, kupondasFollow: follow, kupondasLeaderboard: boards, kupondasComments: comments },
) => {
  const memberOnly = requireMember(sessions);

  app.get<{ Querystring: Query<FeedQuery> }>(API.feed, { schema: { querystring: feedQuery } }, async (req, reply) => {
    const viewer = await memberOrNull(req, sessions);
    if (req.query.tab === 'following' && viewer === null) return reply.code(NOT_AUTHORIZED.status).send(NOT_AUTHORIZED.body);
    const answer = await feed.feed(viewer, req.query.tab, req.query.filter ?? 'all', req.query.cursor, num(req.query.limit));
    return 'refused' in answer ? feedRefusal(reply, answer) : answer;
  });

  app.get<{ Querystring: { shareId: string } }>(API.share, { schema: { querystring: shareQuery } }, async (req, reply) => {
    const card = await feed.share(await memberOrNull(req, sessions), Number(req.query.shareId));
    if (!card) return reply.code(HTTP.notFound).send(refusal('NOT_FOUND', M.shareNotFound));
    return { IsSuccess: true, Share: card };
  });

  app.get<{ Querystring: { nickname: string } }>(API.profile, { schema: { querystring: profileQuery } }, async (req, reply) => {
    const profile = await feed.profile(await memberOrNull(req, sessions), req.query.nickname);
    if (!profile) return reply.code(HTTP.notFound).send(refusal('NOT_FOUND', M.memberNotFound));
    return profile;
  });

  app.get<{ Querystring: { nickname: string; cursor?: string; limit?: string } }>(API.profileShares, { schema: { querystring: profileSharesQuery } }, async (req, reply) => {
    const answer = await feed.profileShares(await memberOrNull(req, sessions), req.query.nickname, req.query.cursor, num(req.query.limit));
    return 'refused' in answer ? feedRefusal(reply, answer) : answer;
  });

  for (const [path, action] of [[API.follow, 'follow'], [API.unfollow, 'unfollow'], [API.block, 'block'], [API.unblock, 'unblock']] as const) {
    app.post<{ Body: FollowRequest }>(path, { schema: { body: followBody }, preHandler: memberOnly }, async (req, reply) => {
      const answer = await follow.act(memberIdOf(req), action, req.body.nickname);
      return isRefusal(answer) ? sendRefusal(reply, answer) : answer;
    });
  }

  app.get(API.suggestions, async (req) => ({ IsSuccess: true, Members: await boards.suggestions(await memberOrNull(req, sessions)) }));

  app.get<{ Querystring: { period: LeaderboardPeriod } }>(API.leaderboard, { schema: { querystring: leaderboardQuery } }, async (req) =>
    boards.leaderboard(req.query.period));

  app.get<{ Querystring: { shareId: string; cursor?: string; limit?: string } }>(API.comments, { schema: { querystring: commentsQuery } }, async (req, reply) => {
    const answer = await comments.list(await memberOrNull(req, sessions), Number(req.query.shareId), req.query.cursor, num(req.query.limit));
    return isRefusal(answer) ? sendRefusal(reply, answer) : answer;
  });

  app.post<{ Body: AddCommentRequest }>(API.addComment, { schema: { body: addCommentBody }, preHandler: memberOnly }, async (req, reply) => {
    const answer = await comments.add(memberIdOf(req), req.body.shareId, req.body.text);
    return isRefusal(answer) ? sendRefusal(reply, answer) : { IsSuccess: true, Comment: answer };
  });

  app.post<{ Body: CommentIdRequest }>(API.deleteComment, { schema: { body: commentIdBody }, preHandler: memberOnly }, async (req, reply) => {
    const refused = await comments.remove(memberIdOf(req), req.body.commentId);
    return refused ? sendRefusal(reply, refused) : { IsSuccess: true };
  });

  app.post<{ Body: ReportCommentRequest }>(API.reportComment, { schema: { body: reportCommentBody }, preHandler: memberOnly }, async (req, reply) => {
    const refused = await comments.report(memberIdOf(req), req.body.commentId, req.body.reason);
    return refused ? sendRefusal(reply, refused) : { IsSuccess: true };
  });

  app.get<{ Querystring: { limit?: string } }>(API.opsReportedComments, { schema: { querystring: opsReportedQuery } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    return { IsSuccess: true, Comments: await comments.reported(num(req.query.limit) ?? OPS_DEFAULT_LIMIT) };
  });

  app.post<{ Body: CommentIdRequest }>(API.opsRemoveComment, { schema: { body: commentIdBody } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    if (!(await comments.opsRemove(req.body.commentId))) return reply.code(HTTP.notFound).send(refusal('NOT_FOUND', M.commentNotFound));
    return { IsSuccess: true };
  });
};
