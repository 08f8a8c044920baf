/**
 * The session and visitor cookies. A page or token request hands out the live session's token, else a visitor
 * token bound to a signed visitor cookie (visitor-token.service.ts), so a visitor costs no database write. Login
 * starts a stored session and drops the visitor cookie; logout ends the session and makes the browser a new visitor.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, VISITOR_COOKIE } from '@shared/protocol/api';
import type { Session, SessionService } from '../domain/session.service';
import type { HttpDeps } from './http-deps';
import { loadSession } from './request-guard.hook';

type TokenDeps = Pick<HttpDeps, 'sessions' | 'visitors' | 'config'>;

// No Max-Age: the server enforces the limits; the browser may drop them when it closes.
const cookieOptions = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure }) as const;

export const setSessionCookie = (reply: FastifyReply, value: string, secure: boolean): void => {
  reply.setCookie(SESSION_COOKIE, value, cookieOptions(secure));
};

const dropCookie = (req: FastifyRequest, reply: FastifyReply, name: string, secure: boolean): void => {
  if (req.cookies[name] !== undefined) reply.clearCookie(name, cookieOptions(secure));
};

const newVisitor = (reply: FastifyReply, { visitors, config }: TokenDeps): string => {
  const { cookie, token } = visitors.issue();
  reply.setCookie(VISITOR_COOKIE, cookie, cookieOptions(config.cookieSecure));
  return token;
};

/** The token for this browser's page: its live session's, else its visitor token (a new visitor when it has none). */
export const pageToken = async (req: FastifyRequest, reply: FastifyReply, deps: TokenDeps): Promise<string> => {
  const session = await loadSession(req, deps.sessions);
  if (session) return session.csrfToken;
  // A lapsed session's cookie must go, or the keep-alive would answer 'expired' to every reloaded page.
  dropCookie(req, reply, SESSION_COOKIE, deps.config.cookieSecure);
  return deps.visitors.tokenOf(req.cookies[VISITOR_COOKIE]) ?? newVisitor(reply, deps);
};

/** Replaces the session (login, password change): the old id stops working at once. */
export const rotateSession = async (
  req: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionService,
  secure: boolean,
  memberId: number,
  loginType: number | null,
): Promise<Session> => {
  const { cookie, session } = await sessions.rotate(req.session, memberId, loginType);
  setSessionCookie(reply, cookie, secure);
  // From here only the session's token passes; the pre-login visitor token is of no further use.
  dropCookie(req, reply, VISITOR_COOKIE, secure);
  req.session = session;
  return session;
};

/** Logout: the stored session ends and the browser goes on as a new visitor; returns the visitor's token. */
export const endSession = async (req: FastifyRequest, reply: FastifyReply, deps: TokenDeps): Promise<string> => {
  if (req.session) await deps.sessions.end(req.session);
  req.session = null;
  dropCookie(req, reply, SESSION_COOKIE, deps.config.cookieSecure);
  return newVisitor(reply, deps);
};
