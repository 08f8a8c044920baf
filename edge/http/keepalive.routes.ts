/** The keep-alive ping (spec section 4: anything but 'ok' reloads the page) and the health check. */
import type { FastifyInstance } from 'fastify';
import { API } from '@shared/protocol/api';
import type { HttpDeps } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { loadSession } from './request-guard.hook';
import { persistMeQuery } from './schemas';

const PERSIST_ME = 'persistme';

export const registerKeepAliveRoutes = (app: FastifyInstance, { sessions, db }: HttpDeps): void => {
  app.get<{ Querystring: { action: string } }>(API.persistMe, { schema: { querystring: persistMeQuery } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (req.query.action.toLowerCase() !== PERSIST_ME) return reply.code(HTTP.badRequest).send(errorAnswer('BAD_REQUEST'));
    reply.type('text/plain; charset=utf-8');
    const session = await loadSession(req, sessions);
    if (!session) return 'expired';
    await sessions.touch(session);
    return 'ok';
  });

  app.get(API.healthz, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await db.query('SELECT 1');
      return { status: 'ok', db: true };
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      return reply.code(HTTP.unavailable).send({ status: 'error', db: false });
    }
  });
};
