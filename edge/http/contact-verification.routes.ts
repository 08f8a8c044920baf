/**
 * Contact verification (spec section 7, /Member/*): the record, the popups' reports, the daily-limit checks, the
 * sends and the checks, for logged-in members only (a visitor gets 401 NOT_AUTHORIZED, the forced login). Sends and
 * checks are also limited per client address (TRUST_PROXY decides which address that is).
 */
import {
  CONTACT_VERIFICATION_API as API,
  type CheckEmailCodeAnswer,
  type CheckEmailCodeRequest,
  type CheckPhoneCodeAnswer,
  type CheckPhoneCodeRequest,
  type ContactVerificationUpdate,
  type ContactVerificationUpdateAnswer,
  type EmailCodeRequest,
  type MaxTryAnswer,
  type PhoneCodeRequest,
} from '@shared/protocol/contact-verification-api';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../domain/contact-verification.service';
import type { AreaPlugin } from './http-deps';
import { HTTP } from './answers';
import { memberIdOf, notAuthorized, requireMember } from './member-guard';
import { checkEmailBody, checkPhoneBody, emailBody, phoneBody, updateBody } from './contact-verification.schemas';

const RATE_WINDOW_MS = 60_000;
/** Per client address and minute: sends (many members can share a carrier's address) and checks. */
export const SENDS_PER_IP_PER_MINUTE = 20;
export const CHECKS_PER_IP_PER_MINUTE = 60;

const callerOf = (req: FastifyRequest): Caller => {
  const sessionId = req.session?.id;
  if (!sessionId) throw new Error('contact verification reached without a session');
  return { memberId: memberIdOf(req), sessionId };
};

export const contactVerificationRoutes: AreaPlugin<'sessions' | 'contactVerification'> = async (app, { sessions, contactVerification: cv }) => {
  const memberOnly = requireMember(sessions);
  const sendLimit = { rateLimit: { max: SENDS_PER_IP_PER_MINUTE, timeWindow: RATE_WINDOW_MS } };
  const checkLimit = { rateLimit: { max: CHECKS_PER_IP_PER_MINUTE, timeWindow: RATE_WINDOW_MS } };

  app.get(API.get, { preHandler: memberOnly }, async (req, reply) => {
    const record = await cv.record(callerOf(req));
    return record ?? reply.code(HTTP.unauthorized).send(notAuthorized);
  });

  app.post<{ Body: ContactVerificationUpdate }>(API.update, { schema: { body: updateBody }, preHandler: memberOnly }, async (req) => {
    await cv.update(callerOf(req), req.body);
    const answer: ContactVerificationUpdateAnswer = { Result: 'OK' };
    return answer;
  });

  app.post<{ Body: PhoneCodeRequest }>(API.phoneMaxTry, { schema: { body: phoneBody }, preHandler: memberOnly }, async (req) => {
    const answer: MaxTryAnswer = { Result: await cv.maySend(callerOf(req), 'phone') };
    return answer;
  });
  app.post<{ Body: EmailCodeRequest }>(API.emailMaxTry, { schema: { body: emailBody }, preHandler: memberOnly }, async (req) => {
    const answer: MaxTryAnswer = { Result: await cv.maySend(callerOf(req), 'email') };
    return answer;
  });

  app.post<{ Body: PhoneCodeRequest }>(API.sendPhoneCode, { schema: { body: phoneBody }, preHandler: memberOnly, config: sendLimit }, async (req) =>
    cv.send(callerOf(req), 'phone', req.body.mobilePhone));
  app.post<{ Body: EmailCodeRequest }>(API.sendEmailCode, { schema: { body: emailBody }, preHandler: memberOnly, config: sendLimit }, async (req) =>
    cv.send(callerOf(req), 'email', req.body.email));

  app.post<{ Body: CheckPhoneCodeRequest }>(
    API.checkPhoneCode,
    { schema: { body: checkPhoneBody }, preHandler: memberOnly, config: checkLimit },
    async (req): Promise<CheckPhoneCodeAnswer> => {
      const r = await cv.check(callerOf(req), 'phone', req.body.mobilePhone, req.body.activationCode);
      return { IsActivated: r.activated, Message: r.message, GsmActivationIdentity: r.identity };
    },
  );
  app.post<{ Body: CheckEmailCodeRequest }>(
    API.checkEmailCode,
    { schema: { body: checkEmailBody }, preHandler: memberOnly, config: checkLimit },
    async (req): Promise<CheckEmailCodeAnswer> => {
      const r = await cv.check(callerOf(req), 'email', req.body.email, req.body.activationCode);
      return { IsActivated: r.activated, Message: r.message, EmailActivationIdentity: r.identity };
    },
  );
};
