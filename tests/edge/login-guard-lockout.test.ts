/**
 * Nobody else can keep a member locked out (security issue, part 4; ASVS 6.1.1, 6.3.1). On the injected clock an
 * attacker spends 5 wrong passwords on the member's account every quarter of an hour for two hours; every quarter
 * the member gets in through the documented path (edge/http/API.md "Login attempts and holds"): the held login
 * answers 401 with a CacheKey, the verification page takes a captcha, the next login goes through. Password
 * resets work while the account is held, and the browser that reset may log in even when the attacker has used up
 * every guess the window allows. Captcha texts come from the `captchaText` seam, evaluations are counted through
 * the `verifyPassword` seam.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CODES } from '@shared/errors/login-messages';
import { API, type LoginAnswer } from '@shared/protocol/api';
import { CAPTCHA_API, type CaptchaAnswer, type CaptchaLoginRefusal } from '@shared/protocol/captcha-api';
import { MEMBERSHIP_API, type OutboxMessage, type RegisterAnswer } from '@shared/protocol/membership-api';
import { verifyPassword } from '../../edge/domain/password';
import { type Browser, openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { applicant } from './membership-fixtures';

const OPS_TOKEN = 'ops-token-for-login-guard-tests-01';
const QUARTER = 15 * 60_000;
const CAPTCHA = 'KMNPR';
const MAX_CAPTCHA = 3;
let evaluated = 0;
const countingVerify = (password: string, stored: string): Promise<boolean> => {
  evaluated += 1;
  return verifyPassword(password, stored);
};

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge({
    loginRateLimitPerMinute: 10_000,
    opsToken: OPS_TOKEN,
    loginMaxCaptchaAttempts: MAX_CAPTCHA,
    captchaText: () => CAPTCHA,
    verifyPassword: countingVerify,
  });
});
afterAll(() => t?.close());

type Answer = LoginAnswer & Partial<CaptchaLoginRefusal>;
const login = async (b: Browser, username: string, password: string): Promise<Answer> => (await b.post<Answer>(API.login, { username, password })).body;

const signUp = async () => {
  const a = applicant();
  const r = await (await openBrowser(t.url)).post<RegisterAnswer>(MEMBERSHIP_API.register, a);
  expect(r.status).toBe(200);
  return a;
};

/** The verification page of a CaptchaRequired answer, answered right. */
const solveCaptcha = async (b: Browser, cacheKey: string | undefined): Promise<void> => {
  const image = await b.post<CaptchaAnswer>(CAPTCHA_API.image);
  const v = await b.post(CAPTCHA_API.verify, { CacheKey: cacheKey, ValueHash: image.body.ValueHash, SecurityCode: CAPTCHA });
  expect(v).toMatchObject({ status: 200, body: { IsSuccess: true } });
};

/** Wrong passwords until `count` of them were evaluated (102); a refused one (the tail of a hold) waits a second. */
const attack = async (username: string, count: number, label: string): Promise<void> => {
  const b = await openBrowser(t.url);
  for (let tries = 0, wrong = 0; wrong < count; tries++) {
    expect(tries, 'the attacker is refused for longer than a hold').toBeLessThan(100);
    const a = await login(b, username, `Yanlis.${label}.${tries}`);
    if (a.Code === LOGIN_CODES.wrongCredentials) wrong += 1;
    else {
      expect(a.Code).toBe(LOGIN_CODES.tooManyAttempts);
      t.clock.set(t.clock.now() + 1000);
    }
  }
};

/** The documented way in while held: 401 with a CacheKey, the verification page, the login again. */
const ownerLogin = async (username: string, password: string): Promise<void> => {
  const b = await openBrowser(t.url);
  const held = await login(b, username, password);
  expect(held).toMatchObject({ IsSuccess: false, Code: LOGIN_CODES.tooManyAttempts, CaptchaRequired: true });
  await solveCaptcha(b, held.CacheKey);
  expect(await login(b, username, password)).toMatchObject({ IsSuccess: true, Code: LOGIN_CODES.ok });
};

const outboxCode = async (to: string): Promise<string> => {
  const res = await fetch(new URL(MEMBERSHIP_API.opsOutbox, t.url), { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });
  const { Messages } = (await res.json()) as { Messages: OutboxMessage[] };
  return /\b(\d{6})\b/.exec(Messages.find((m) => m.to === to)?.body ?? '')?.[1] ?? 'none';
};

/** Forgot password from a fresh browser, which keeps the reset grant; returns that browser. */
const resetPassword = async (username: string, email: string, password: string): Promise<Browser> => {
  const b = await openBrowser(t.url, '/sifremi-unuttum');
  expect((await b.post(MEMBERSHIP_API.forgotPassword, { identifier: username, contact: email })).status).toBe(200);
  const code = await outboxCode(email);
  const r = await b.post(MEMBERSHIP_API.resetPassword, { identifier: username, contact: email, code, password, passwordAgain: password });
  expect(r).toMatchObject({ status: 200, body: { IsSuccess: true } });
  return b;
};

describe('a two-hour attack on one account', () => {
  it('lets the member in every quarter through the captcha, and through a reset that works while held', async () => {
    const member = await signUp();
    let password = member.password;
    const start = t.clock.now();
    evaluated = 0;
    let expected = 0;
    try {
      for (let quarter = 0; quarter < 8; quarter++) {
        t.clock.set(start + quarter * QUARTER);
        await attack(member.username, 5, `q${quarter}`);
        await ownerLogin(member.username, password);
        expected += 5 + 1;
        if (quarter === 2 || quarter === 5) {
          password = `Yeni.Sifre${quarter}a`;
          const resetter = await resetPassword(member.username, member.email, password);
          // The reset cleared the hold; the attacker uses the fresh guesses up at once, and the member still gets in.
          await attack(member.username, 5, `r${quarter}`);
          expect(await login(resetter, member.username, password)).toMatchObject({ IsSuccess: true });
          expected += 5 + 1;
        }
      }
    } finally {
      t.clock.reset();
    }
    // Only the attacker's 5 per quarter (and after each reset) and the member's own logins were ever hashed.
    expect(evaluated).toBe(expected);
  }, 180_000);
});

describe('an attacker who solves captchas too', () => {
  it('gets at most 5 plain and LOGIN_MAX_CAPTCHA_ATTEMPTS captcha guesses; the member gets in after a reset', async () => {
    const member = await signUp();
    const newPassword = 'Yeni.Sifre9z';
    evaluated = 0;
    const captchaAttack = async (label: string) => {
      await attack(member.username, 5, label);
      const b = await openBrowser(t.url);
      for (let i = 0; i < MAX_CAPTCHA; i++) {
        const held = await login(b, member.username, `Yanlis.${label}.c${i}`);
        expect(held.CaptchaRequired).toBe(true);
        await solveCaptcha(b, held.CacheKey);
        expect((await login(b, member.username, `Yanlis.${label}.c${i}`)).Code).toBe(LOGIN_CODES.wrongCredentials);
      }
      // The window's captcha guesses are spent: a hold without a way past it, for everyone.
      const spent = await login(b, member.username, 'Yanlis.son');
      expect(spent.Code).toBe(LOGIN_CODES.tooManyAttempts);
      expect(spent.CaptchaRequired).toBeUndefined();
    };

    await captchaAttack('a');
    const owner = await openBrowser(t.url);
    const locked = await login(owner, member.username, member.password);
    expect(locked.Code).toBe(LOGIN_CODES.tooManyAttempts);
    expect(locked.CaptchaRequired).toBeUndefined();

    const resetter = await resetPassword(member.username, member.email, newPassword);
    await captchaAttack('b');
    // Another browser with the new password is still held; the one that reset gets in, once.
    expect((await login(await openBrowser(t.url), member.username, newPassword)).Code).toBe(LOGIN_CODES.tooManyAttempts);
    expect(await login(resetter, member.username, newPassword)).toMatchObject({ IsSuccess: true });
    expect(evaluated).toBe(2 * (5 + MAX_CAPTCHA) + 1);
  }, 120_000);
});
