/**
 * One onRequest hook for every request: for every state-changing method the caller's session and the
 * anti-forgery check (same origin, and in the RequestVerificationToken header the live session's own token or, for
 * a browser without one, the visitor token signed for its visitor cookie). It runs before body parsing and before
 * any handler, so a refused request changes nothing; its security headers are already set (security-headers.ts).
 * GETs load the session only where they need it (loadSession), so program and asset loads cost no database read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANTI_FORGERY, SESSION_COOKIE, VISITOR_COOKIE } from '@shared/protocol/api';
import type { Session, SessionService } from '../domain/session.service';
import type { VisitorKeys, VisitorTokens } from '../domain/visitor-token.service';
import { HTTP, errorAnswer } from './answers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, or null (no cookie, unknown or expired); loaded for every POST. */
    session: Session | null;
    sessionLoaded: boolean;
    /** A POST that passed with a visitor token: the visitor's keys (captcha, client logs); else null. */
    visitor: VisitorKeys | null;
  }
}

/** The request's session, read from the database once per request. */
export const loadSession = async (req: FastifyRequest, sessions: SessionService): Promise<Session | null> => {
  if (!req.sessionLoaded) {
    req.session = await sessions.resolve(req.cookies[SESSION_COOKIE]);
    req.sessionLoaded = true;
  }
  return req.session;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Same host as the request (the scheme may differ behind a TLS proxy); "null" and cross-site fetches are foreign. */
const sameOrigin = (req: FastifyRequest): boolean => {
  if (req.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
};

/**
 * A live session accepts only its own token, never a visitor token, so a member's POSTs cannot be made with the
 * token of the visitor page they logged in from.
 */
const tokenPasses = async (req: FastifyRequest, sessions: SessionService, visitors: VisitorTokens): Promise<boolean> => {
  const header = req.headers[ANTI_FORGERY.header.toLowerCase()];
  const token = typeof header === 'string' ? header : undefined;
  const session = await loadSession(req, sessions);
  if (session) return sessions.tokenMatches(session, token);
  const cookie = req.cookies[VISITOR_COOKIE];
  if (!cookie || !visitors.tokenMatches(cookie, token)) return false;
  req.visitor = visitors.keys(cookie);
  return true;
};

export const registerRequestGuard = (app: FastifyInstance, sessions: SessionService, visitors: VisitorTokens): void => {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionLoaded', false);
  app.decorateRequest('visitor', null);
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (!sameOrigin(req) || !(await tokenPasses(req, sessions, visitors))) {
      return reply.code(HTTP.forbidden).header('Cache-Control', 'no-store').send(errorAnswer('FORBIDDEN'));
    }
  });
};
