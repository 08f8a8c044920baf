/**
 * Members-only routes: a `requireMember` preHandler loads the caller's session (POSTs have it from the request
 * guard already) and answers a visitor with the route's refusal, by default 401 NOT_AUTHORIZED; the handler then
 * reads the member id with `memberIdOf`.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES } from '@shared/errors/catalogue';
import type { SessionService } from '../domain/session.service';
import { HTTP } from './answers';
import { loadSession } from './request-guard.hook';

export const notAuthorized = { IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: MESSAGES.notLoggedIn } as const;

/** What a visitor gets from a members-only route. */
export interface MemberRefusal {
  status: number;
  body: unknown;
}

export const NOT_AUTHORIZED: MemberRefusal = { status: HTTP.unauthorized, body: notAuthorized };

/** A preHandler that lets only a logged-in member through; a visitor gets `refusal` (Cache-Control by the no-store hook). */
export const requireMember = (sessions: SessionService, refusal: MemberRefusal = NOT_AUTHORIZED): preHandlerAsyncHookHandler =>
  async function requireMemberHook(req: FastifyRequest, reply: FastifyReply) {
    const session = await loadSession(req, sessions);
    if (!session?.memberId) return reply.code(refusal.status).send(refusal.body);
  };

/** The member id of a request that passed `requireMember`. */
export const memberIdOf = (req: FastifyRequest): number => {
  const id = req.session?.memberId;
  if (!id) throw new Error('members-only route reached without requireMember');
  return id;
};

/** The caller's member id, or null for a visitor (routes open to both; a GET loads its session here). */
export const memberOrNull = async (req: FastifyRequest, sessions: SessionService): Promise<number | null> =>
  (await loadSession(req, sessions))?.memberId ?? null;

/** A refusal of these areas: the error answer shape with our own code. */
export const refusal = (code: string, message: string) => ({ IsSuccess: false as const, Code: code, Message: message });
