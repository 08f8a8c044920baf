/**
 * Captcha calls (spec sections 2, 4, 7, 8): the image call of the contract, our own verification call for the
 * CaptchaRequired cache key, and the extra fields a login refusal carries. See edge/http/API.md "Captcha".
 */
import { ROUTES } from '../constants/routes';

export const CAPTCHA_API = {
  /** POST, no payload: a new image for this session (it replaces the session's previous one). */
  image: '/Site/GetCaptchaAjax',
  /** POST VerifyCaptchaRequest: a right answer marks the CaptchaRequired cache key verified. */
  verify: '/Site/VerifyCaptcha',
} as const;

export const CAPTCHA_RULES = {
  /** Characters in one image; the login schema's security-code rule asks for at least 5. */
  length: 5,
  /** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: glyphs a person could read either way. */
  alphabet: 'ACDEFHJKMNPRTUVWXY34679',
  /** How long an image can be answered. */
  ttlMs: 3 * 60_000,
  /** How long a CaptchaRequired cache key can be verified and then used for one login. */
  cacheKeyTtlMs: 10 * 60_000,
  /** Wrong-password logins from one public address within the window before every login there needs a captcha. */
  failedLoginsBeforeCaptcha: 3,
  failedLoginWindowMs: 15 * 60_000,
} as const;

export interface CaptchaAnswer {
  /** A PNG, base64 (no data: prefix). */
  ImageBase64: string;
  /** Opaque id of the server-side record of this image. */
  ValueHash: string;
}

export interface VerifyCaptchaRequest {
  CacheKey: string;
  ValueHash: string;
  SecurityCode: string;
}
export type VerifyCaptchaAnswer = { IsSuccess: true } | { IsSuccess: false; Code: string; Message: string };

/** Extra fields of a refused login that needs a captcha first. */
export interface CaptchaLoginRefusal {
  IsSuccess: false;
  Code: number;
  Message: string;
  ForeignCaptchaRequired?: true;
  CaptchaRequired?: true;
  CacheKey?: string;
}

/** The verification page of a CaptchaRequired answer. */
export const verificationUrl = (cacheKey: string, redirectUrl: string): string =>
  `${ROUTES.verification}?cacheKey=${encodeURIComponent(cacheKey)}&redirectUrl=${encodeURIComponent(redirectUrl)}`;
