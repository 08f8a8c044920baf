/**
 * Visitors cost no stored session (once, one client made 2,267 session rows a second by loading pages without
 * cookies). A page gives a visitor a signed anti-forgery token bound to its visitor cookie; a stored session
 * begins only at login; the signing key is SESSION_SECRET or one generated secret kept in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, VISITOR_COOKIE, type LoginAnswer, type MemberInfoAnswer } from '@shared/protocol/api';
import { CAPTCHA_API } from '@shared/protocol/captcha-api';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { edgeSecretsRepo } from '../../edge/storage/edge-secrets.repo';
import { Browser, openBrowser } from './browser';
import { sessionCount } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge();
});
afterAll(() => t?.close());

const demo = DEMO_MEMBERS[0]!;
const rows = async () => Number(await sessionCount(t.db));
/** The same browser (cookies, token) after a restart moved the edge to a new port. */
const reopened = (b: Browser): Browser => {
  const n = new Browser(t.url);
  for (const [k, v] of b.cookies) n.cookies.set(k, v);
  n.token = b.token;
  return n;
};
const memberRows = async () =>
  Number((await t.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM sessions WHERE member_id IS NOT NULL'))[0]?.n ?? 0);

describe('cookieless page loads', () => {
  it('write no session row for 500 loads, and every page carries a working token of its own', async () => {
    const before = await rows();
    const visitors: Browser[] = [];
    for (let i = 0; i < 500; i++) {
      const b = new Browser(t.url);
      const res = await b.open(i % 2 === 0 ? '/' : '/iddaa/futbol/uzun-vadeli');
      expect(res.status).toBe(200);
      visitors.push(b);
    }
    expect(await rows()).toBe(before);
    expect(new Set(visitors.map((b) => b.token)).size).toBe(500);
    expect(new Set(visitors.map((b) => b.cookies.get(VISITOR_COOKIE))).size).toBe(500);
    for (const [i, b] of visitors.entries()) {
      const other = visitors[(i + 1) % visitors.length]!;
      expect((await b.post(API.serverEpoch)).status, `own token ${i}`).toBe(200);
      expect((await b.post(API.serverEpoch, {}, { token: other.token })).status, `other visitor's token ${i}`).toBe(403);
    }
    expect(await rows()).toBe(before);
  });

  it("serves a visitor's captcha keyed by its visitor cookie, still with no session row", async () => {
    const before = await rows();
    const b = await openBrowser(t.url, '/Site/LoginPage');
    const image = await b.post<{ ValueHash: string }>(CAPTCHA_API.image);
    expect(image.status).toBe(200);
    expect(image.body.ValueHash).toBeTruthy();
    expect((await b.post(CAPTCHA_API.image, {}, { token: (await openBrowser(t.url)).token })).status).toBe(403);
    expect(await rows()).toBe(before);
  });

  it('refuses a visitor cookie whose signature was altered, even with its own token', async () => {
    const b = await openBrowser(t.url);
    const cookie = b.cookies.get(VISITOR_COOKIE)!;
    b.cookies.set(VISITOR_COOKIE, `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`);
    expect((await b.post(API.serverEpoch)).status).toBe(403);
  });
});

describe('login and logout', () => {
  it('login stores exactly one session and retires the visitor token; logout ends it and leaves a new visitor', async () => {
    const b = await openBrowser(t.url);
    const visitor = { cookie: b.cookies.get(VISITOR_COOKIE)!, token: b.token };
    const members = await memberRows();
    const all = await rows();
    const { body } = await b.post<LoginAnswer>(API.login, { username: 'demo', password: demo.password });
    expect(body.IsSuccess).toBe(true);
    expect(await memberRows()).toBe(members + 1);
    expect(await rows()).toBe(all + 1);
    expect(b.sessionCookie).toBeDefined();
    expect(b.cookies.has(VISITOR_COOKIE)).toBe(false);
    expect(body.Token).not.toBe(visitor.token);
    b.token = body.Token!;
    expect((await b.post<MemberInfoAnswer>(API.memberInfo)).body.IsLogin).toBe(true);
    // A live session accepts only its own token, even next to the (kept) pre-login visitor cookie.
    b.cookies.set(VISITOR_COOKIE, visitor.cookie);
    expect((await b.post(API.memberInfo, {}, { token: visitor.token })).status).toBe(403);
    b.cookies.delete(VISITOR_COOKIE);

    const memberToken = b.token;
    const out = await b.post<{ IsSuccess: boolean; Token: string }>(API.logout);
    expect(out.body.IsSuccess).toBe(true);
    expect(await rows()).toBe(all);
    expect(b.sessionCookie).toBeUndefined();
    expect(b.cookies.get(VISITOR_COOKIE)).toBeDefined();
    expect(b.cookies.get(VISITOR_COOKIE)).not.toBe(visitor.cookie);
    expect((await b.post(API.memberInfo, {}, { token: memberToken })).status).toBe(403);
    b.token = out.body.Token;
    expect((await b.post<MemberInfoAnswer>(API.memberInfo)).body).toEqual({ IsLogin: false });

    expect((await b.login('demo', demo.password)).IsSuccess).toBe(true);
    expect(await rows()).toBe(all + 1);
  });
});

describe('the signing secret', () => {
  it('is generated once and kept: edges racing for it agree, and a restart keeps visitor tokens valid', async () => {
    const [a, b] = await Promise.all([
      edgeSecretsRepo.ensure(t.db, 'test-race', 'first', new Date()),
      edgeSecretsRepo.ensure(t.db, 'test-race', 'second', new Date()),
    ]);
    expect(a).toBe(b);
    const v = await openBrowser(t.url);
    await t.restart();
    expect((await reopened(v).post(API.serverEpoch)).status).toBe(200);
  });

  it('is SESSION_SECRET when set: changing it voids visitor tokens, and the client renews its token', async () => {
    const secret = (c: string) => c.repeat(40);
    await t.restart({ sessionSecret: secret('s') });
    let v = await openBrowser(t.url);
    const kept = { cookie: v.cookies.get(VISITOR_COOKIE)!, token: v.token };
    expect((await v.post(API.serverEpoch)).status).toBe(200);
    await t.restart({ sessionSecret: secret('r') });
    v = reopened(v);
    expect((await v.post(API.serverEpoch)).status).toBe(403);
    // What the client does on that 403: fetch a token (a new visitor here) and post again.
    v.token = (await v.get<{ Token: string }>(API.antiForgeryToken)).body.Token;
    expect(v.cookies.get(VISITOR_COOKIE)).not.toBe(kept.cookie);
    expect((await v.post(API.serverEpoch)).status).toBe(200);
    await t.restart({ sessionSecret: secret('s') });
    v = reopened(v);
    v.cookies.set(VISITOR_COOKIE, kept.cookie);
    expect((await v.post(API.serverEpoch, {}, { token: kept.token })).status).toBe(200);
    await t.restart({ sessionSecret: null });
  });
});
