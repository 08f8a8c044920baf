/**
 * The ops calls' bearer check (header "Authorization: Bearer <OPS_TOKEN>"), compared in constant time. `required`
 * ops calls do not exist without OPS_TOKEN (404); `optional` ones (the Prometheus scrape) are open without it.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HTTP, errorAnswer } from './answers';

const bearerMatches = (req: FastifyRequest, token: string): boolean => {
  const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  if (!m?.[1]) return false;
  const a = Buffer.from(m[1]);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Answers 404 or 401 itself and returns false when the call may not go on. */
export const passOpsGuard = (req: FastifyRequest, reply: FastifyReply, token: string | null, mode: 'required' | 'optional'): boolean => {
  if (!token) {
    if (mode === 'optional') return true;
    reply.code(HTTP.notFound).send(errorAnswer('NOT_FOUND'));
    return false;
  }
  if (bearerMatches(req, token)) return true;
  reply.code(HTTP.unauthorized).header('WWW-Authenticate', 'Bearer').send({ IsSuccess: false, Code: 'UNAUTHORIZED', Message: 'Yetkisiz erişim.' });
  return false;
};
