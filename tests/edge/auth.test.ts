import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CODES, PASSWORD_RESET_PATH, loginMessage } from '@shared/errors/login-messages';
import { API, VISITOR_COOKIE, type LoginAnswer, type MemberInfo, type MemberInfoAnswer } from '@shared/protocol/api';
import { LOGIN_TEXTS } from '@shared/validation/login.schema';
import { isValidTcKimlik } from '@shared/validation/tc-kimlik';
import { DEMO_MEMBERS, demoCitizenId } from '../../edge/storage/seed';
import { Browser, openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { CONTRACT_NOTICE_FLAG_ID } from '@shared/constants/business';

let t: TestEdge;
beforeAll(async () => {
  // This file logs in more than the default 20 times a minute from one IP; the limit has its own test.
  t = await startTestEdge({ loginRateLimitPerMinute: 200 });
});
afterAll(() => t?.close());

const demo = DEMO_MEMBERS[0]!;
const wrongAnswer = (): LoginAnswer => ({
  IsSuccess: false,
  Code: LOGIN_CODES.wrongCredentials,
  Message: loginMessage(LOGIN_CODES.wrongCredentials, t.edge.config.customerServicePhone),
  ResetLink: PASSWORD_RESET_PATH,
});

const memberInfo = async (b: Browser) => (await b.post<MemberInfoAnswer>(API.memberInfo)).body;

describe('login', () => {
  it('logs in by member number, citizen ID and username (any case), rotating the session each time', async () => {
    const citizen = demoCitizenId(demo);
    expect(isValidTcKimlik(citizen)).toBe(true);
    for (const id of [String(demo.memberNo), citizen, 'demo', 'DeMo', ' demo ']) {
      const b = await openBrowser(t.url);
      const before = { cookie: b.sessionCookie, token: b.token };
      const { status, body } = await b.post<LoginAnswer>(API.login, { username: id, password: demo.password });
      expect(status, id).toBe(200);
      expect(body.IsSuccess, id).toBe(true);
      expect(body.Code).toBe(LOGIN_CODES.ok);
      expect(body.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.Token).not.toBe(before.token);
      expect(b.sessionCookie).toBeDefined();
      expect(b.sessionCookie).not.toBe(before.cookie);
      b.token = body.Token!;
      const info = await memberInfo(b);
      expect(info.IsLogin, id).toBe(true);
    }
  });

  it('refuses an e-mail address with code 502 and its message', async () => {
    const b = await openBrowser(t.url);
    const { status, body } = await b.post<LoginAnswer>(API.login, { username: demo.email, password: demo.password });
    expect(status).toBe(200);
    expect(body).toEqual({
      IsSuccess: false,
      Code: LOGIN_CODES.emailLoginUnsupported,
      Message: loginMessage(LOGIN_CODES.emailLoginUnsupported, t.edge.config.customerServicePhone),
    });
  });

  it('answers a wrong password, an unknown user and an invalid citizen ID identically (102, reset link)', async () => {
    const b = await openBrowser(t.url);
    const cookie = b.sessionCookie;
    const cases = [
      { username: 'demo', password: 'Yanlis.1234' },
      { username: 'kimseyok', password: 'Demo.1234' },
      { username: '99999999', password: 'Demo.1234' },
      { username: '12345678901', password: 'Demo.1234' },
    ];
    for (const c of cases) {
      const { status, body } = await b.post<LoginAnswer>(API.login, c);
      expect(status, c.username).toBe(200);
      expect(body, c.username).toEqual(wrongAnswer());
    }
    // A refused login leaves the session as it was.
    expect(b.sessionCookie).toBe(cookie);
    expect((await memberInfo(b)).IsLogin).toBe(false);
  });

  it('spends the same scrypt work on an unknown user as on a wrong password (no timing oracle)', async () => {
    const b = await openBrowser(t.url);
    const time = async (username: string) => {
      const at = performance.now();
      await b.post(API.login, { username, password: 'Yanlis.1234' });
      return performance.now() - at;
    };
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[1]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time('demo'));
      unknown.push(await time(`yok${i}`));
    }
    // Without the dummy hash an unknown user answers in a millisecond or two; with it, like a known one.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(known)).toBeGreaterThan(median(unknown) * 0.5);
  });

  it('answers missing fields with the shared schema texts and wrong types with 400', async () => {
    const b = await openBrowser(t.url);
    const missingUser = await b.post<{ Code: string; Message: string }>(API.login, { password: 'x' });
    expect(missingUser.status).toBe(400);
    expect(missingUser.body.Message).toBe(LOGIN_TEXTS.usernameRequired);
    const missingPassword = await b.post<{ Message: string }>(API.login, { username: 'demo', password: '' });
    expect(missingPassword.status).toBe(400);
    expect(missingPassword.body.Message).toBe(LOGIN_TEXTS.passwordRequired);
    for (const bad of [{ username: 123, password: 'x' }, { username: 'demo', password: 'x', extra: true }, []]) {
      const r = await b.post<{ Code: string }>(API.login, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.Code).toBe('BAD_REQUEST');
    }
  });

  it('keeps the pre-login cookie and token a stranger to the member after login', async () => {
    const b = await openBrowser(t.url);
    const stale = new Browser(t.url);
    for (const [k, v] of b.cookies) stale.cookies.set(k, v);
    stale.token = b.token;
    expect((await b.login('demo', demo.password)).IsSuccess).toBe(true);
    // The pre-login visitor was never a stored session, so nothing of it becomes the member's: a copy of it is a
    // visitor (not logged in), and the member's session refuses its token. The browser itself dropped it.
    expect(b.cookies.has(VISITOR_COOKIE)).toBe(false);
    expect((await stale.post<MemberInfoAnswer>(API.memberInfo)).body).toEqual({ IsLogin: false });
    expect((await b.post(API.memberInfo, {}, { token: stale.token })).status).toBe(403);
    stale.cookies.set(...([...b.cookies][0] as [string, string]));
    expect((await stale.post(API.memberInfo)).status).toBe(403);
  });
});

describe('logout and member info', () => {
  it('answers IsLogin false for a visitor', async () => {
    const b = await openBrowser(t.url);
    const { status, body } = await b.post<MemberInfoAnswer>(API.memberInfo);
    expect(status).toBe(200);
    expect(body).toEqual({ IsLogin: false });
  });

  it('answers every member info field from the member row', async () => {
    const b = await openBrowser(t.url);
    await b.login(String(demo.memberNo), demo.password);
    const info = (await memberInfo(b)) as MemberInfo;
    expect(info).toMatchObject({
      IsLogin: true,
      Name: demo.name,
      Surname: demo.surname,
      NickName: demo.username,
      Balance: demo.balanceKurus,
      Money: demo.balanceKurus,
      IddaaCouponCount: 0,
      IddaaContinuedCouponCount: 0,
      StotoCouponCount: 0,
      TjkCouponCount: 0,
      MpiCouponCount: 0,
      WaitingMessages: 0,
      // Demo signed contract 1 while 3 is current: the contract notice shows, as flag 5 (spec section 9).
      NoticeId: CONTRACT_NOTICE_FLAG_ID,
      NoticeIdEnc: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      ShowingNotice: true,
      IsSharingMember: true,
      SignedContractId: 1,
      ContractList: [1, 2],
      Avatar: { AvatarMediaId: null, Status: null },
      KvkAllowed: true,
      IsPasswordChanged: true,
      Ie: false,
      LoginType: 1,
    });
    // 1 and 3: Üyelik Sözleşmesi v1 and v2; 2: the personal-data text (contract-texts.data.ts).
    expect(info.Contracts.map((c) => c.Id)).toEqual([1, 2, 3]);
    expect(info.Contracts[0]?.Title).toBe('Üyelik Sözleşmesi');
    expect(typeof info.Id).toBe('number');
    expect(info.EncryptedId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(info.EncryptedId).not.toBe(String(info.Id));
    expect(info.HMID).toMatch(/^[0-9a-f]{32}$/);
    const fields: (keyof MemberInfo)[] = [
      'Id', 'EncryptedId', 'Name', 'NickName', 'Surname', 'Point', 'Money', 'Balance', 'IddaaCouponCount',
      'IddaaContinuedCouponCount', 'StotoCouponCount', 'TjkCouponCount', 'MpiCouponCount', 'WaitingMessages', 'NoticeId',
      'NoticeIdEnc', 'HMID', 'OpenCouponType', 'HasMultipleCouponRight', 'IsWinnersClubMember', 'IsNickNameChanged',
      'IsSharingMember', 'SignedContractId', 'IsPasswordChanged', 'Avatar', 'ContractList', 'Contracts', 'CookieBarSignId',
      'KvkAllowed', 'AllowContact', 'Ie', 'EmailVerified', 'MobilePhoneVerified', 'LoginType', 'GroupCode', 'TrackingCode',
      'ShowingNotice', 'RedirectOnLogin',
    ];
    for (const f of fields) expect(info, f).toHaveProperty(f);
  });

  it('tells the login type and Internet Explorer from the request', async () => {
    const b = await openBrowser(t.url);
    await b.login('DEMO', demo.password);
    const ie = await b.post<MemberInfo>(API.memberInfo, {}, { headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko' } });
    expect(ie.body.LoginType).toBe(3);
    expect(ie.body.Ie).toBe(true);
  });

  it('logs out: the session ends and the browser is a visitor with a new token; the old token is refused', async () => {
    const b = await openBrowser(t.url);
    await b.login('ayse', DEMO_MEMBERS[1]!.password);
    const memberCookie = b.sessionCookie;
    const memberToken = b.token;
    const { status, body } = await b.post<{ IsSuccess: boolean; Token: string }>(API.logout);
    expect(status).toBe(200);
    expect(body.IsSuccess).toBe(true);
    expect(body.Token).not.toBe(memberToken);
    expect(b.sessionCookie).not.toBe(memberCookie);
    expect((await b.post(API.memberInfo, {}, { token: memberToken })).status).toBe(403);
    b.token = body.Token;
    expect((await b.post<MemberInfoAnswer>(API.memberInfo)).body).toEqual({ IsLogin: false });
  });
});
