/**
 * Responsible play (Sorumlu Oyun), members only: GET /Member/GetResponsiblePlay and /Member/GetPlaySession, and the
 * changes (SetPlayLimit, ConfirmPlayLimit, CancelPlayLimitChange, SetSessionReminder, SelfExclude), each audited
 * with the client address as every per-IP rule reads it (request.ip, TRUST_PROXY aware). A refusal is 422 with the
 * Turkish message. A self-excluded member keeps every read: only play is refused (coupon play).
 */
import {
  RESPONSIBLE_PLAY_API as P,
  type PlayLimitKeyRequest,
  type ResponsiblePlayAnswer,
  type SelfExcludeRequest,
  type SetPlayLimitRequest,
  type SetSessionReminderRequest,
} from '@shared/protocol/responsible-play-api';
import type { FastifyReply } from 'fastify';
import type { AreaPlugin } from './http-deps';
import { HTTP } from './answers';
import { memberIdOf, requireMember } from './member-guard';
import { limitKeyBody, reminderBody, selfExcludeBody, setLimitBody } from './responsible-play.schemas';

const send = (reply: FastifyReply, answer: ResponsiblePlayAnswer) => reply.code(answer.IsSuccess ? HTTP.ok : HTTP.unprocessable).send(answer);

export const responsiblePlayRoutes: AreaPlugin<'sessions' | 'responsiblePlay'> = async (app, { sessions, responsiblePlay: rp }) => {
  const memberOnly = requireMember(sessions);

  app.get(P.get, { preHandler: memberOnly }, async (req) => rp.state(memberIdOf(req)));

  app.get(P.playSession, { preHandler: memberOnly }, async (req) =>
    rp.playSession(memberIdOf(req), req.session!.createdAt.getTime()));

  app.post<{ Body: SetPlayLimitRequest }>(P.setLimit, { schema: { body: setLimitBody }, preHandler: memberOnly }, async (req, reply) =>
    send(reply, await rp.setLimit(memberIdOf(req), req.body.kind, req.body.period, req.body.amount, req.ip)));

  app.post<{ Body: PlayLimitKeyRequest }>(P.confirmLimit, { schema: { body: limitKeyBody }, preHandler: memberOnly }, async (req, reply) =>
    send(reply, await rp.confirmLimit(memberIdOf(req), req.body.kind, req.body.period, req.ip)));

  app.post<{ Body: PlayLimitKeyRequest }>(P.cancelLimitChange, { schema: { body: limitKeyBody }, preHandler: memberOnly }, async (req, reply) =>
    send(reply, await rp.cancelLimitChange(memberIdOf(req), req.body.kind, req.body.period, req.ip)));

  app.post<{ Body: SetSessionReminderRequest }>(P.setReminder, { schema: { body: reminderBody }, preHandler: memberOnly }, async (req, reply) =>
    send(reply, await rp.setReminder(memberIdOf(req), req.body.minutes, req.ip)));

  app.post<{ Body: SelfExcludeRequest }>(P.selfExclude, { schema: { body: selfExcludeBody }, preHandler: memberOnly }, async (req, reply) =>
    send(reply, await rp.selfExclude(memberIdOf(req), req.body.duration, req.ip)));
};
