/**
 * Captcha black-box tests. The edge draws random texts; these edges are given known texts instead (the
 * `captchaText` seam of startEdge, like the injected clock), so a test can answer an image it cannot read.
 * Everything else (hashing, storage, single use, expiry, the login rules) is the production path.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_ERROR_CODES, CAPTCHA_LOGIN_CODES, CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { LOGIN_CODES } from '@shared/errors/login-messages';
import { API, type LoginAnswer } from '@shared/protocol/api';
import { CAPTCHA_API, CAPTCHA_RULES, type CaptchaAnswer, type CaptchaLoginRefusal } from '@shared/protocol/captcha-api';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { type Browser, openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

const demo = DEMO_MEMBERS[0]!;
const mehmet = DEMO_MEMBERS.find((m) => m.username === 'mehmet')!;
const texts: string[] = [];
const captchaText = (): string => texts.shift() ?? 'ACDEF';

let foreign: TestEdge;
let domestic: TestEdge;
let local: TestEdge;
beforeAll(async () => {
  const common = { loginRateLimitPerMinute: 500, captchaText };
  [foreign, domestic, local] = await Promise.all([
    startTestEdge({ ...common, captchaForce: 'foreign' }),
    startTestEdge({ ...common, captchaForce: 'domestic' }),
    startTestEdge({ ...common, captchaForce: null }),
  ]);
});
afterAll(() => Promise.all([foreign?.close(), domestic?.close(), local?.close()]));

const image = async (b: Browser, text: string) => {
  texts.push(text);
  const r = await b.post<CaptchaAnswer>(CAPTCHA_API.image);
  expect(r.status).toBe(200);
  return r.body;
};
const login = async (b: Browser, username: string, password: string, securityCode?: string) =>
  (await b.post<LoginAnswer & Partial<CaptchaLoginRefusal>>(API.login, securityCode === undefined ? { username, password } : { username, password, securityCode })).body;
const wrongCode = { IsSuccess: false, Code: CAPTCHA_LOGIN_CODES.wrongSecurityCode, Message: CAPTCHA_TEXTS.wrongCode };

describe('POST /Site/GetCaptchaAjax', () => {
  it('answers a server-drawn PNG and an opaque ValueHash; the store keeps neither the ValueHash nor the text', async () => {
    const b = await openBrowser(foreign.url);
    texts.push('WXY34');
    const r = await b.post<CaptchaAnswer>(CAPTCHA_API.image);
    expect(r.status).toBe(200);
    expect(r.res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(r.body).sort()).toEqual(['ImageBase64', 'ValueHash']);
    expect(r.body.ValueHash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const png = Buffer.from(r.body.ImageBase64, 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([160, 56]);
    const rows = await foreign.db.query<{ id: string; answer_hmac: string; expires_at: Date; created_at: Date }>(
      'SELECT id, answer_hmac, expires_at, created_at FROM captcha_challenges WHERE id = $1',
      [createHash('sha256').update(r.body.ValueHash).digest('hex')],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(JSON.stringify(row)).not.toContain('WXY34');
    expect(JSON.stringify(row)).not.toContain(r.body.ValueHash);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(CAPTCHA_RULES.ttlMs);
  });

  it('refuses a POST without the anti-forgery token and draws a different image each time', async () => {
    const b = await openBrowser(foreign.url);
    expect((await b.post(CAPTCHA_API.image, {}, { token: null })).status).toBe(403);
    const one = await image(b, 'ACDEF');
    const two = await image(b, 'ACDEF');
    expect(one.ValueHash).not.toBe(two.ValueHash);
    expect(one.ImageBase64).not.toBe(two.ImageBase64);
  });
});

describe('foreign login', () => {
  it('asks for the captcha login without a security code, then logs in with the right one (any case)', async () => {
    const b = await openBrowser(foreign.url);
    const cookie = b.sessionCookie;
    expect(await login(b, 'demo', demo.password)).toEqual({
      IsSuccess: false,
      Code: CAPTCHA_LOGIN_CODES.foreignCaptchaRequired,
      Message: CAPTCHA_TEXTS.foreignRequired,
      ForeignCaptchaRequired: true,
    });
    expect(b.sessionCookie).toBe(cookie);
    await image(b, 'HJKMN');
    const ok = await login(b, 'demo', demo.password, ' hjkmn ');
    expect(ok.IsSuccess).toBe(true);
    expect(b.sessionCookie).not.toBe(cookie);
  });

  it('uses an image once: a right code with a wrong password consumes it', async () => {
    const b = await openBrowser(foreign.url);
    await image(b, 'PRTUV');
    expect((await login(b, 'demo', 'Yanlis.1234', 'PRTUV')).Code).toBe(LOGIN_CODES.wrongCredentials);
    expect(await login(b, 'demo', demo.password, 'PRTUV')).toEqual(wrongCode);
  });

  it('consumes the image on a wrong answer too, and a new image replaces the previous one', async () => {
    const b = await openBrowser(foreign.url);
    await image(b, 'CDEFH');
    expect(await login(b, 'demo', demo.password, 'XXXXX')).toEqual(wrongCode);
    expect(await login(b, 'demo', demo.password, 'CDEFH')).toEqual(wrongCode);
    await image(b, 'KMNPR');
    await image(b, 'TUVWX');
    expect(await login(b, 'demo', demo.password, 'KMNPR')).toEqual(wrongCode);
  });

  it('does not accept an image of another session', async () => {
    const a = await openBrowser(foreign.url);
    const b = await openBrowser(foreign.url);
    await image(a, 'YACDE');
    expect(await login(b, 'demo', demo.password, 'YACDE')).toEqual(wrongCode);
  });

  it('expires an image after three minutes', async () => {
    const b = await openBrowser(foreign.url);
    try {
      await image(b, 'FHJKM');
      foreign.clock.set(Date.now() + CAPTCHA_RULES.ttlMs + 1000);
      expect(await login(b, 'demo', demo.password, 'FHJKM')).toEqual(wrongCode);
    } finally {
      foreign.clock.reset();
    }
  });
});

describe('CaptchaRequired after repeated failures from one public address', () => {
  it('asks for verification after 3 wrong passwords; the verification page call verifies the key for one login', async () => {
    const b = await openBrowser(domestic.url);
    for (let i = 0; i < CAPTCHA_RULES.failedLoginsBeforeCaptcha; i++) {
      expect((await login(b, 'mehmet', 'Yanlis.1234')).Code).toBe(LOGIN_CODES.wrongCredentials);
    }
    const refusal = await login(b, 'mehmet', mehmet.password);
    expect(refusal).toMatchObject({ IsSuccess: false, Code: CAPTCHA_LOGIN_CODES.captchaRequired, CaptchaRequired: true });
    expect(refusal.CacheKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const cacheKey = refusal.CacheKey!;

    const wrong = await image(b, 'MNPRT');
    const bad = await b.post(CAPTCHA_API.verify, { CacheKey: cacheKey, ValueHash: wrong.ValueHash, SecurityCode: 'AAAAA' });
    expect(bad).toMatchObject({ status: 422, body: { IsSuccess: false, Code: CAPTCHA_ERROR_CODES.wrong, Message: CAPTCHA_TEXTS.wrongCode } });
    // The wrong guess used the image up.
    const again = await b.post(CAPTCHA_API.verify, { CacheKey: cacheKey, ValueHash: wrong.ValueHash, SecurityCode: 'MNPRT' });
    expect(again.status).toBe(422);
    // Another session cannot verify this session's key.
    const other = await openBrowser(domestic.url);
    const otherImage = await image(other, 'UVWXY');
    const stolen = await other.post(CAPTCHA_API.verify, { CacheKey: cacheKey, ValueHash: otherImage.ValueHash, SecurityCode: 'UVWXY' });
    expect(stolen).toMatchObject({ status: 422, body: { Code: CAPTCHA_ERROR_CODES.keyInvalid, Message: CAPTCHA_TEXTS.cacheKeyInvalid } });

    const right = await image(b, 'RTUVW');
    const ok = await b.post(CAPTCHA_API.verify, { CacheKey: cacheKey, ValueHash: right.ValueHash, SecurityCode: 'rtuvw' });
    expect(ok).toMatchObject({ status: 200, body: { IsSuccess: true } });
    expect((await login(b, 'mehmet', mehmet.password)).IsSuccess).toBe(true);
    // The verified key was good for that one login: the address still has its failures.
    const next = await openBrowser(domestic.url);
    expect((await login(next, 'mehmet', mehmet.password)).CaptchaRequired).toBe(true);
  });

  it('refuses malformed verification payloads with 400', async () => {
    const b = await openBrowser(domestic.url);
    for (const body of [{}, { CacheKey: 'x', ValueHash: 'y', SecurityCode: 'z' }, { CacheKey: 'a'.repeat(32), ValueHash: 'b'.repeat(32), SecurityCode: 'AAAAA', extra: 1 }]) {
      expect((await b.post(CAPTCHA_API.verify, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('does not count failures from loopback or private addresses (GeoIP decides, CAPTCHA_FORCE unset)', async () => {
    const b = await openBrowser(local.url);
    for (let i = 0; i < CAPTCHA_RULES.failedLoginsBeforeCaptcha + 1; i++) {
      expect((await login(b, 'mehmet', 'Yanlis.1234')).Code).toBe(LOGIN_CODES.wrongCredentials);
    }
    expect((await login(b, 'mehmet', mehmet.password)).IsSuccess).toBe(true);
  });
});
