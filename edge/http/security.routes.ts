/**
 * The forced-state pages' calls: POST /Security/ChangePassword (the security page), GET /Member/GetProfessions and
 * POST /Member/SaveProfession (the profession page). Members only, except the profession list itself.
 */
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import {
  SECURITY_API,
  type ChangePasswordAnswer,
  type ChangePasswordRequest,
  type ProfessionsAnswer,
  type SaveProfessionAnswer,
  type SaveProfessionRequest,
} from '@shared/protocol/security-api';
import type { AreaPlugin } from './http-deps';
import { HTTP } from './answers';
import { memberIdOf, requireMember } from './member-guard';
import { loadSession } from './request-guard.hook';
import { changePasswordBody, saveProfessionBody } from './security.schemas';
import { rotateSession } from './session-cookie';

const RATE_WINDOW_MS = 60_000;

export const securityRoutes: AreaPlugin<'sessions' | 'memberState' | 'passwordChange' | 'config'> = async (app, deps) => {
  const { sessions, memberState, passwordChange, config } = deps;
  const memberOnly = requireMember(sessions);

  // Rate-limited like login: a stolen session must not be a way to guess the current password.
  app.post<{ Body: ChangePasswordRequest }>(
    SECURITY_API.changePassword,
    {
      schema: { body: changePasswordBody },
      config: { rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: RATE_WINDOW_MS } },
      preHandler: memberOnly,
    },
    async (req, reply) => {
      const memberId = memberIdOf(req);
      const loginType = req.session?.loginType ?? null;
      const outcome = await passwordChange.change(memberId, req.body);
      if (!outcome.ok) {
        const status = outcome.reason === 'invalid' ? HTTP.badRequest : HTTP.ok;
        const code = outcome.reason === 'invalid' ? 'BAD_REQUEST' : 'WRONG_CURRENT_PASSWORD';
        const refused: ChangePasswordAnswer = { IsSuccess: false, Code: code, Message: outcome.message };
        return reply.code(status).send(refused);
      }
      // Every session of the member ended with the old password; this page continues in a fresh one.
      req.session = null;
      const session = await rotateSession(req, reply, sessions, config.cookieSecure, memberId, loginType);
      const answer: ChangePasswordAnswer = { IsSuccess: true, Message: ACCOUNT_MESSAGES.passwordChanged, Token: session.csrfToken };
      return answer;
    },
  );

  app.get(SECURITY_API.professions, async (req): Promise<ProfessionsAnswer> => {
    const s = await loadSession(req, sessions);
    const [list, selected] = await Promise.all([memberState.professions(), s?.memberId ? memberState.professionOf(s.memberId) : null]);
    return { Professions: list.map((p) => ({ Id: p.id, Name: p.name })), SelectedId: selected };
  });

  app.post<{ Body: SaveProfessionRequest }>(SECURITY_API.saveProfession, { schema: { body: saveProfessionBody }, preHandler: memberOnly }, async (req, reply) => {
    if (!(await memberState.saveProfession(memberIdOf(req), req.body.professionId))) {
      const refused: SaveProfessionAnswer = { IsSuccess: false, Code: 'BAD_REQUEST', Message: ACCOUNT_MESSAGES.unknownProfession };
      return reply.code(HTTP.badRequest).send(refused);
    }
    const answer: SaveProfessionAnswer = { IsSuccess: true };
    return answer;
  });
};
