/**
 * Every login code of spec section 8 as the server answers it for the seeded members, the hold after too many
 * wrong passwords (and its expiry on the injected clock), and that unknown identifiers answer like known ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CODES, PASSWORD_RESET_PATH, loginMessage } from '@shared/errors/login-messages';
import { API, type LoginAnswer, type MemberInfoAnswer } from '@shared/protocol/api';
import { STATE_MEMBERS, STATE_MEMBER_PASSWORD, stateCitizenId } from '../../edge/storage/seed-account-states';
import { openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

const PHONE = '0850 123 45 67';
const MINUTE = 60_000;
let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge({ loginRateLimitPerMinute: 1000, customerServicePhone: PHONE });
});
afterAll(() => t?.close());

const login = async (username: string, password = STATE_MEMBER_PASSWORD): Promise<LoginAnswer> => (await openBrowser(t.url)).login(username, password);
const refusal = (code: number, extra: Partial<LoginAnswer> = {}): LoginAnswer => ({
  IsSuccess: false,
  Code: code,
  Message: loginMessage(code, PHONE),
  ...extra,
});
const wrong = () => refusal(LOGIN_CODES.wrongCredentials, { ResetLink: PASSWORD_RESET_PATH });
/** A hold is 401 plus the member's way past it: a CacheKey for the verification page (login-guard.ts). */
const held = () => ({ ...refusal(LOGIN_CODES.tooManyAttempts), CaptchaRequired: true, CacheKey: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });

describe('account states after a right password', () => {
  it.each([
    ['musteri300', LOGIN_CODES.callCustomerService],
    ['pasif301', LOGIN_CODES.citizenInactive],
    ['musteri302', LOGIN_CODES.callCustomerServiceAlt],
    ['pasif303', LOGIN_CODES.citizenNotFound],
    ['donuk503', LOGIN_CODES.assetsFrozen],
  ])('%s answers %i with its message', async (username, code) => {
    expect(await login(username)).toEqual(refusal(code));
  });

  it('shows the configured customer-service phone with 300 and 302', async () => {
    expect((await login('musteri300')).Message).toContain(PHONE);
    expect((await login('musteri302')).Message).toContain(PHONE);
  });

  it('answers another code with the server message', async () => {
    const m = STATE_MEMBERS.find((s) => s.username === 'inceleme')!;
    expect(await login('inceleme')).toEqual({ IsSuccess: false, Code: m.accountStatus, Message: m.statusMessage });
  });

  it('answers the state by citizen ID too, and a wrong password on a passive account like any wrong password', async () => {
    const pasif = STATE_MEMBERS.find((s) => s.username === 'pasif301')!;
    expect((await login(stateCitizenId(pasif))).Code).toBe(LOGIN_CODES.citizenInactive);
    expect(await login('pasif303', 'Yanlis.1234')).toEqual(wrong());
    expect(await login('donuk503', 'Yanlis.1234')).toEqual(wrong());
  });

  it('holds the seeded kilitli account (401) even with the right password', async () => {
    expect(await login('kilitli')).toEqual(held());
  });
});

describe('storage failure and the switch', () => {
  it('answers 100 when storage fails during login, and works again afterwards', async () => {
    await t.db.exec('ALTER TABLE members RENAME TO members_away');
    try {
      expect(await login('demo', 'Demo.1234')).toEqual(refusal(LOGIN_CODES.unexpected));
    } finally {
      await t.db.exec('ALTER TABLE members_away RENAME TO members');
    }
    expect((await login('demo', 'Demo.1234')).IsSuccess).toBe(true);
  });

  it('answers 104 to everyone when LOGIN_DISABLED is on', async () => {
    const off = await startTestEdge({ loginDisabled: true });
    try {
      const b = await openBrowser(off.url);
      expect(await b.login('demo', 'Demo.1234')).toEqual({
        IsSuccess: false,
        Code: LOGIN_CODES.temporarilyUnavailable,
        Message: loginMessage(LOGIN_CODES.temporarilyUnavailable, off.edge.config.customerServicePhone),
      });
      expect((await b.post<MemberInfoAnswer>(API.memberInfo)).body).toEqual({ IsLogin: false });
    } finally {
      await off.close();
    }
  });
});

describe('hold after wrong passwords', () => {
  it('holds after 5 wrong passwords for 15 minutes, refuses the right one meanwhile, then lets it in', async () => {
    for (let i = 0; i < 4; i++) expect(await login('mehmet', `Yanlis.${i}`)).toEqual(wrong());
    // The fifth wrong password starts the hold and is itself answered like any wrong password.
    expect(await login('mehmet', 'Yanlis.5')).toEqual(wrong());
    expect(await login('mehmet', 'Mehmet.1234')).toEqual(held());
    expect(await login('10000003', 'Yanlis.6')).toEqual(held());
    // Guessing during the hold does not extend it.
    t.clock.set(Date.now() + 14 * MINUTE);
    expect(await login('mehmet', 'Mehmet.1234')).toEqual(held());
    t.clock.set(Date.now() + 16 * MINUTE);
    expect((await login('mehmet', 'Mehmet.1234')).IsSuccess).toBe(true);
    t.clock.reset();
  });

  it('a right password clears the count, so 4 + 4 wrong passwords around it hold nothing', async () => {
    for (let i = 0; i < 4; i++) await login('ayse', `Yanlis.${i}`);
    expect((await login('ayse', 'Ayse.1234')).IsSuccess).toBe(true);
    for (let i = 0; i < 4; i++) await login('ayse', `Yanlis.${i}`);
    expect((await login('ayse', 'Ayse.1234')).IsSuccess).toBe(true);
  });

  it('holds an unknown identifier after the same number of tries, so 401 tells nothing', async () => {
    for (let i = 0; i < 5; i++) expect(await login('hicbiryerde', `Yanlis.${i}`)).toEqual(wrong());
    expect(await login('hicbiryerde', 'Yanlis.9')).toEqual(held());
  });
});

describe('no enumeration', () => {
  it('answers an unknown user and a known user with a wrong password alike, in similar time', async () => {
    const b = await openBrowser(t.url);
    const time = async (username: string) => {
      const at = performance.now();
      const { body } = await b.post<LoginAnswer>(API.login, { username, password: 'Yanlis.1234' });
      expect(body).toEqual(wrong());
      return performance.now() - at;
    };
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    // Different accounts each time: no hold is reached within the test.
    for (const [i, name] of ['sifre', 'meslek', 'sozlesme'].entries()) {
      known.push(await time(name));
      unknown.push(await time(`yok-${i}`));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(known)).toBeGreaterThan(median(unknown) * 0.5);
  });
});
