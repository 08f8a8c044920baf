/**
 * Notices and content: the notices to show now (GetNotices), a notice's HTML (GET /Site/GetNoticeById?noticeId=,
 * &step= for a tutorial's step; spec section 7), a member's dismissal, the content blocks' HTML
 * (GET /Content/{key}?v=), and the ops calls to publish, schedule (startsAt in the future) and withdraw both.
 * HTML answers were sanitised when stored and carry a CSP that allows no script at all.
 */
import { NOTICE_TEXTS } from '@shared/constants/notice-texts';
import { NOTICE_FLAG_ID } from '@shared/constants/notices';
import { CONTENT_API as P, type CreateNoticeRequest, type NoticesAnswer, type PublishContentRequest } from '@shared/protocol/content-api';
import type { FastifyReply } from 'fastify';
import type { AreaPlugin } from './http-deps';
import { HTTP } from './answers';
import { memberIdOf, memberOrNull, refusal, requireMember } from './member-guard';
import { passOpsGuard } from './ops-guard';
import {
  contentParams, contentQuery, createNoticeBody, dismissBody, noticeQuery, publishContentBody, withdrawContentBody, withdrawNoticeBody,
} from './content.schemas';

const HTML_CSP = "default-src 'none'; img-src https:; style-src 'unsafe-inline'; sandbox";

const sendHtml = (reply: FastifyReply, html: string) =>
  reply.type('text/html; charset=utf-8').header('Content-Security-Policy', HTML_CSP).send(html);

export const noticesRoutes: AreaPlugin<'config' | 'sessions' | 'notices'> = async (app, { config, sessions, notices }) => {
  const memberOnly = requireMember(sessions);

  app.get(P.notices, async (req): Promise<NoticesAnswer> => ({ Notices: await notices.current(await memberOrNull(req, sessions)) }));

  app.get<{ Querystring: { noticeId: string; step?: string } }>(P.noticeById, { schema: { querystring: noticeQuery } }, async (req, reply) => {
    const member = (await memberOrNull(req, sessions)) !== null;
    const step = req.query.step === undefined ? null : Number(req.query.step);
    const html = await notices.html(Number(req.query.noticeId), step, member);
    if (html === null) return reply.code(HTTP.notFound).send(refusal('NOT_FOUND', NOTICE_TEXTS.notFound));
    return sendHtml(reply, html);
  });

  app.post<{ Body: { NoticeId: number } }>(P.dismissNotice, { schema: { body: dismissBody }, preHandler: memberOnly }, async (req, reply) => {
    const outcome = await notices.dismiss(memberIdOf(req), req.body.NoticeId);
    if (outcome === 'notFound') return reply.code(HTTP.notFound).send(refusal('NOT_FOUND', NOTICE_TEXTS.notFound));
    return { IsSuccess: true };
  });

  app.get<{ Params: { key: string } }>(`${P.contentPrefix}:key`, { schema: { params: contentParams, querystring: contentQuery } }, async (req, reply) => {
    const block = await notices.content(req.params.key);
    // Nothing published under the key (yet, or any more): an empty answer, not an error. A page asks for its slots
    // whether or not ops have filled them, and a 404 would log a console error on every visit.
    if (!block) return reply.code(HTTP.noContent).header('Cache-Control', 'no-store').send();
    return sendHtml(reply, block.html);
  });

  app.get(P.opsNotices, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    return { Notices: await notices.opsList() };
  });

  app.post<{ Body: CreateNoticeRequest }>(P.opsNotices, { schema: { body: createNoticeBody } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    const b = req.body;
    const stepsOk = b.kind === 'tutorial' ? (b.steps?.length ?? 0) > 0 : (b.steps?.length ?? 0) === 0;
    if (b.startsAt >= b.endsAt || !stepsOk || b.title.trim() === '') return reply.code(HTTP.badRequest).send(refusal('INVALID_NOTICE', NOTICE_TEXTS.invalid));
    return notices.create(b);
  });

  app.post<{ Body: { id: number } }>(P.opsNoticeWithdraw, { schema: { body: withdrawNoticeBody } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    if (req.body.id === NOTICE_FLAG_ID.contract || !(await notices.withdraw(req.body.id))) {
      return reply.code(HTTP.notFound).send(refusal('NOT_FOUND', NOTICE_TEXTS.notFound));
    }
    return { IsSuccess: true };
  });

  app.post<{ Body: PublishContentRequest }>(P.opsContent, { schema: { body: publishContentBody } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    const published = await notices.publishContent(req.body);
    return { IsSuccess: true, Id: published.id, StartsAt: published.startsAt };
  });

  app.post<{ Body: { key: string } }>(P.opsContentWithdraw, { schema: { body: withdrawContentBody } }, async (req, reply) => {
    if (!passOpsGuard(req, reply, config.opsToken, 'required')) return reply;
    if (!(await notices.withdrawContent(req.body.key))) return reply.code(HTTP.notFound).send(refusal('NOT_FOUND', NOTICE_TEXTS.contentNotFound));
    return { IsSuccess: true };
  });
};
