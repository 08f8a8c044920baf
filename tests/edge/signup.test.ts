import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '@shared/errors/signup-messages';
import { API, type MemberInfo, type MemberInfoAnswer } from '@shared/protocol/api';
import { MEMBERSHIP_API, type RegisterAnswer } from '@shared/protocol/membership-api';
import { BIRTH_DATE_TEXTS } from '@shared/validation/birth-date';
import { EMAIL_TEXTS } from '@shared/validation/email';
import { PHONE_TEXTS } from '@shared/validation/phone';
import { SIGNUP_TEXTS } from '@shared/validation/signup.schema';
import { PASSWORD_TEXTS } from '@shared/validation/password.schema';
import { SIGNUP_PASSWORD_TEXTS } from '@shared/validation/signup-password';
import { DEMO_MEMBERS, demoCitizenId } from '../../edge/storage/seed';
import { openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { applicant, phoneDigits } from './membership-fixtures';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge({ loginRateLimitPerMinute: 500 });
});
afterAll(() => t?.close());

const memberCount = async (): Promise<number> => (await t.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM members'))[0]!.n;

describe('POST /Account/Register', () => {
  it('creates a member with balance 0, a hashed password and the records of contract and consent; the member can log in', async () => {
    const b = await openBrowser(t.url, '/uye-ol');
    const a = applicant({ referral: 'arkadas_42', email: 'Zeynep.Buyuk@Example.com' });
    const { status, body } = await b.post<RegisterAnswer>(MEMBERSHIP_API.register, a);
    expect(status).toBe(200);
    expect(body).toEqual({ IsSuccess: true, MemberNo: expect.any(Number), Message: SIGNUP_MESSAGES.registered });
    expect(body.MemberNo).toBeGreaterThanOrEqual(20_000_001);

    // The newest published membership contract is the one the form shows and the member accepts.
    const [current] = await t.db.query<{ id: number; version: number }>(
      "SELECT id, version FROM contracts WHERE kind = 'membership' ORDER BY id DESC LIMIT 1",
    );
    if (!current) throw new Error('no membership contract published');
    const [m] = await t.db.query<Record<string, unknown>>(
      `SELECT id, member_no, citizen_id, username, email, mobile_phone, to_char(birth_date, 'YYYY-MM-DD') AS birth, referral_link,
         balance_kurus, password_hash, signed_contract_id, kvk_allowed FROM members WHERE member_no = $1`,
      [body.MemberNo],
    );
    expect(m).toMatchObject({
      citizen_id: a.citizenId,
      username: a.username,
      email: 'zeynep.buyuk@example.com',
      mobile_phone: phoneDigits(a.mobilePhone),
      birth: '1990-05-17',
      referral_link: 'arkadas_42',
      balance_kurus: 0,
      signed_contract_id: current.id,
      kvk_allowed: true,
    });
    expect(String(m!.password_hash)).toMatch(/^scrypt\$/);
    expect(String(m!.password_hash)).not.toContain(a.password);

    const signatures = await t.db.query('SELECT contract_id, contract_version, client_address, signed_at FROM contract_signatures WHERE member_id = $1', [m!.id]);
    expect(signatures).toEqual([{ contract_id: current.id, contract_version: current.version, client_address: '127.0.0.1', signed_at: expect.any(Date) }]);
    const consents = await t.db.query('SELECT personal_data_protection, client_address, recorded_at FROM kvk_consents WHERE member_id = $1', [m!.id]);
    expect(consents).toEqual([{ personal_data_protection: true, client_address: '127.0.0.1', recorded_at: expect.any(Date) }]);

    // Sign-up does not log in; the first login does, by username or the new member number.
    expect((await b.post<MemberInfoAnswer>(API.memberInfo)).body).toEqual({ IsLogin: false });
    expect((await b.login(a.username.toUpperCase(), a.password)).IsSuccess).toBe(true);
    const info = (await b.post<MemberInfo>(API.memberInfo)).body;
    expect(info).toMatchObject({ IsLogin: true, Name: a.name, Surname: a.surname, Balance: 0, WaitingMessages: 0, KvkAllowed: true });
    const second = await openBrowser(t.url);
    expect((await second.login(String(body.MemberNo), a.password)).IsSuccess).toBe(true);
  });

  it('gives unique, increasing member numbers', async () => {
    const b = await openBrowser(t.url);
    const one = await b.post<RegisterAnswer>(MEMBERSHIP_API.register, applicant());
    const two = await b.post<RegisterAnswer>(MEMBERSHIP_API.register, applicant());
    expect(two.body.MemberNo).toBeGreaterThan(one.body.MemberNo);
  });

  it('answers the shared schema texts and writes nothing for invalid input', async () => {
    const b = await openBrowser(t.url);
    const before = await memberCount();
    const cases: [object, string][] = [
      [applicant({ name: '' }), SIGNUP_TEXTS.nameEmpty],
      [applicant({ citizenId: '12345678901' }), SIGNUP_TEXTS.citizenInvalid],
      [applicant({ username: 'ab' }), SIGNUP_TEXTS.usernameLength],
      [applicant({ username: 'ali<veli' }), SIGNUP_TEXTS.usernameChars],
      [applicant({ email: '' }), EMAIL_TEXTS.empty],
      [applicant({ email: 'ben@IDDAA.com' }), EMAIL_TEXTS.ownDomain['iddaa.com']],
      [applicant({ email: 'ben@kupondas.com.tr' }), EMAIL_TEXTS.ownDomain['kupondas.com.tr']],
      [applicant({ email: 'ben@eksik' }), EMAIL_TEXTS.invalid],
      [applicant({ mobilePhone: '' }), PHONE_TEXTS.empty],
      [applicant({ mobilePhone: '0(532) 123 45 6_' }), PHONE_TEXTS.length],
      [applicant({ mobilePhone: '0(212) 123 45 67' }), PHONE_TEXTS.notMobile],
      [applicant({ password: 'sadeceharf', passwordAgain: 'sadeceharf' }), PASSWORD_TEXTS.needsDigit],
      [applicant({ passwordAgain: 'Baska.Sifre1' }), SIGNUP_PASSWORD_TEXTS.mismatch],
      [applicant({ acceptContract: false }), SIGNUP_TEXTS.contractRequired],
      [applicant({ acceptKvk: false }), SIGNUP_TEXTS.kvkRequired],
      [applicant({ birthDate: '1990-02-30' }), BIRTH_DATE_TEXTS.invalid],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await b.post<{ Code: string; Message: string }>(MEMBERSHIP_API.register, payload);
      expect(status, message).toBe(400);
      expect(body, message).toEqual({ IsSuccess: false, Code: 'BAD_REQUEST', Message: message });
    }
    const extra = await b.post(MEMBERSHIP_API.register, { ...applicant(), isAdmin: true });
    expect(extra.status).toBe(400);
    expect(await memberCount()).toBe(before);
  });

  it('needs 18 full years on the Istanbul date of the edge clock', async () => {
    const b = await openBrowser(t.url);
    // 12 June 2026, 00:30 in Istanbul (still 11 June in UTC).
    t.clock.set(Date.parse('2026-06-11T21:30:00Z'));
    try {
      const young = await b.post<{ Message: string }>(MEMBERSHIP_API.register, applicant({ birthDate: '2008-06-13' }));
      expect(young.status).toBe(400);
      expect(young.body.Message).toBe(BIRTH_DATE_TEXTS.tooYoung);
      const adult = await b.post(MEMBERSHIP_API.register, applicant({ birthDate: '2008-06-12' }));
      expect(adult.status).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses a taken username (any case), e-mail (any case) or citizen ID without naming which fact is on file', async () => {
    const b = await openBrowser(t.url);
    const first = applicant();
    expect((await b.post(MEMBERSHIP_API.register, first)).status).toBe(200);
    const before = await memberCount();
    const demo = DEMO_MEMBERS[0]!;
    const cases: [object, string, string][] = [
      [applicant({ username: first.username.toUpperCase() }), 'USERNAME_TAKEN', SIGNUP_MESSAGES.usernameTaken],
      [applicant({ username: demo.username }), 'USERNAME_TAKEN', SIGNUP_MESSAGES.usernameTaken],
      [applicant({ email: first.email.toUpperCase() }), 'ALREADY_MEMBER', SIGNUP_MESSAGES.alreadyMember],
      [applicant({ citizenId: first.citizenId }), 'ALREADY_MEMBER', SIGNUP_MESSAGES.alreadyMember],
      [applicant({ citizenId: demoCitizenId(demo) }), 'ALREADY_MEMBER', SIGNUP_MESSAGES.alreadyMember],
    ];
    for (const [payload, code, message] of cases) {
      const { status, body } = await b.post(MEMBERSHIP_API.register, payload);
      expect(status, code).toBe(409);
      expect(body, code).toEqual({ IsSuccess: false, Code: code, Message: message });
    }
    expect(await memberCount()).toBe(before);
  });

  it('lets exactly one of several simultaneous sign-ups with the same e-mail through', async () => {
    const b = await openBrowser(t.url);
    const email = `ayni.${Date.now()}@example.com`;
    const answers = await Promise.all(Array.from({ length: 4 }, () => b.post(MEMBERSHIP_API.register, applicant({ email }))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const rows = await t.db.query('SELECT id FROM members WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it('is refused without the anti-forgery token and writes nothing', async () => {
    const b = await openBrowser(t.url);
    const before = await memberCount();
    const { status } = await b.post(MEMBERSHIP_API.register, applicant(), { token: null });
    expect(status).toBe(403);
    expect(await memberCount()).toBe(before);
  });
});
