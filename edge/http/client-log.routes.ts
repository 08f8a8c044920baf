/**
 * Client error logging (spec section 7): GET /Site/GetClientLogSettings says whether the site logs client errors
 * (CLIENT_LOG_ENABLED); POST /Site/LogClient stores one report. The POST passes the anti-forgery guard like every
 * POST; the payload is validated strictly (known fields, bounded lengths); a session may store at most
 * CLIENT_LOG.maxPerSession reports and an address 300 a minute; the table keeps the newest CLIENT_LOG_STORE.maxRows.
 */
import type { FastifyInstance } from 'fastify';
import { CLIENT_LOG } from '@shared/constants/business';
import {
  CLIENT_LOG_API,
  CLIENT_LOG_FIELD_MAX,
  CLIENT_LOG_LEVELS,
  CLIENT_LOG_STORE,
  type ClientLogReport,
  type ClientLogSettingsAnswer,
} from '@shared/constants/client-log';
import { clientLogsRepo } from '../storage/client-logs.repo';
import type { HttpDeps } from './http-deps';
import { HTTP, errorAnswer } from './answers';

const text = (maxLength: number) => ({ type: 'string', maxLength });

export const clientLogBody = {
  type: 'object',
  additionalProperties: false,
  required: ['message', 'level'],
  properties: {
    message: { type: 'string', minLength: 1, maxLength: CLIENT_LOG.maxMessageLength },
    level: { type: 'string', enum: [...CLIENT_LOG_LEVELS] },
    url: text(CLIENT_LOG_FIELD_MAX.url),
    data: text(CLIENT_LOG_FIELD_MAX.data),
    stack: text(CLIENT_LOG_FIELD_MAX.stack),
    callsite: text(CLIENT_LOG_FIELD_MAX.callsite),
    machineName: text(CLIENT_LOG_FIELD_MAX.machineName),
  },
} as const;

/** Bounds one address that keeps opening new sessions; a shared address (NAT) holds many members. */
const PER_ADDRESS_PER_MINUTE = 300;
const MINUTE_MS = 60_000;
const USER_AGENT_MAX = 512;

type Body = Pick<ClientLogReport, 'message' | 'level'> & Partial<ClientLogReport>;

export const registerClientLogRoutes = (app: FastifyInstance, { db, config, now }: HttpDeps): void => {
  app.get(CLIENT_LOG_API.settings, (_req, reply): ClientLogSettingsAnswer => {
    reply.header('Cache-Control', 'no-store');
    return { Enabled: config.clientLogEnabled };
  });

  app.post<{ Body: Body }>(
    CLIENT_LOG_API.log,
    { schema: { body: clientLogBody }, config: { rateLimit: { max: PER_ADDRESS_PER_MINUTE, timeWindow: MINUTE_MS } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!config.clientLogEnabled) return reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
      // The request guard let this POST through: it has a live session or a visitor cookie, either one a key.
      const sessionId = req.session?.id ?? req.visitor?.id;
      if (!sessionId) return reply.code(HTTP.forbidden).send(errorAnswer('FORBIDDEN'));
      if ((await clientLogsRepo.countForSession(db, sessionId)) >= CLIENT_LOG.maxPerSession)
        return reply.code(HTTP.tooManyRequests).send(errorAnswer('RATE_LIMITED'));
      const b = req.body;
      await db.transaction(async (tx) => {
        await clientLogsRepo.insert(tx, {
          sessionId,
          memberId: req.session?.memberId ?? null,
          level: b.level,
          message: b.message,
          url: b.url ?? '',
          data: b.data ?? '',
          stack: b.stack ?? '',
          callsite: b.callsite ?? '',
          machineName: b.machineName ?? '',
          userAgent: (req.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
          createdAt: new Date(now()),
        });
        await clientLogsRepo.trim(tx, CLIENT_LOG_STORE.maxRows);
      });
      return { IsSuccess: true };
    },
  );
};
