/**
 * Recognises the spec's forced answers (section 4 "Forced redirects from any answer", section 8 "Any answer") in
 * any API answer. The interceptor saga turns them into navigation; this module only classifies.
 */
export type ForcedAnswer =
  | { kind: 'login' }
  | { kind: 'passwordChange' }
  | { kind: 'profession' }
  | { kind: 'contract' }
  | { kind: 'captcha'; cacheKey: string }
  | { kind: 'foreignCaptcha' }
  | { kind: 'kvk'; description: string }
  | { kind: 'contactVerification'; type: number };

const CONTRACT_ERROR_CODE = 1600;
const PROFESSION_STATUS = 416;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;

export const forcedAnswerOf = (httpStatus: number, body: unknown): ForcedAnswer | null => {
  if (httpStatus === PROFESSION_STATUS) return { kind: 'profession' };
  if (!isObj(body)) return null;
  const code = body.Code ?? body.code;
  if (body.isFault === true || code === 'NOT_AUTHORIZED' || body.RedirectRequired === true) return { kind: 'login' };
  if (body.PasswordChangeRequired === true || code === 'PASSWORD_CHANGE_REQUIRED') return { kind: 'passwordChange' };
  if (body.sc === PROFESSION_STATUS || code === 'PROFESSION_REQUIRED') return { kind: 'profession' };
  const el = Array.isArray(body.el) && isObj(body.el[0]) ? body.el[0].c : undefined;
  if (body.sc === 0 && (el === CONTRACT_ERROR_CODE || code === CONTRACT_ERROR_CODE)) return { kind: 'contract' };
  if (body.CaptchaRequired === true) return { kind: 'captcha', cacheKey: String(body.CacheKey ?? '') };
  if (body.ForeignCaptchaRequired === true) return { kind: 'foreignCaptcha' };
  if (body.KvkRequired === true) return { kind: 'kvk', description: String(body.Description ?? '') };
  if (body.ContactVerificationRequired === true) return { kind: 'contactVerification', type: Number(body.ContactVerificationType ?? 1) };
  return null;
};
