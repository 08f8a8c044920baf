/**
 * Sign-up and forgot password. Each is rate-limited per IP like login. Sign-up does not log in (the
 * client logs in with the same credentials next). Forgot-password answers are the same whether or not the account
 * exists.
 */
import { FORGOT_MESSAGES, SIGNUP_MESSAGES } from '@shared/errors/signup-messages';
import { MEMBERSHIP_API, type MembershipAnswer, type RegisterAnswer } from '@shared/protocol/membership-api';
import { forgotPasswordSchema, resetPasswordSchema } from '@shared/validation/forgot-password.schema';
import { signupSchema } from '@shared/validation/signup.schema';
import type { AreaPlugin } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { sessionKeys } from './captcha.routes';
import { forgotPasswordBody, registerBody, resetPasswordBody } from './membership.schemas';
import { validInput } from './yup-input';

const RATE_WINDOW_MS = 60_000;

export const membershipRoutes: AreaPlugin<'signup' | 'forgotPassword' | 'config' | 'now'> = async (app, { signup, forgotPassword, config, now }) => {
  const limited = { rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: RATE_WINDOW_MS } };

  app.post(MEMBERSHIP_API.register, { schema: { body: registerBody }, config: limited }, async (req, reply) => {
    const input = await validInput(signupSchema, req.body, reply, { now: now() });
    if (!input) return reply;
    const outcome = await signup.register(input, req.ip);
    if (!outcome.ok) return reply.code(HTTP.conflict).send({ IsSuccess: false, Code: outcome.code, Message: outcome.message });
    const answer: RegisterAnswer = { IsSuccess: true, MemberNo: outcome.memberNo, Message: SIGNUP_MESSAGES.registered };
    return answer;
  });

  app.post(MEMBERSHIP_API.forgotPassword, { schema: { body: forgotPasswordBody }, config: limited }, async (req, reply) => {
    const input = await validInput(forgotPasswordSchema, req.body, reply);
    if (!input) return reply;
    const allowed = await forgotPassword.requestCode(input.identifier, input.contact);
    if (!allowed) return reply.code(HTTP.tooManyRequests).send({ IsSuccess: false, Code: 'DAILY_LIMIT', Message: FORGOT_MESSAGES.dailyLimit });
    const answer: MembershipAnswer = { IsSuccess: true, Message: FORGOT_MESSAGES.codeSent };
    return answer;
  });

  app.post(MEMBERSHIP_API.resetPassword, { schema: { body: resetPasswordBody }, config: limited }, async (req, reply) => {
    const input = await validInput(resetPasswordSchema, req.body, reply);
    if (!input) return reply;
    // The browser that resets may then log in once even while the account is held (login-guard.ts).
    const outcome = await forgotPassword.resetPassword(input.identifier, input.contact, input.code, input.password, sessionKeys(req)?.id ?? null);
    if (!outcome.ok && outcome.code === 'PASSWORD_RULE') return reply.code(HTTP.badRequest).send(errorAnswer('BAD_REQUEST', outcome.message));
    if (!outcome.ok) return reply.code(HTTP.unprocessable).send({ IsSuccess: false, Code: outcome.code, Message: outcome.message });
    const answer: MembershipAnswer = { IsSuccess: true, Message: FORGOT_MESSAGES.passwordChanged };
    return answer;
  });
};
