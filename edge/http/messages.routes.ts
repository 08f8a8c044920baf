/** Contact us (visitors and members) and the member's messages; members-only calls answer 401 NOT_AUTHORIZED. */
import { MESSAGE_MESSAGES } from '@shared/errors/signup-messages';
import { MEMBERSHIP_API, type MemberMessagesAnswer, type MembershipAnswer } from '@shared/protocol/membership-api';
import { contactUsSchema, memberMessageSchema } from '@shared/validation/message.schema';
import type { AreaPlugin } from './http-deps';
import { memberIdOf, requireMember } from './member-guard';
import { contactUsBody, memberMessageBody } from './membership.schemas';
import { validInput } from './yup-input';

const RATE_WINDOW_MS = 60_000;

export const messagesRoutes: AreaPlugin<'sessions' | 'messages' | 'config'> = async (app, { sessions, messages, config }) => {
  const memberOnly = requireMember(sessions);
  const limited = { rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: RATE_WINDOW_MS } };

  app.post(MEMBERSHIP_API.contactUs, { schema: { body: contactUsBody }, config: limited }, async (req, reply) => {
    const input = await validInput(contactUsSchema, req.body, reply);
    if (!input) return reply;
    await messages.contactUs(input, req.session?.memberId ?? null, req.ip);
    const answer: MembershipAnswer = { IsSuccess: true, Message: MESSAGE_MESSAGES.contactSent };
    return answer;
  });

  app.post(MEMBERSHIP_API.sendMessage, { schema: { body: memberMessageBody }, config: limited, preHandler: memberOnly }, async (req, reply) => {
    const input = await validInput(memberMessageSchema, req.body, reply);
    if (!input) return reply;
    await messages.send(memberIdOf(req), input);
    const answer: MembershipAnswer = { IsSuccess: true, Message: MESSAGE_MESSAGES.memberSent };
    return answer;
  });

  app.post(MEMBERSHIP_API.messages, { preHandler: memberOnly }, async (req) => {
    const answer: MemberMessagesAnswer = { Messages: await messages.openThread(memberIdOf(req)) };
    return answer;
  });
};
