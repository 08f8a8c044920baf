/**
 * The shared text rule (safe-text) at one place for every route: a control character in the query, the path
 * parameters or the body answers 400 before schema validation and before any handler, so nothing is written. A NUL
 * used to reach the database and come back as a 500 encoding error. Body text may hold tab and line breaks (messages
 * run over several lines); query and path values never do. Names other members see have their stricter rule in
 * their own shared schemas.
 */
import type { FastifyInstance } from 'fastify';
import { SAFE_TEXT_TEXTS, hasControlChars } from '@shared/validation/safe-text';
import { HTTP, errorAnswer } from './answers';

/** Whether any string in the value, object keys included, breaks the rule; iterative, as a 64 KB body can nest deep. */
const holdsControlChars = (value: unknown, multiLine: boolean): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (hasControlChars(v, { multiLine })) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (hasControlChars(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
};

export const registerTextGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (req, reply) => {
    if (holdsControlChars(req.query, false) || holdsControlChars(req.params, false) || holdsControlChars(req.body, true)) {
      return reply.code(HTTP.badRequest).header('Cache-Control', 'no-store').send(errorAnswer('BAD_REQUEST', SAFE_TEXT_TEXTS.controlChars));
    }
  });
};
