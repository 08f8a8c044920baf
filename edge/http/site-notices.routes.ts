/**
 * The cookie bar (POST /CookieBar/SetMemberExtendedInfo when a member closes it) and membership cancellation:
 * a member asks to cancel (RequestCancellation), sees the pending request (GetCancellationStatus) in a popup that
 * offers to withdraw it, and withdraws it with MemberCancellationCancellingProcess?memberId= (Result true: the
 * pending request was withdrawn; the client then shows the leave popup).
 */
import type { FastifyInstance } from 'fastify';
import { COOKIE_BAR_SIGN_ID } from '@shared/constants/contract';
import { CANCELLATION_MESSAGES } from '@shared/errors/consent-messages';
import {
  CONTRACT_API,
  type CancellationAnswer,
  type CancellationStatusAnswer,
  type CookieBarAnswer,
} from '@shared/protocol/contract-api';
import { cancellationsRepo } from '../storage/cancellations.repo';
import { consentsRepo } from '../storage/consents.repo';
import type { HttpDeps } from './http-deps';
import { HTTP } from './answers';
import { memberIdOr401, refusal } from './member-guard';
import { loadSession } from './request-guard.hook';

const memberIdQuery = {
  type: 'object',
  required: ['memberId'],
  properties: { memberId: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } },
} as const;

export const registerSiteNoticesRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  const { db, now } = deps;

  app.post(CONTRACT_API.cookieBar, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const memberId = memberIdOr401(req, reply);
    if (memberId === null) return reply;
    await consentsRepo.signCookieBar(db, memberId, COOKIE_BAR_SIGN_ID);
    const answer: CookieBarAnswer = { IsSuccess: true, CookieBarSignId: COOKIE_BAR_SIGN_ID };
    return answer;
  });

  app.get(CONTRACT_API.cancellationStatus, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const session = await loadSession(req, deps.sessions);
    // A background check: a visitor simply has nothing pending (no login redirect for it).
    const pending = session?.memberId ? await cancellationsRepo.pending(db, session.memberId) : null;
    const answer: CancellationStatusAnswer = { Pending: pending !== null, RequestedAt: pending ? pending.requestedAt.getTime() : null };
    return answer;
  });

  app.post(CONTRACT_API.cancellationRequest, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const memberId = memberIdOr401(req, reply);
    if (memberId === null) return reply;
    const stored = await cancellationsRepo.request(db, memberId, new Date(now()), req.ip);
    if (!stored) return reply.code(HTTP.conflict).send(refusal('ALREADY_REQUESTED', CANCELLATION_MESSAGES.alreadyRequested));
    const answer: CancellationAnswer = { Result: true };
    return answer;
  });

  app.post<{ Querystring: { memberId: string } }>(CONTRACT_API.cancellationCancel, { schema: { querystring: memberIdQuery } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const memberId = memberIdOr401(req, reply);
    if (memberId === null) return reply;
    // Only one's own request: another member's id is answered as if it did not exist.
    if (Number(req.query.memberId) !== memberId) return reply.code(HTTP.notFound).send(refusal('NOT_FOUND', CANCELLATION_MESSAGES.noPending));
    const answer: CancellationAnswer = { Result: await cancellationsRepo.withdraw(db, memberId, new Date(now())) };
    return answer;
  });
};
