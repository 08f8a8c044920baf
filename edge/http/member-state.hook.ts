/**
 * The member-state gate (spec section 4 "Forced redirects from any answer"): a logged-in member in a forced state
 * gets that state's answer to every POST except the calls that resolve a state or keep the page working (login,
 * logout, member info, the forced pages' own calls, the contract and consent calls, client logging, the server
 * clock). GETs (the bet program, the keep-alive, GetProfessions) are never gated. Runs after the request guard,
 * before the body is read, so a gated call changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { ROUTES } from '@shared/constants/routes';
import { API, type LoginAnswer } from '@shared/protocol/api';
import type { ForcedState } from '@shared/protocol/forced-answers';
import { forcedAnswer, kvkLoginFields } from '@shared/protocol/forced-answer-bodies';
import { SECURITY_API } from '@shared/protocol/security-api';
import type { MemberStateService } from '../domain/member-state.service';

/** POST paths a member in a forced state may still call. The contract and consent paths are the spec's (section 7). */
const UNGATED: ReadonlySet<string> = new Set([
  API.login,
  API.logout,
  API.memberInfo,
  API.serverEpoch,
  SECURITY_API.changePassword,
  SECURITY_API.saveProfession,
  '/Contract/Sign',
  '/Account/AcceptContract',
  '/Account/SavePersonalDataProtection',
  '/Account/SavePersonalDataProtectionv2',
  '/Account/KvkPopupLog',
  '/Site/LogClient',
  '/Site/GetCaptchaAjax',
  '/CookieBar/SetMemberExtendedInfo',
]);

/** The page that resolves a state (null: the consent popup, opened by the client where the member is). */
export const FORCED_PAGE: Record<ForcedState, string | null> = {
  passwordChange: ROUTES.security,
  profession: ROUTES.profession,
  contract: ROUTES.contract,
  kvk: null,
};

/** What a login answer adds for a member in a forced state, so the client goes there at once. */
export const loginForcedFields = (state: ForcedState | null): Partial<LoginAnswer> => {
  if (!state) return {};
  const page = FORCED_PAGE[state];
  if (page) return { ForcedState: state, RedirectUrl: page };
  return { ForcedState: state, ...kvkLoginFields };
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const registerMemberStateGate = (app: FastifyInstance, memberState: MemberStateService): void => {
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method) || !req.session?.memberId) return;
    const path = req.url.split('?', 1)[0] ?? '';
    if (UNGATED.has(path)) return;
    const state = await memberState.forcedState(req.session.memberId);
    if (!state) return;
    const { status, body } = forcedAnswer(state);
    return reply.code(status).header('Cache-Control', 'no-store').send(body);
  });
};
