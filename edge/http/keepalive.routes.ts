/** The keep-alive ping (spec section 4: anything but 'ok' reloads the page) and the health check. */
import { API, SESSION_COOKIE, VISITOR_COOKIE } from '@shared/protocol/api';
import type { HealthAnswer } from '@shared/protocol/ops-api';
import type { AreaPlugin } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { persistMeQuery } from './keepalive.schemas';

const PERSIST_ME = 'persistme';

export const keepAliveRoutes: AreaPlugin<'sessions' | 'visitors' | 'health' | 'ops'> = async (app, { sessions, visitors, health, ops }) => {
  app.get<{ Querystring: { action: string } }>(API.persistMe, { schema: { querystring: persistMeQuery } }, async (req, reply) => {
    if (req.query.action.toLowerCase() !== PERSIST_ME) return reply.code(HTTP.badRequest).send(errorAnswer('BAD_REQUEST'));
    reply.type('text/plain; charset=utf-8');
    // The ping is the page's doing, not the member's: a member's idle time counts only their own calls, so an open
    // tab does not keep a login forever. A visitor's token lives as long as its signed cookie (no idle limit).
    const sid = req.cookies[SESSION_COOKIE];
    if (sid !== undefined) return (await sessions.resolve(sid, { touch: false })) ? 'ok' : 'expired';
    return visitors.live(req.cookies[VISITOR_COOKIE]) ? 'ok' : 'expired';
  });

  // Unauthenticated and small: states and counts only. 503 while the database or the bus is down, or the socket
  // server is not listening (starting, or draining at shutdown), so a load balancer sends nobody here.
  app.get(API.healthz, async (req, reply) => {
    let dbUp = true;
    try {
      await health.pingDatabase();
    } catch (err) {
      dbUp = false;
      req.log.error({ err }, 'health check: database unreachable');
    }
    const rest = ops.health();
    const up = dbUp && rest.bus.connected && rest.realtime.listening;
    const answer: HealthAnswer = { status: up ? 'ok' : 'error', db: dbUp, ...rest };
    return reply.code(up ? HTTP.ok : HTTP.unavailable).send(answer);
  });
};
