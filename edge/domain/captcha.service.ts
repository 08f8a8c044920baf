/**
 * Captcha rules (README "Captcha"):
 * - Images: `issue` draws a random text and stores, bound to the session, only the SHA-256 of the ValueHash and an
 *   HMAC of the text keyed by the session's cookie value (which the database never holds), for
 *   CAPTCHA_RULES.ttlMs. `answer` takes the session's image whatever the outcome: one guess per image; the text
 *   is compared case-insensitively after trimming.
 * - Foreign callers: every login must carry the security code of the session's current image, else it is
 *   refused with ForeignCaptchaRequired (no code) or code 611 (wrong, expired or used code).
 * - Public domestic callers: after CAPTCHA_RULES.failedLoginsBeforeCaptcha wrong-password logins from the
 *   address within the window, each login needs a verified CacheKey (CaptchaRequired), good for one login.
 *   Local addresses (loopback, private) are our proxy, ops or tests: one address stands for many people there,
 *   so failures are not counted per address (the per-account hold still applies).
 * - Held accounts (login-guard.ts): the 401 answer offers a CacheKey too (`offer`), and a login of a session
 *   holding a verified one (`usePass`) counts as captcha-solved. Whatever the rule, one solved captcha is one
 *   login: a pass used by the address rule also serves the account's.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_LOGIN_CODES, CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { CAPTCHA_RULES, type CaptchaAnswer, type CaptchaLoginRefusal } from '@shared/protocol/captcha-api';
import { captchaRepo } from '../storage/captcha.repo';
import type { Queryable } from '../storage/db.port';
import { captchaPng } from './captcha-image';
import type { AddressPlace } from './geo-ip';

export interface CaptchaDeps {
  db: Queryable;
  now: () => number;
  placeOf: (address: string) => AddressPlace;
  /** The text of the next image; random by default. Tests inject a known sequence, as they inject the clock. */
  nextText?: () => string;
}

/**
 * The caller's session or visitor cookie: its stored id (a hash) and its cookie value, the HMAC key only the
 * browser holds.
 */
export interface SessionKeys {
  id: string;
  cookie: string;
}

const sha256 = (v: string): string => createHash('sha256').update(v).digest('hex');
const sameHex = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** Case-insensitive, Turkish-aware, without surrounding blanks. */
export const normaliseCode = (code: string): string => code.trim().toLocaleUpperCase('tr-TR');
const answerHmac = (s: SessionKeys, text: string): string => createHmac('sha256', s.cookie).update(normaliseCode(text)).digest('hex');

export const randomCaptchaText = (): string =>
  Array.from({ length: CAPTCHA_RULES.length }, () => CAPTCHA_RULES.alphabet[randomInt(CAPTCHA_RULES.alphabet.length)]).join('');

/** What the captcha rules make of a login: a refusal, or go on (`solved`: the login came with a solved captcha). */
export type LoginGate = { refusal: CaptchaLoginRefusal } | { refusal: null; solved: boolean };
const goOn = (solved: boolean): LoginGate => ({ refusal: null, solved });

/** The fields that send the client to the verification page (spec section 8: CaptchaRequired). */
export interface CaptchaOffer {
  CaptchaRequired: true;
  CacheKey: string;
}

const refusal = (code: number, message: string, extra: Partial<CaptchaLoginRefusal> = {}): CaptchaLoginRefusal => ({
  IsSuccess: false,
  Code: code,
  Message: message,
  ...extra,
});

export const createCaptchaService = ({ db, now, placeOf, nextText = randomCaptchaText }: CaptchaDeps) => {
  const at = () => new Date(now());

  /** True when the session's current image is answered right; the image is used up either way. */
  const answer = async (s: SessionKeys, code: string, valueHash?: string): Promise<boolean> => {
    const c = await captchaRepo.takeChallenge(db, s.id);
    if (!c || c.expiresAt.getTime() <= now()) return false;
    if (valueHash !== undefined && sha256(valueHash) !== c.id) return false;
    return sameHex(c.answerHmac, answerHmac(s, code));
  };

  const publicFailures = async (ip: string): Promise<number> =>
    captchaRepo.countFailures(db, ip, new Date(now() - CAPTCHA_RULES.failedLoginWindowMs));

  const offer = async (s: SessionKeys): Promise<CaptchaOffer> => {
    const cacheKey = randomBytes(24).toString('base64url');
    await captchaRepo.insertPass(db, sha256(cacheKey), s.id, new Date(now() + CAPTCHA_RULES.cacheKeyTtlMs), at());
    return { CaptchaRequired: true, CacheKey: cacheKey };
  };
  const usePass = (s: SessionKeys): Promise<boolean> => captchaRepo.usePass(db, s.id, at());

  return {
    async issue(s: SessionKeys): Promise<CaptchaAnswer> {
      const text = nextText();
      const valueHash = randomBytes(24).toString('base64url');
      const t = now();
      const expiresAt = new Date(t + CAPTCHA_RULES.ttlMs);
      await captchaRepo.putChallenge(db, s.id, { id: sha256(valueHash), answerHmac: answerHmac(s, text), expiresAt }, new Date(t));
      const png = captchaPng(text, randomInt(2 ** 31 - 1));
      return { ImageBase64: png.toString('base64'), ValueHash: valueHash };
    },

    answer,

    /** Whether the login may go on to the credentials, and with a solved captcha; else the refusal to answer. */
    async loginGate(ip: string, s: SessionKeys, securityCode: string): Promise<LoginGate> {
      const place = placeOf(ip);
      if (place === 'foreign') {
        if (!securityCode) {
          return { refusal: refusal(CAPTCHA_LOGIN_CODES.foreignCaptchaRequired, CAPTCHA_TEXTS.foreignRequired, { ForeignCaptchaRequired: true }) };
        }
        return (await answer(s, securityCode)) ? goOn(true) : { refusal: refusal(CAPTCHA_LOGIN_CODES.wrongSecurityCode, CAPTCHA_TEXTS.wrongCode) };
      }
      if (place === 'local' || (await publicFailures(ip)) < CAPTCHA_RULES.failedLoginsBeforeCaptcha) return goOn(false);
      if (await usePass(s)) return goOn(true);
      return { refusal: refusal(CAPTCHA_LOGIN_CODES.captchaRequired, CAPTCHA_TEXTS.verificationRequired, await offer(s)) };
    },

    /** Uses up the session's verified CacheKey; false when it has none. */
    usePass,

    /** A new CacheKey for the session, verifiable on the verification page (the held account's 401). */
    offer,

    /** Counts a wrong-password login against a public address (local ones are not counted, see above). */
    async loginFailed(ip: string): Promise<void> {
      if (placeOf(ip) === 'local') return;
      await captchaRepo.addFailure(db, ip, at(), new Date(now() - CAPTCHA_RULES.failedLoginWindowMs));
    },

    /** The verification page: a right answer to the session's image verifies the session's CacheKey. */
    async verify(s: SessionKeys, cacheKey: string, valueHash: string, code: string): Promise<'ok' | 'wrong' | 'keyInvalid'> {
      if (!(await answer(s, code, valueHash))) return 'wrong';
      return (await captchaRepo.verifyPass(db, sha256(cacheKey), s.id, at())) ? 'ok' : 'keyInvalid';
    },
  };
};

export type CaptchaService = ReturnType<typeof createCaptchaService>;
