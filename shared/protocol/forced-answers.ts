/**
 * The forced-answer protocol (spec section 4 "Forced redirects from any answer", section 8 "Any answer"), written
 * once: the answers the edge's member-state gate sends and the classifier the client's API client runs on every
 * answer. The interceptor saga turns a classified answer into navigation. The edge's answer bodies, with their
 * texts, are in forced-answer-bodies.ts (the client only classifies).
 */
/** What a logged-in member must do before anything else; the login answer names it (ForcedState, RedirectUrl). */
export type ForcedState = 'passwordChange' | 'profession' | 'contract' | 'kvk';

/** HTTP statuses of the forced answers: 416 sends to the profession page; the other gated states answer 403. */
export const FORCED_STATUS = { profession: 416, forbidden: 403 } as const;

/** el[0].c of the forced answer that sends a member to the contract page (status 0 with code 1600). */
export const CONTRACT_REQUIRED_CODE = 1600;

/** The forced answers' codes. */
export const FORCED_CODES = {
  passwordChange: 'PASSWORD_CHANGE_REQUIRED',
  profession: 'PROFESSION_REQUIRED',
  contract: CONTRACT_REQUIRED_CODE,
  kvk: 'KVK_REQUIRED',
} as const;

/** The Code of an answer that says the session is over. */
export const NOT_AUTHORIZED_CODE = 'NOT_AUTHORIZED';

/** A classified forced answer: where the client must go (or what it must open) before anything else. */
export type ForcedAnswer =
  | { kind: 'login' }
  | { kind: 'passwordChange' }
  | { kind: 'profession' }
  | { kind: 'contract' }
  | { kind: 'captcha'; cacheKey: string }
  | { kind: 'foreignCaptcha' }
  | { kind: 'kvk'; description: string }
  | { kind: 'contactVerification'; type: number };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;

/** Recognises a forced answer in any API answer; null for an ordinary one. */
export const forcedAnswerOf = (httpStatus: number, body: unknown): ForcedAnswer | null => {
  if (httpStatus === FORCED_STATUS.profession) return { kind: 'profession' };
  if (!isObj(body)) return null;
  const code = body.Code ?? body.code;
  if (body.isFault === true || code === NOT_AUTHORIZED_CODE || body.RedirectRequired === true) return { kind: 'login' };
  if (body.PasswordChangeRequired === true || code === FORCED_CODES.passwordChange) return { kind: 'passwordChange' };
  if (body.sc === FORCED_STATUS.profession || code === FORCED_CODES.profession) return { kind: 'profession' };
  const el = Array.isArray(body.el) && isObj(body.el[0]) ? body.el[0].c : undefined;
  if (body.sc === 0 && (el === FORCED_CODES.contract || code === FORCED_CODES.contract)) return { kind: 'contract' };
  if (body.CaptchaRequired === true) return { kind: 'captcha', cacheKey: String(body.CacheKey ?? '') };
  if (body.ForeignCaptchaRequired === true) return { kind: 'foreignCaptcha' };
  if (body.KvkRequired === true) return { kind: 'kvk', description: String(body.Description ?? '') };
  if (body.ContactVerificationRequired === true) return { kind: 'contactVerification', type: Number(body.ContactVerificationType ?? 1) };
  return null;
};
