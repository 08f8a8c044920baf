/**
 * Turns every failure into the error answer shape with a fitting status, in Turkish, never leaking a stack:
 * malformed JSON 400, body over the limit 413, schema failures 400, rate limit 429, anything else 500 (logged).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { HTTP, errorAnswer } from './answers';

const BODY_PARSE_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode ?? HTTP.internal;
    reply.header('Cache-Control', 'no-store');
    if (err.validation) return reply.code(HTTP.badRequest).send(errorAnswer('BAD_REQUEST'));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === HTTP.payloadTooLarge)
      return reply.code(HTTP.payloadTooLarge).send(errorAnswer('PAYLOAD_TOO_LARGE'));
    // The JSON parser reports syntax errors and prototype-poisoning attempts as 400 SyntaxErrors.
    if (BODY_PARSE_ERRORS.has(err.code) || (status === HTTP.badRequest && err instanceof SyntaxError))
      return reply.code(HTTP.badRequest).send(errorAnswer('MALFORMED_JSON'));
    if (status === HTTP.tooManyRequests) return reply.code(HTTP.tooManyRequests).send(errorAnswer('RATE_LIMITED'));
    if (status === HTTP.unsupportedMediaType) return reply.code(HTTP.unsupportedMediaType).send(errorAnswer('BAD_REQUEST'));
    if (status >= 400 && status < 500) return reply.code(status).send(errorAnswer('BAD_REQUEST'));
    req.log.error({ err }, 'unhandled error');
    return reply.code(HTTP.internal).send(errorAnswer('INTERNAL'));
  });
};
