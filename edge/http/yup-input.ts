/** Runs a shared yup schema on a body: the cleaned value, or a 400 BAD_REQUEST answer with the schema's Turkish text. */
import type { FastifyReply } from 'fastify';
import { ValidationError, type Schema } from '@shared/validation/yup';
import { HTTP, errorAnswer } from './answers';

export const validInput = async <T>(
  schema: Schema<T>,
  body: unknown,
  reply: FastifyReply,
  context: Record<string, unknown> = {},
): Promise<T | null> => {
  try {
    return await schema.validate(body ?? {}, { abortEarly: true, stripUnknown: true, context });
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    await reply.code(HTTP.badRequest).send(errorAnswer('BAD_REQUEST', e.message));
    return null;
  }
};
