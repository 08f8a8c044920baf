/**
 * The member-state gate (spec section 4 "Forced redirects from any answer"): a logged-in member in a forced state
 * gets that state's answer to every POST except the calls that resolve a state or keep the page working (login,
 * logout, member info, the forced pages' own calls, the contract and consent calls, client logging, the server
 * clock). GETs (the bet program, the keep-alive, GetProfessions) are never gated. Runs after the request guard,
 * before the body is read, so a gated call changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { ROUTES } from '@shared/constants/routes';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import { API, type LoginAnswer } from '@shared/protocol/api';
import { FORCED_CODES, SECURITY_API, type ForcedState } from '@shared/protocol/security-api';
import type { MemberStateService } from '../domain/member-state.service';

const PROFESSION_STATUS = 416;
const FORBIDDEN_STATUS = 403;

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

/** The spec's forced answer of each state, in the shapes client/app/forced-answers.ts recognises. */
export const forcedAnswer = (state: ForcedState): { status: number; body: Record<string, unknown> } => {
  switch (state) {
    case 'passwordChange':
      return {
        status: FORBIDDEN_STATUS,
        body: { IsSuccess: false, Code: FORCED_CODES.passwordChange, PasswordChangeRequired: true, Message: MESSAGES.passwordChangeRequired },
      };
    case 'profession':
      return { status: PROFESSION_STATUS, body: { IsSuccess: false, Code: FORCED_CODES.profession, sc: PROFESSION_STATUS, Message: MESSAGES.selectProfession } };
    case 'contract':
      return {
        status: FORBIDDEN_STATUS,
        body: { IsSuccess: false, Code: 'CONTRACT_REQUIRED', sc: 0, el: [{ c: FORCED_CODES.contract, m: MESSAGES.contractUpdateRequired }], Message: MESSAGES.contractUpdateRequired },
      };
    case 'kvk':
      return {
        status: FORBIDDEN_STATUS,
        body: { IsSuccess: false, Code: FORCED_CODES.kvk, KvkRequired: true, Description: ACCOUNT_MESSAGES.kvkRequired, Message: ACCOUNT_MESSAGES.kvkRequired },
      };
  }
};

/** What a login answer adds for a member in a forced state, so the client goes there at once. */
export const loginForcedFields = (state: ForcedState | null): Partial<LoginAnswer> => {
  if (!state) return {};
  const page = FORCED_PAGE[state];
  if (page) return { ForcedState: state, RedirectUrl: page };
  return { ForcedState: state, KvkRequired: true, Description: ACCOUNT_MESSAGES.kvkRequired };
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
