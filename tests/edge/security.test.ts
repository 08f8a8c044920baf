import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ERRORS } from '@shared/errors/catalogue';
import { API, type LoginAnswer, type MemberInfoAnswer } from '@shared/protocol/api';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { Browser, openBrowser } from './browser';
import { moneyState, sessionCount } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicks, playRequest } from './program-picks';

const LOGIN_LIMIT = 6;
let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge({ loginRateLimitPerMinute: LOGIN_LIMIT });
});
afterAll(() => t?.close());

const forbidden = { IsSuccess: false, Code: 'FORBIDDEN', Message: REQUEST_ERRORS.FORBIDDEN };
const demo = DEMO_MEMBERS[0]!;

describe('anti-forgery: every POST needs its own session token and our origin', () => {
  it('refuses POSTs without a token, with another session token, cross-origin or cross-site; nothing changes', async () => {
    const member = await openBrowser(t.url);
    expect((await member.login('demo', demo.password)).IsSuccess).toBe(true);
    const other = await openBrowser(t.url);
    const picks = await loadPicks(member, 3, t.clock.now());
    const before = await moneyState(t.db, 'demo');
    const sessionsBefore = await sessionCount(t.db);
    const cookieBefore = member.sessionCookie;

    const attempts: [string, Parameters<Browser['post']>[2]][] = [
      ['no token', { token: null }],
      ['empty token', { token: '' }],
      ['another session token', { token: other.token }],
      ['a made-up token', { token: 'A'.repeat(43) }],
      ['foreign origin', { origin: 'https://kotu-site.example' }],
      ['null origin', { origin: 'null' }],
      ['cross-site fetch', { headers: { 'Sec-Fetch-Site': 'cross-site' } }],
    ];
    for (const [label, opts] of attempts) {
      for (const [path, body] of [
        [API.playCoupon, playRequest(picks, 50)],
        [API.login, { username: 'ayse', password: DEMO_MEMBERS[1]!.password }],
        [API.logout, {}],
        [API.memberInfo, {}],
        [API.serverEpoch, {}],
      ] as const) {
        const r = await member.post(path, body, opts);
        expect(r.status, `${label} ${path}`).toBe(403);
        expect(r.body, `${label} ${path}`).toEqual(forbidden);
      }
    }
    expect(await moneyState(t.db, 'demo')).toEqual(before);
    expect(await sessionCount(t.db)).toBe(sessionsBefore);
    expect(member.sessionCookie).toBe(cookieBefore);
    // Still logged in as demo, with the right token and our own origin.
    const info = await member.post<MemberInfoAnswer>(API.memberInfo, {}, { origin: t.url });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ IsLogin: true, Balance: before.balance });
  });

  it('refuses a POST with no session cookie at all', async () => {
    const b = new Browser(t.url);
    b.token = (await openBrowser(t.url)).token;
    const r = await b.post(API.serverEpoch);
    expect(r.status).toBe(403);
  });
});

describe('malformed input', () => {
  it('answers malformed JSON 400, an oversized body 413 and wrong types 400, in Turkish, without stacks', async () => {
    const b = await openBrowser(t.url);
    const bad = await b.post(API.betDetailUrl, undefined, { raw: '{"Code": 1,' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ IsSuccess: false, Code: 'MALFORMED_JSON', Message: REQUEST_ERRORS.MALFORMED_JSON });

    const big = await b.post(API.login, undefined, { raw: JSON.stringify({ username: 'x'.repeat(70_000), password: 'y' }) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ IsSuccess: false, Code: 'PAYLOAD_TOO_LARGE', Message: REQUEST_ERRORS.PAYLOAD_TOO_LARGE });

    const types = await b.post(API.betDetailUrl, { MatchDate: '', CbsProviderId: '1', Code: 'abc', SportId: 1, Bid: 0, NevId: 1 });
    expect(types.status).toBe(400);
    expect(types.body).toEqual({ IsSuccess: false, Code: 'BAD_REQUEST', Message: REQUEST_ERRORS.BAD_REQUEST });

    const poisoned = await b.post(API.login, undefined, { raw: '{"username":"demo","password":"x","__proto__":{"admin":true}}' });
    expect(poisoned.status).toBe(400);

    const form = await b.post(API.login, undefined, { raw: 'username=demo&password=x', contentType: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    for (const r of [bad, big, types, poisoned, form]) expect(JSON.stringify(r.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('validates query strings', async () => {
    const b = await openBrowser(t.url);
    for (const path of [`${API.sportProgram}`, `${API.sportProgram}?sportId=bir`, `${API.eventDetail}?code=-5`, `${API.eventDetail}?code=1e5`]) {
      const r = await b.get<{ Code: string }>(path);
      expect(r.status, path).toBe(400);
      expect(r.body.Code, path).toBe('BAD_REQUEST');
    }
  });
});

describe('login rate limit', () => {
  it(`answers 429 with the Turkish text after ${LOGIN_LIMIT} attempts a minute from one IP`, async () => {
    const b = await openBrowser(t.url);
    const statuses: number[] = [];
    let last: { status: number; body: unknown } | null = null;
    for (let i = 0; i < LOGIN_LIMIT + 1; i++) {
      last = await b.post<LoginAnswer>(API.login, { username: `yok${i}`, password: 'Yanlis.1234' });
      statuses.push(last.status);
    }
    // Earlier tests in this file used some of the minute's budget: once refused, every later attempt is too.
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThanOrEqual(0);
    expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
    expect(statuses.slice(0, first429).every((s) => s === 200)).toBe(true);
    expect(last?.body).toEqual({ IsSuccess: false, Code: 'RATE_LIMITED', Message: REQUEST_ERRORS.RATE_LIMITED });
  });
});
