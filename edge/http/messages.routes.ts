/** Contact us (visitors and members) and the member's messages; members-only calls answer 401 NOT_AUTHORIZED. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '@shared/errors/catalogue';
import { MESSAGE_MESSAGES } from '@shared/errors/signup-messages';
import { MEMBERSHIP_API, type MemberMessagesAnswer, type MembershipAnswer } from '@shared/protocol/membership-api';
import { contactUsSchema, memberMessageSchema } from '@shared/validation/message.schema';
import type { HttpDeps } from './http-deps';
import { HTTP } from './answers';
import { contactUsBody, memberMessageBody } from './membership.schemas';
import { validInput } from './yup-input';

const RATE_WINDOW_MS = 60_000;

const notAuthorized = (reply: FastifyReply) =>
  reply.code(HTTP.unauthorized).send({ IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: MESSAGES.notLoggedIn });

export const registerMessagesRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  const { messages, config } = deps;
  const limited = { rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: RATE_WINDOW_MS } };

  app.post(MEMBERSHIP_API.contactUs, { schema: { body: contactUsBody }, config: limited }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const input = await validInput(contactUsSchema, req.body, reply);
    if (!input) return reply;
    await messages.contactUs(input, req.session?.memberId ?? null, req.ip);
    const answer: MembershipAnswer = { IsSuccess: true, Message: MESSAGE_MESSAGES.contactSent };
    return answer;
  });

  app.post(MEMBERSHIP_API.sendMessage, { schema: { body: memberMessageBody }, config: limited }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const memberId = req.session?.memberId;
    if (!memberId) return notAuthorized(reply);
    const input = await validInput(memberMessageSchema, req.body, reply);
    if (!input) return reply;
    await messages.send(memberId, input);
    const answer: MembershipAnswer = { IsSuccess: true, Message: MESSAGE_MESSAGES.memberSent };
    return answer;
  });

  app.post(MEMBERSHIP_API.messages, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const memberId = req.session?.memberId;
    if (!memberId) return notAuthorized(reply);
    const answer: MemberMessagesAnswer = { Messages: await messages.openThread(memberId) };
    return answer;
  });
};
