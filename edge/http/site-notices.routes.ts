/**
 * The cookie bar (POST /CookieBar/SetMemberExtendedInfo when a member closes it) and membership cancellation:
 * a member asks to cancel (RequestCancellation), sees the pending request (GetCancellationStatus) in a popup that
 * offers to withdraw it, and withdraws it with MemberCancellationCancellingProcess?memberId= (Result true: the
 * pending request was withdrawn; the client then shows the leave popup).
 */
import { CANCELLATION_MESSAGES } from '@shared/errors/consent-messages';
import {
  CONTRACT_API,
  type CancellationAnswer,
  type CancellationStatusAnswer,
  type CookieBarAnswer,
} from '@shared/protocol/contract-api';
import type { AreaPlugin } from './http-deps';
import { HTTP } from './answers';
import { memberIdOf, refusal, requireMember } from './member-guard';
import { loadSession } from './request-guard.hook';
import { memberIdQuery } from './site-notices.schemas';

export const siteNoticesRoutes: AreaPlugin<'sessions' | 'siteNotices'> = async (app, { sessions, siteNotices }) => {
  const memberOnly = requireMember(sessions);

  app.post(CONTRACT_API.cookieBar, { preHandler: memberOnly }, async (req) => {
    const answer: CookieBarAnswer = { IsSuccess: true, CookieBarSignId: await siteNotices.signCookieBar(memberIdOf(req)) };
    return answer;
  });

  app.get(CONTRACT_API.cancellationStatus, async (req) => {
    const session = await loadSession(req, sessions);
    // A background check: a visitor simply has nothing pending (no login redirect for it).
    const pending = session?.memberId ? await siteNotices.pendingCancellation(session.memberId) : null;
    const answer: CancellationStatusAnswer = { Pending: pending !== null, RequestedAt: pending ? pending.requestedAt.getTime() : null };
    return answer;
  });

  app.post(CONTRACT_API.cancellationRequest, { preHandler: memberOnly }, async (req, reply) => {
    const stored = await siteNotices.requestCancellation(memberIdOf(req), req.ip);
    if (!stored) return reply.code(HTTP.conflict).send(refusal('ALREADY_REQUESTED', CANCELLATION_MESSAGES.alreadyRequested));
    const answer: CancellationAnswer = { Result: true };
    return answer;
  });

  app.post<{ Querystring: { memberId: string } }>(
    CONTRACT_API.cancellationCancel,
    { schema: { querystring: memberIdQuery }, preHandler: memberOnly },
    async (req, reply) => {
      const memberId = memberIdOf(req);
      // Only one's own request: another member's id is answered as if it did not exist.
      if (Number(req.query.memberId) !== memberId) return reply.code(HTTP.notFound).send(refusal('NOT_FOUND', CANCELLATION_MESSAGES.noPending));
      const answer: CancellationAnswer = { Result: await siteNotices.withdrawCancellation(memberId) };
      return answer;
    },
  );
};
