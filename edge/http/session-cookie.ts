/** Writing the session cookie, and making a visitor session where a page or token request needs one. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@shared/protocol/api';
import type { Session, SessionService } from '../domain/session.service';
import { loadSession } from './request-guard.hook';

export const setSessionCookie = (reply: FastifyReply, value: string, secure: boolean): void => {
  // No Max-Age: the server enforces the idle and absolute limits; the browser may drop it when it closes.
  reply.setCookie(SESSION_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', secure });
};

/** The request's session, or a new visitor session whose cookie goes out with this reply. */
export const ensureSession = async (
  req: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionService,
  secure: boolean,
): Promise<Session> => {
  const current = await loadSession(req, sessions);
  if (current) return current;
  const { cookie, session } = await sessions.create(null);
  setSessionCookie(reply, cookie, secure);
  req.session = session;
  req.sessionLoaded = true;
  return session;
};

/** Replaces the session (login, logout): the old id stops working at once. */
export const rotateSession = async (
  req: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionService,
  secure: boolean,
  memberId: number | null,
  loginType: number | null,
): Promise<Session> => {
  const { cookie, session } = await sessions.rotate(req.session, memberId, loginType);
  setSessionCookie(reply, cookie, secure);
  req.session = session;
  return session;
};
