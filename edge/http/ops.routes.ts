/**
 * Ops calls behind OPS_TOKEN (header "Authorization: Bearer <token>"): the outbox of SMS and e-mail messages,
 * newest first. Without OPS_TOKEN configured they do not exist (404); a wrong or missing token answers 401.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEMBERSHIP_API, type OutboxMessage } from '@shared/protocol/membership-api';
import { readOutbox } from '../domain/outbox.service';
import type { HttpDeps } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { outboxQuery } from './membership.schemas';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

const bearerMatches = (req: FastifyRequest, token: string): boolean => {
  const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  if (!m?.[1]) return false;
  const a = Buffer.from(m[1]);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const registerOpsRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  const { config, db } = deps;
  app.get<{ Querystring: { limit?: string } }>(MEMBERSHIP_API.opsOutbox, { schema: { querystring: outboxQuery } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!config.opsToken) return reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
    if (!bearerMatches(req, config.opsToken)) {
      return reply.code(HTTP.unauthorized).header('WWW-Authenticate', 'Bearer').send({ IsSuccess: false, Code: 'UNAUTHORIZED', Message: 'Yetkisiz erişim.' });
    }
    const limit = Math.min(Number(req.query.limit ?? DEFAULT_LIMIT), MAX_LIMIT);
    const messages: OutboxMessage[] = await readOutbox(db, limit);
    return { Messages: messages };
  });
};
