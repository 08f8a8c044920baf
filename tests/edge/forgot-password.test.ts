import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_MESSAGES } from '@shared/errors/signup-messages';
import { API, type MemberInfoAnswer } from '@shared/protocol/api';
import { MEMBERSHIP_API, type OutboxMessage, type RegisterAnswer, type RegisterRequest } from '@shared/protocol/membership-api';
import { PASSWORD_TEXTS } from '@shared/validation/password.schema';
import { Browser, openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { applicant, phoneDigits } from './membership-fixtures';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';
let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge({ loginRateLimitPerMinute: 500, opsToken: OPS_TOKEN });
});
afterAll(() => t?.close());

const NEW_PASSWORD = 'Yeni.Sifre2024';
const sent = { IsSuccess: true, Message: FORGOT_MESSAGES.codeSent };
const wrong = { IsSuccess: false, Code: 'CODE_INVALID', Message: FORGOT_MESSAGES.codeWrong };

const signUp = async (over: Partial<RegisterRequest> = {}): Promise<RegisterRequest & { memberNo: number }> => {
  const a = applicant(over);
  const b = await openBrowser(t.url);
  const { status, body } = await b.post<RegisterAnswer>(MEMBERSHIP_API.register, a);
  expect(status).toBe(200);
  return { ...a, memberNo: body.MemberNo };
};

const outbox = async (): Promise<OutboxMessage[]> => {
  const res = await fetch(new URL(MEMBERSHIP_API.opsOutbox, t.url), { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { Messages: OutboxMessage[] }).Messages;
};
const codeIn = (m: OutboxMessage | undefined): string => /\b(\d{6})\b/.exec(m?.body ?? '')?.[1] ?? 'none';

const ask = (b: Browser, identifier: string, contact: string) => b.post(MEMBERSHIP_API.forgotPassword, { identifier, contact });
const reset = (b: Browser, identifier: string, contact: string, code: string, password = NEW_PASSWORD) =>
  b.post(MEMBERSHIP_API.resetPassword, { identifier, contact, code, password, passwordAgain: password });

describe('forgot password', () => {
  it('sends a code by e-mail, sets the new password with it once, and ends the member\'s other sessions', async () => {
    const m = await signUp();
    const other = new Browser(t.url);
    expect((await other.login(m.username, m.password)).IsSuccess).toBe(true);

    const b = await openBrowser(t.url, '/sifremi-unuttum');
    const asked = await ask(b, m.username, m.email.toUpperCase());
    expect(asked).toMatchObject({ status: 200, body: sent });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ channel: 'email', to: m.email, subject: FORGOT_MESSAGES.emailSubject, purpose: 'password-reset' });
    const code = codeIn(mail);
    const [row] = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM one_time_codes ORDER BY id DESC LIMIT 1');
    expect(row!.code_hash).not.toContain(code);

    expect((await reset(b, m.username, m.email, code)).body).toEqual({ IsSuccess: true, Message: FORGOT_MESSAGES.passwordChanged });
    expect((await reset(b, m.username, m.email, code, 'Ucuncu.Sifre3')).body).toEqual(wrong);
    expect((await other.post<MemberInfoAnswer>(API.memberInfo)).status).toBe(403);
    expect((await new Browser(t.url).login(m.username, m.password)).IsSuccess).toBe(false);
    expect((await new Browser(t.url).login(m.username, NEW_PASSWORD)).IsSuccess).toBe(true);
  });

  it('sends by SMS to the mobile phone on file, naming the account by citizen ID or member number', async () => {
    const m = await signUp();
    const b = await openBrowser(t.url);
    for (const identifier of [m.citizenId, String(m.memberNo)]) {
      expect((await ask(b, identifier, m.mobilePhone)).body).toEqual(sent);
      const [sms] = await outbox();
      expect(sms).toMatchObject({ channel: 'sms', to: `0${phoneDigits(m.mobilePhone)}`, subject: '' });
    }
    const [latest] = await outbox();
    expect((await reset(b, String(m.memberNo), `0${phoneDigits(m.mobilePhone)}`, codeIn(latest))).status).toBe(200);
  });

  it('answers alike for an unknown account or a contact not on file, and sends nothing', async () => {
    const m = await signUp();
    const b = await openBrowser(t.url);
    const before = (await outbox()).length;
    for (const [id, contact] of [
      ['kimse_yok', 'kimse@example.com'],
      [m.username, 'baskasi@example.com'],
      [m.username, '0(555) 000 00 00'],
      ['12345678901', m.email],
    ] as const) {
      const { status, body } = await ask(b, id, contact);
      expect(status, id).toBe(200);
      expect(body, id).toEqual(sent);
    }
    expect((await outbox()).length).toBe(before);
    expect((await reset(b, 'kimse_yok', 'kimse@example.com', '123456')).body).toEqual(wrong);
  });

  it('lets a code expire after 3 minutes', async () => {
    const m = await signUp();
    const b = await openBrowser(t.url);
    await ask(b, m.username, m.email);
    const code = codeIn((await outbox())[0]);
    t.clock.set(Date.now() + 3 * 60_000 + 1000);
    try {
      expect((await reset(b, m.username, m.email, code)).body).toEqual(wrong);
    } finally {
      t.clock.reset();
    }
  });

  it('caps the guesses per code: after 5 wrong codes the right one no longer works', async () => {
    const m = await signUp();
    const b = await openBrowser(t.url);
    await ask(b, m.username, m.email);
    const code = codeIn((await outbox())[0]);
    const bad = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await reset(b, m.username, m.email, bad)).status).toBe(422);
    expect((await reset(b, m.username, m.email, code)).body).toEqual(wrong);
  });

  it('allows 5 codes a day per contact, known or not, and more on the next Istanbul day', async () => {
    const m = await signUp();
    const b = await openBrowser(t.url);
    const limited = { IsSuccess: false, Code: 'DAILY_LIMIT', Message: FORGOT_MESSAGES.dailyLimit };
    t.clock.set(Date.parse('2026-07-01T09:00:00Z'));
    try {
      for (const contact of [m.email, 'hic.kimse@example.com']) {
        for (let i = 0; i < 5; i++) expect((await ask(b, m.username, contact)).status, `${contact} #${i}`).toBe(200);
        expect(await ask(b, m.username, contact)).toMatchObject({ status: 429, body: limited });
      }
      // 00:00 on 2 July in Istanbul.
      t.clock.set(Date.parse('2026-07-01T21:00:00Z'));
      expect((await ask(b, m.username, m.email)).status).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('checks the new password by the password rules', async () => {
    const m = await signUp();
    const b = await openBrowser(t.url);
    await ask(b, m.username, m.email);
    const code = codeIn((await outbox())[0]);
    expect((await reset(b, m.username, m.email, code, 'kisa1')).body).toEqual({ IsSuccess: false, Code: 'BAD_REQUEST', Message: PASSWORD_TEXTS.tooShort });
    const withName = `${m.username}1`;
    expect((await reset(b, m.username, m.email, code, withName)).body).toEqual({ IsSuccess: false, Code: 'BAD_REQUEST', Message: PASSWORD_TEXTS.containsUsername });
    expect((await reset(b, m.username, m.email, code)).status).toBe(200);
  });
});

describe('GET /ops/outbox', () => {
  it('needs the ops token', async () => {
    expect((await fetch(new URL(MEMBERSHIP_API.opsOutbox, t.url))).status).toBe(401);
    const wrongToken = await fetch(new URL(MEMBERSHIP_API.opsOutbox, t.url), { headers: { Authorization: `Bearer ${OPS_TOKEN}x` } });
    expect(wrongToken.status).toBe(401);
  });

  it('does not exist without OPS_TOKEN', async () => {
    const plain = await startTestEdge();
    try {
      expect((await fetch(new URL(MEMBERSHIP_API.opsOutbox, plain.url), { headers: { Authorization: `Bearer ${OPS_TOKEN}` } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
