/** Member-only calls of the contract and consent areas: the session's member id, or a 401 NOT_AUTHORIZED answer. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@shared/errors/catalogue';
import { HTTP } from './answers';

export const notAuthorized = { IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: MESSAGES.notLoggedIn } as const;

/** The member id of a POST's session (the request guard loaded it); answers 401 and returns null for a visitor. */
export const memberIdOr401 = (req: FastifyRequest, reply: FastifyReply): number | null => {
  const id = req.session?.memberId ?? null;
  if (id === null) void reply.code(HTTP.unauthorized).header('Cache-Control', 'no-store').send(notAuthorized);
  return id;
};

/** A refusal of these areas: the error answer shape with our own code. */
export const refusal = (code: string, message: string) => ({ IsSuccess: false as const, Code: code, Message: message });
