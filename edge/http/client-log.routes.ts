/**
 * Client error logging (spec section 7): GET /Site/GetClientLogSettings says whether the site logs client errors
 * (CLIENT_LOG_ENABLED); POST /Site/LogClient stores one report. The POST passes the anti-forgery guard like every
 * POST; the payload is validated strictly (known fields, bounded lengths); a session may store at most
 * CLIENT_LOG.maxPerSession reports and an address 300 a minute; the table keeps the newest CLIENT_LOG_STORE.maxRows
 * (client-log.service.ts).
 */
import { CLIENT_LOG_API, type ClientLogReport, type ClientLogSettingsAnswer } from '@shared/constants/client-log';
import type { AreaPlugin } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { clientLogBody } from './client-log.schemas';

/** Bounds one address that keeps opening new sessions; a shared address (NAT) holds many members. */
const PER_ADDRESS_PER_MINUTE = 300;
const MINUTE_MS = 60_000;

type Body = Pick<ClientLogReport, 'message' | 'level'> & Partial<ClientLogReport>;

export const clientLogRoutes: AreaPlugin<'config' | 'clientLog'> = async (app, { config, clientLog }) => {
  app.get(CLIENT_LOG_API.settings, (): ClientLogSettingsAnswer => ({ Enabled: config.clientLogEnabled }));

  app.post<{ Body: Body }>(
    CLIENT_LOG_API.log,
    { schema: { body: clientLogBody }, config: { rateLimit: { max: PER_ADDRESS_PER_MINUTE, timeWindow: MINUTE_MS } } },
    async (req, reply) => {
      if (!config.clientLogEnabled) return reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
      // The request guard let this POST through: it has a live session or a visitor cookie, either one a key.
      const sessionId = req.session?.id ?? req.visitor?.id;
      if (!sessionId) return reply.code(HTTP.forbidden).send(errorAnswer('FORBIDDEN'));
      const outcome = await clientLog.record({
        sessionId,
        memberId: req.session?.memberId ?? null,
        report: req.body,
        userAgent: req.headers['user-agent'] ?? '',
      });
      if (outcome === 'capped') return reply.code(HTTP.tooManyRequests).send(errorAnswer('RATE_LIMITED'));
      return { IsSuccess: true };
    },
  );
};
