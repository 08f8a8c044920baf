/**
 * The member-state gate and the calls that resolve each state: the forced answers for the seeded members, the
 * login answer naming the state, the password change (rules, other sessions ended, rotation) and the profession.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import { API, type LoginAnswer, type MemberInfo } from '@shared/protocol/api';
import { SECURITY_API, type ChangePasswordAnswer, type ProfessionsAnswer } from '@shared/protocol/security-api';
import { PASSWORD_TEXTS } from '@shared/validation/password.schema';
import { STATE_MEMBER_PASSWORD } from '../../edge/storage/seed-account-states';
import { openBrowser, type Browser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge({ loginRateLimitPerMinute: 1000 });
});
afterAll(() => t?.close());

const member = async (username: string, password = STATE_MEMBER_PASSWORD): Promise<{ b: Browser; answer: LoginAnswer }> => {
  const b = await openBrowser(t.url);
  const answer = await b.login(username, password);
  return { b, answer };
};
/** A gated member POST: the server clock (never gated) would not do, so a coupon play stands for "any call". */
const play = (b: Browser) => b.post<Record<string, unknown>>(API.playCoupon, { idempotencyKey: 'forced-1234', misli: 1, acceptOddsChanges: false, selections: [] });

describe('forced answers of the seeded members', () => {
  it('sifre: PasswordChangeRequired on member POSTs; login names the security page', async () => {
    const { b, answer } = await member('sifre');
    expect(answer).toMatchObject({ IsSuccess: true, ForcedState: 'passwordChange', RedirectUrl: '/Security/Security' });
    const r = await play(b);
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ IsSuccess: false, Code: 'PASSWORD_CHANGE_REQUIRED', PasswordChangeRequired: true, Message: MESSAGES.passwordChangeRequired });
  });

  it('meslek: 416 PROFESSION_REQUIRED; login names the profession page', async () => {
    const { b, answer } = await member('meslek');
    expect(answer).toMatchObject({ IsSuccess: true, ForcedState: 'profession', RedirectUrl: '/meslek-bilginiz' });
    const r = await play(b);
    expect(r.status).toBe(416);
    expect(r.body).toMatchObject({ Code: 'PROFESSION_REQUIRED', Message: MESSAGES.selectProfession });
  });

  it('sozlesme: sc 0 with el code 1600; login names the contract page', async () => {
    const { b, answer } = await member('sozlesme');
    expect(answer).toMatchObject({ IsSuccess: true, ForcedState: 'contract', RedirectUrl: '/Contract/Index' });
    const r = await play(b);
    expect(r.body).toMatchObject({ sc: 0, el: [{ c: 1600 }], Message: MESSAGES.contractUpdateRequired });
  });

  it('kvk: KvkRequired with its Description, also in the login answer', async () => {
    const { b, answer } = await member('kvk');
    expect(answer).toMatchObject({ IsSuccess: true, ForcedState: 'kvk', KvkRequired: true, Description: ACCOUNT_MESSAGES.kvkRequired });
    expect(answer.RedirectUrl).toBeUndefined();
    const r = await play(b);
    expect(r.body).toMatchObject({ KvkRequired: true, Description: ACCOUNT_MESSAGES.kvkRequired });
  });

  it('leaves members in no state alone, and keeps member info, logout, the clock and the keep-alive working', async () => {
    const { b: demo, answer } = await member('demo', 'Demo.1234');
    expect(answer.ForcedState).toBeUndefined();
    expect((await play(demo)).body).toMatchObject({ Code: 'EMPTY' });
    const { b } = await member('sifre');
    expect(((await b.post<MemberInfo>(API.memberInfo)).body).IsPasswordChanged).toBe(false);
    expect((await b.post(API.serverEpoch)).status).toBe(200);
    expect(await (await b.fetch(`${API.persistMe}?action=persistme&rnd=1`)).text()).toBe('ok');
    expect((await b.get<ProfessionsAnswer>(SECURITY_API.professions)).status).toBe(200);
    expect((await b.post(API.logout)).status).toBe(200);
  });
});

describe('password change', () => {
  const change = (b: Browser, currentPassword: string, newPassword: string, newPasswordAgain = newPassword) =>
    b.post<ChangePasswordAnswer>(SECURITY_API.changePassword, { currentPassword, newPassword, newPasswordAgain });

  it('refuses a visitor, weak passwords with the Turkish rule, and a wrong current password', async () => {
    const visitor = await openBrowser(t.url);
    expect((await change(visitor, 'a', 'b')).status).toBe(401);
    const { b } = await member('sifre');
    const cases: [string, string][] = [
      ['Kisa1', PASSWORD_TEXTS.tooShort],
      ['yalnizcaharf', PASSWORD_TEXTS.needsDigit],
      ['1234567890', PASSWORD_TEXTS.needsLetter],
      ['xSIFREx123', PASSWORD_TEXTS.containsUsername],
      [STATE_MEMBER_PASSWORD, PASSWORD_TEXTS.sameAsCurrent],
      [`a1${'x'.repeat(63)}`, PASSWORD_TEXTS.tooLong],
    ];
    for (const [pw, message] of cases) {
      const r = await change(b, STATE_MEMBER_PASSWORD, pw);
      expect(r.status, pw).toBe(400);
      expect(r.body, pw).toMatchObject({ IsSuccess: false, Message: message });
    }
    expect((await change(b, STATE_MEMBER_PASSWORD, 'Yeni.Parola1', 'Yeni.Parola2')).body).toMatchObject({ Message: PASSWORD_TEXTS.mismatch });
    expect((await change(b, 'Yanlis.1234', 'Yeni.Parola1')).body).toMatchObject({ IsSuccess: false, Message: ACCOUNT_MESSAGES.wrongCurrentPassword });
  });

  it('changes it: other sessions end, this one rotates, the state clears, the new password logs in', async () => {
    const other = (await member('sifre')).b;
    const { b } = await member('sifre');
    const oldCookie = b.sessionCookie;
    const r = await change(b, STATE_MEMBER_PASSWORD, 'Yepyeni.2024');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ IsSuccess: true, Message: ACCOUNT_MESSAGES.passwordChanged });
    expect(b.sessionCookie).not.toBe(oldCookie);
    b.token = (r.body as { Token: string }).Token;
    expect((await b.post<MemberInfo>(API.memberInfo)).body).toMatchObject({ IsLogin: true, IsPasswordChanged: true });
    expect((await play(b)).body).toMatchObject({ Code: 'EMPTY' });
    // The other browser's session is gone.
    expect((await other.post(API.memberInfo)).status).toBe(403);
    expect(await (await other.fetch(`${API.persistMe}?action=persistme&rnd=2`)).text()).toBe('expired');
    expect((await member('sifre')).answer.IsSuccess).toBe(false);
    expect((await member('sifre', 'Yepyeni.2024')).answer).toMatchObject({ IsSuccess: true });
    expect((await member('sifre', 'Yepyeni.2024')).answer.ForcedState).toBeUndefined();
  });
});

describe('profession', () => {
  it('lists Turkish professions from the table and saving one clears the state', async () => {
    const { b } = await member('meslek');
    const list = (await b.get<ProfessionsAnswer>(SECURITY_API.professions)).body;
    expect(list.Professions.length).toBeGreaterThan(10);
    expect(list.Professions.map((p) => p.Name)).toContain('Öğretmen');
    expect(list.SelectedId).toBeNull();
    const bad = await b.post(SECURITY_API.saveProfession, { professionId: 4242 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ Message: ACCOUNT_MESSAGES.unknownProfession });
    expect((await b.post(SECURITY_API.saveProfession, { professionId: '5' })).status).toBe(400);
    const teacher = list.Professions.find((p) => p.Name === 'Öğretmen')!;
    expect((await b.post(SECURITY_API.saveProfession, { professionId: teacher.Id })).body).toEqual({ IsSuccess: true });
    expect((await b.get<ProfessionsAnswer>(SECURITY_API.professions)).body.SelectedId).toBe(teacher.Id);
    expect((await play(b)).body).toMatchObject({ Code: 'EMPTY' });
  });

  it('refuses a visitor', async () => {
    const visitor = await openBrowser(t.url);
    expect((await visitor.post(SECURITY_API.saveProfession, { professionId: 1 })).status).toBe(401);
  });
});
