/**
 * Login, logout and member info. Login is rate-limited per IP; a successful login replaces the session (the only
 * place a stored session begins) and a logout ends it, leaving a visitor; each answer carries the new token.
 */
import { ValidationError } from '@shared/validation/yup';
import { LOGIN_CODES, loginMessage } from '@shared/errors/login-messages';
import { API, type LoginAnswer, type LoginRequest, type MemberInfoAnswer } from '@shared/protocol/api';
import { loginSchema } from '@shared/validation/login.schema';
import type { AreaPlugin } from './http-deps';
import { HTTP, errorAnswer } from './answers';
import { sessionKeys } from './captcha.routes';
import { loginForcedFields } from './member-state.hook';
import { loginBody, memberInfoResponse } from './auth.schemas';
import { endSession, rotateSession } from './session-cookie';

const RATE_WINDOW_MS = 60_000;

export const authRoutes: AreaPlugin<'sessions' | 'visitors' | 'login' | 'memberInfo' | 'memberState' | 'captcha' | 'config'> = async (app, deps) => {
  const { sessions, login, memberInfo, memberState, config } = deps;
  const secure = config.cookieSecure;

  app.post<{ Body: Partial<LoginRequest> }>(
    API.login,
    { schema: { body: loginBody }, config: { rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: RATE_WINDOW_MS } } },
    async (req, reply) => {
      let input;
      try {
        input = await loginSchema.validate(req.body ?? {}, { abortEarly: true, stripUnknown: true });
      } catch (e) {
        if (e instanceof ValidationError) return reply.code(HTTP.badRequest).send(errorAnswer('BAD_REQUEST', e.message));
        throw e;
      }
      // Captcha rules (foreign address, repeated failures; captcha.service.ts) come before any credential work.
      const keys = sessionKeys(req);
      const gate = keys ? await deps.captcha.loginGate(req.ip, keys, input.securityCode) : null;
      if (gate?.refusal) return gate.refusal;
      const outcome = await login.authenticate(input.username, input.password, {
        clientId: keys?.id ?? null,
        // A held account asks for a solved captcha: the one this login already brought, or a verified CacheKey.
        useSolvedCaptcha: async () => gate?.solved === true || (keys !== null && (await deps.captcha.usePass(keys))),
      });
      // Credential outcomes are answers, not transport errors: 200 with IsSuccess false and the login code.
      if (!outcome.ok) {
        if (outcome.answer.Code === LOGIN_CODES.wrongCredentials) await deps.captcha.loginFailed(req.ip);
        // The member's way past a hold: the client opens the verification page for this CacheKey.
        if (outcome.offerCaptcha && keys) return { ...outcome.answer, ...(await deps.captcha.offer(keys)) };
        return outcome.answer;
      }
      try {
        const state = await memberState.forcedState(outcome.memberId);
        const session = await rotateSession(req, reply, sessions, secure, outcome.memberId, outcome.loginType);
        const answer: LoginAnswer = { IsSuccess: true, Code: LOGIN_CODES.ok, Message: '', Token: session.csrfToken, ...loginForcedFields(state) };
        return answer;
      } catch (err) {
        // A storage failure after the password check is still a login answer (code 100), never a crash.
        req.log.error({ err }, 'login failed after the credential check');
        return { IsSuccess: false, Code: LOGIN_CODES.unexpected, Message: loginMessage(LOGIN_CODES.unexpected, config.customerServicePhone) };
      }
    },
  );

  app.post(API.logout, async (req, reply) => {
    return { IsSuccess: true, Token: await endSession(req, reply, deps) };
  });

  app.post(API.memberInfo, { schema: { response: memberInfoResponse } }, async (req): Promise<MemberInfoAnswer> => {
    const s = req.session;
    if (!s?.memberId) return { IsLogin: false };
    const info = await memberInfo.info({ memberId: s.memberId, loginType: s.loginType, userAgent: req.headers['user-agent'] ?? '' });
    return info ?? { IsLogin: false };
  });
};
