/**
 * Contact verification black-box (spec sections 4, 7, 8): every /Member/* call with its happy and unhappy paths,
 * code reuse, expiry on the injected clock, 5 guesses per code, the 6th send of a day, session and member binding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shared/constants/business';
import { CONTACT_VERIFICATION_MESSAGES as M } from '@shared/errors/contact-verification-messages';
import { ACCOUNT_API, type AccountInfo } from '@shared/protocol/account-api';
import { API, type MemberInfo } from '@shared/protocol/api';
import {
  CONTACT_VERIFICATION_API as CV,
  type CheckEmailCodeAnswer,
  type CheckPhoneCodeAnswer,
  type ContactVerificationRecord,
  type MaxTryAnswer,
  type SendCodeAnswer,
} from '@shared/protocol/contact-verification-api';
import { MEMBERSHIP_API, type OutboxMessage, type RegisterAnswer, type RegisterRequest } from '@shared/protocol/membership-api';
import { EMAIL_TEXTS } from '@shared/validation/email';
import { PHONE_TEXTS } from '@shared/validation/phone';
import { STATE_MEMBER_PASSWORD } from '../../edge/storage/seed-account-states';
import { contactVerificationRepo } from '../../edge/storage/contact-verification.repo';
import { RESEND_COOLDOWN_MS } from '../../edge/domain/contact-verification.service';
import { Browser, openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { applicant, phoneDigits } from './membership-fixtures';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';
let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge({ loginRateLimitPerMinute: 500, opsToken: OPS_TOKEN });
});
afterAll(() => t?.close());

interface Member extends RegisterRequest {
  b: Browser;
  phone: string;
}

const member = async (): Promise<Member> => {
  const a = applicant();
  const b = await openBrowser(t.url);
  expect((await b.post<RegisterAnswer>(MEMBERSHIP_API.register, a)).status).toBe(200);
  expect((await b.login(a.username, a.password)).IsSuccess).toBe(true);
  return { ...a, b, phone: phoneDigits(a.mobilePhone) };
};
const loggedIn = async (username: string, password: string): Promise<Browser> => {
  const b = new Browser(t.url);
  expect((await b.login(username, password)).IsSuccess).toBe(true);
  return b;
};

const outbox = async (): Promise<OutboxMessage[]> => {
  const res = await fetch(new URL(MEMBERSHIP_API.opsOutbox, t.url), { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });
  return ((await res.json()) as { Messages: OutboxMessage[] }).Messages;
};
const lastCodeTo = async (to: string): Promise<string> => {
  const m = (await outbox()).find((x) => x.to === to);
  return /\b(\d{6})\b/.exec(m?.body ?? '')?.[1] ?? 'none';
};
const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const sendPhone = async (b: Browser, mobilePhone: string) => (await b.post<SendCodeAnswer>(CV.sendPhoneCode, { mobilePhone })).body;
const checkPhone = async (b: Browser, mobilePhone: string, activationCode: string) =>
  (await b.post<CheckPhoneCodeAnswer>(CV.checkPhoneCode, { mobilePhone, activationCode, isUndefinedMobilePhone: false })).body;
const record = async (b: Browser) => (await b.get<ContactVerificationRecord>(CV.get)).body;
/** Moves the edge's clock past the resend cooldown. */
const afterCooldown = () => t.clock.set(t.clock.now() + RESEND_COOLDOWN_MS + 1000);

describe('contact verification', () => {
  it('answers a visitor 401 on every call', async () => {
    const b = await openBrowser(t.url);
    expect((await b.get(CV.get)).status).toBe(401);
    for (const [path, body] of [
      [CV.update, { type: '1', isNoticed: true }],
      [CV.phoneMaxTry, { mobilePhone: '5321234567' }],
      [CV.sendPhoneCode, { mobilePhone: '5321234567' }],
      [CV.checkPhoneCode, { mobilePhone: '5321234567', activationCode: '123456' }],
      [CV.emailMaxTry, { email: 'a@example.com' }],
      [CV.sendEmailCode, { email: 'a@example.com' }],
      [CV.checkEmailCode, { email: 'a@example.com', activationCode: '123456' }],
    ] as const) {
      const r = await b.post<{ Code: string }>(path, body);
      expect([path, r.status, r.body.Code]).toEqual([path, 401, 'NOT_AUTHORIZED']);
    }
  });

  it('verifies a phone with the code from the outbox, once; member info and the record say so', async () => {
    const m = await member();
    expect(await record(m.b)).toEqual({ Type: 0, MobilePhone: m.phone, MobilePhoneVerified: false, Email: m.email, EmailVerified: false });
    expect((await m.b.post<MaxTryAnswer>(CV.phoneMaxTry, { mobilePhone: m.mobilePhone })).body).toEqual({ Result: true });
    const sent = await sendPhone(m.b, m.mobilePhone);
    expect(sent).toMatchObject({ Result: 'successful', Message: M.phoneSent });
    expect(sent.ExpiresAt! - sent.ServerNow!).toBe(LIMITS.activationCountdownMs);
    const code = await lastCodeTo(`0${m.phone}`);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db.query<{ code_hash: string }>("SELECT code_hash FROM one_time_codes WHERE purpose = 'verify-phone' ORDER BY id DESC LIMIT 1");
    expect(rows[0]!.code_hash).not.toContain(code);

    expect(await checkPhone(m.b, m.mobilePhone, otherCode(code))).toEqual({ IsActivated: false, Message: M.wrongCode, GsmActivationIdentity: null });
    const ok = await checkPhone(m.b, m.mobilePhone, code);
    expect(ok).toMatchObject({ IsActivated: true, Message: M.phoneVerified });
    expect(ok.GsmActivationIdentity).toEqual(expect.any(String));
    expect(await checkPhone(m.b, m.mobilePhone, code)).toMatchObject({ IsActivated: false, Message: M.noLiveCode });
    expect((await m.b.post<MemberInfo>(API.memberInfo)).body).toMatchObject({ MobilePhoneVerified: true, EmailVerified: false });
    expect(await record(m.b)).toMatchObject({ MobilePhone: m.phone, MobilePhoneVerified: true });
  });

  it('verifies an e-mail (any case) and refuses invalid or own-company contacts with the spec texts', async () => {
    const m = await member();
    const send = async (email: string) => (await m.b.post<SendCodeAnswer>(CV.sendEmailCode, { email })).body;
    expect(await send('')).toEqual({ Result: 'fail', Message: EMAIL_TEXTS.empty });
    expect(await send('ben@IDDAA.com')).toEqual({ Result: 'fail', Message: EMAIL_TEXTS.ownDomain['iddaa.com'] });
    expect(await send('ben@x')).toEqual({ Result: 'fail', Message: EMAIL_TEXTS.invalid });
    expect(await sendPhone(m.b, '4321234567')).toEqual({ Result: 'fail', Message: PHONE_TEXTS.notMobile });
    expect(await sendPhone(m.b, '532')).toEqual({ Result: 'fail', Message: PHONE_TEXTS.length });
    const fresh = `yeni.${m.username}@example.com`;
    expect(await send(fresh.toUpperCase())).toMatchObject({ Result: 'successful', Message: M.emailSent });
    const mail = (await outbox()).find((x) => x.to === fresh);
    expect(mail).toMatchObject({ channel: 'email', subject: M.emailSubject, purpose: 'verify-email' });
    const code = await lastCodeTo(fresh);
    const check = async (email: string, activationCode: string) => (await m.b.post<CheckEmailCodeAnswer>(CV.checkEmailCode, { email, activationCode })).body;
    expect(await check(m.email, code)).toMatchObject({ IsActivated: false });
    expect(await check(fresh, code)).toMatchObject({ IsActivated: true, Message: M.emailVerified, EmailActivationIdentity: expect.any(String) });
    expect(await record(m.b)).toMatchObject({ Email: fresh, EmailVerified: true, MobilePhoneVerified: false });
    expect((await m.b.post<MemberInfo>(API.memberInfo)).body).toMatchObject({ EmailVerified: true, MobilePhoneVerified: false });
  });

  it('refuses an expired code (injected clock) and a resend inside the cooldown; a resend ends the old code', async () => {
    const m = await member();
    expect(await sendPhone(m.b, m.mobilePhone)).toMatchObject({ Result: 'successful' });
    const first = await lastCodeTo(`0${m.phone}`);
    expect(await sendPhone(m.b, m.mobilePhone)).toEqual({ Result: 'fail', Message: M.cooldown(RESEND_COOLDOWN_MS / 1000) });
    t.clock.set(t.clock.now() + LIMITS.activationCountdownMs + 1000);
    expect(await checkPhone(m.b, m.mobilePhone, first)).toMatchObject({ IsActivated: false, Message: M.noLiveCode });
    expect(await sendPhone(m.b, m.mobilePhone)).toMatchObject({ Result: 'successful' });
    const second = await lastCodeTo(`0${m.phone}`);
    afterCooldown();
    expect(await sendPhone(m.b, m.mobilePhone)).toMatchObject({ Result: 'successful' });
    const third = await lastCodeTo(`0${m.phone}`);
    if (second !== third) expect(await checkPhone(m.b, m.mobilePhone, second)).toMatchObject({ IsActivated: false });
    expect(await checkPhone(m.b, m.mobilePhone, third)).toMatchObject({ IsActivated: true });
  });

  it('allows 5 guesses per code: after them even the right code is refused', async () => {
    const m = await member();
    afterCooldown();
    expect(await sendPhone(m.b, m.mobilePhone)).toMatchObject({ Result: 'successful' });
    const code = await lastCodeTo(`0${m.phone}`);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await checkPhone(m.b, m.mobilePhone, otherCode(code))).Message);
    expect(answers).toEqual([M.wrongCode, M.wrongCode, M.wrongCode, M.wrongCode, M.tooManyGuesses]);
    expect(await checkPhone(m.b, m.mobilePhone, code)).toEqual({ IsActivated: false, Message: M.tooManyGuesses, GsmActivationIdentity: null });
  });

  it('refuses the 6th send of a day per contact type, the other type still sends, the next day sends again', async () => {
    const m = await member();
    for (let i = 0; i < LIMITS.activationCodesPerDay; i += 1) {
      afterCooldown();
      expect((await m.b.post<MaxTryAnswer>(CV.phoneMaxTry, { mobilePhone: m.mobilePhone })).body.Result).toBe(true);
      expect(await sendPhone(m.b, m.mobilePhone)).toMatchObject({ Result: 'successful' });
    }
    afterCooldown();
    expect((await m.b.post<MaxTryAnswer>(CV.phoneMaxTry, { mobilePhone: m.mobilePhone })).body).toEqual({ Result: false });
    expect(await sendPhone(m.b, m.mobilePhone)).toEqual({ Result: 'fail', Message: M.dailyLimitPhone });
    expect((await m.b.post<MaxTryAnswer>(CV.emailMaxTry, { email: m.email })).body).toEqual({ Result: true });
    expect((await m.b.post<SendCodeAnswer>(CV.sendEmailCode, { email: m.email })).body).toMatchObject({ Result: 'successful' });
    t.clock.set(t.clock.now() + 24 * 3600_000);
    const nextDay = await loggedIn(m.username, m.password);
    expect(await sendPhone(nextDay, m.mobilePhone)).toMatchObject({ Result: 'successful' });
  });

  it("binds a code to the member and the session: another member's or another session's check is refused", async () => {
    const a = await member();
    const other = await member();
    afterCooldown();
    expect(await sendPhone(a.b, a.mobilePhone)).toMatchObject({ Result: 'successful' });
    const code = await lastCodeTo(`0${a.phone}`);
    expect(await checkPhone(other.b, a.mobilePhone, code)).toMatchObject({ IsActivated: false, Message: M.noLiveCode });
    const second = await loggedIn(a.username, a.password);
    expect(await checkPhone(second, a.mobilePhone, code)).toMatchObject({ IsActivated: false, Message: M.noLiveCode });
    expect((await other.b.post<MemberInfo>(API.memberInfo)).body.MobilePhoneVerified).toBe(false);
    expect(await checkPhone(a.b, a.mobilePhone, code)).toMatchObject({ IsActivated: true });
  });

  it('asks the seeded member to verify once per session until verified; UpdateContactVerification answers OK', async () => {
    const b = await loggedIn('dogrula', STATE_MEMBER_PASSWORD);
    expect(await record(b)).toEqual({
      Type: 1, MobilePhone: '5321110025', MobilePhoneVerified: false, Email: 'dogrula@example.com', EmailVerified: false,
      ContactVerificationRequired: true, ContactVerificationType: 1,
    });
    expect((await b.post(CV.update, { type: '1', isNoticed: true })).body).toEqual({ Result: 'OK' });
    expect(await record(b)).not.toHaveProperty('ContactVerificationRequired');
    expect((await b.post(CV.update, { type: 1, activationCodeSent: true })).body).toEqual({ Result: 'OK' });
    expect((await b.post(CV.update, { type: '2', isVerified: true })).body).toEqual({ Result: 'OK' });
    expect((await b.post(CV.update, { type: '7', isNoticed: true })).status).toBe(400);
    expect((await b.post(CV.update, { isNoticed: true })).status).toBe(400);
    const again = await loggedIn('dogrula', STATE_MEMBER_PASSWORD);
    expect(await record(again)).toMatchObject({ Type: 1, ContactVerificationRequired: true });
    expect(await record(b)).toMatchObject({ Type: 1, EmailVerified: false });
  });

  it('type 99: the info prompt is asked until it is closed', async () => {
    const m = await member();
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [m.username]);
    await contactVerificationRepo.request(t.db, row!.id, 99, new Date(t.clock.now()));
    expect(await record(m.b)).toMatchObject({ Type: 99, ContactVerificationRequired: true, ContactVerificationType: 99 });
    expect((await m.b.post(CV.update, { type: '99', isClosed: true })).body).toEqual({ Result: 'OK' });
    expect(await record(m.b)).toEqual({ Type: 0, MobilePhone: m.phone, MobilePhoneVerified: false, Email: m.email, EmailVerified: false });
  });

  it('gives the account page the member\'s names and a masked citizen ID (never the whole number)', async () => {
    const m = await member();
    const { status, body } = await m.b.get<AccountInfo>(ACCOUNT_API.info);
    expect(status).toBe(200);
    expect(body).toMatchObject({ Name: m.name, Surname: m.surname, Username: m.username, MaskedCitizenId: `${m.citizenId.slice(0, 3)}******${m.citizenId.slice(-2)}` });
    expect(JSON.stringify(body)).not.toContain(m.citizenId);
    expect((await (await openBrowser(t.url)).get(ACCOUNT_API.info)).status).toBe(401);
  });

  it('limits sends per client address and keeps answering', async () => {
    const m = await member();
    let limited = false;
    for (let i = 0; i < 40 && !limited; i += 1) limited = (await m.b.post(CV.sendPhoneCode, { mobilePhone: m.mobilePhone })).status === 429;
    expect(limited).toBe(true);
    expect((await m.b.get(CV.get)).status).toBe(200);
  });
});
