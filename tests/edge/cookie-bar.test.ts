/** The cookie bar's member call and membership cancellation requests, black-box. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_BAR_SIGN_ID } from '@shared/constants/contract';
import { CANCELLATION_MESSAGES } from '@shared/errors/consent-messages';
import { API, type MemberInfo } from '@shared/protocol/api';
import { CONTRACT_API, type CancellationStatusAnswer } from '@shared/protocol/contract-api';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { memberIdOf } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge();
});
afterAll(() => t?.close());

const loggedIn = async (username: string): Promise<Browser> => {
  const b = await openBrowser(t.url);
  expect((await b.login(username, DEMO_MEMBERS.find((d) => d.username === username)!.password)).IsSuccess).toBe(true);
  return b;
};

describe('POST /CookieBar/SetMemberExtendedInfo', () => {
  it('refuses a visitor (401) and a missing or foreign token (403)', async () => {
    expect((await (await openBrowser(t.url)).post(CONTRACT_API.cookieBar)).status).toBe(401);
    const b = await loggedIn('demo');
    expect((await b.post(CONTRACT_API.cookieBar, {}, { token: null })).status).toBe(403);
    expect((await b.post(CONTRACT_API.cookieBar, {}, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await b.post<MemberInfo>(API.memberInfo)).body.CookieBarSignId).toBe(0);
  });

  it('stores the cookie-bar version the member closed; member info shows it', async () => {
    const b = await loggedIn('demo');
    const r = await b.post(CONTRACT_API.cookieBar);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ IsSuccess: true, CookieBarSignId: COOKIE_BAR_SIGN_ID });
    expect((await b.post<MemberInfo>(API.memberInfo)).body.CookieBarSignId).toBe(COOKIE_BAR_SIGN_ID);
  });
});

describe('membership cancellation', () => {
  const status = async (b: Browser) => (await b.get<CancellationStatusAnswer>(CONTRACT_API.cancellationStatus)).body;
  const cancelling = (b: Browser, memberId: number | string, opts = {}) =>
    b.post<{ Result: boolean }>(`${CONTRACT_API.cancellationCancel}?memberId=${memberId}`, {}, opts);

  it('a visitor has nothing pending and cannot request or withdraw', async () => {
    const v = await openBrowser(t.url);
    expect(await status(v)).toEqual({ Pending: false, RequestedAt: null });
    expect((await v.post(CONTRACT_API.cancellationRequest)).status).toBe(401);
    expect((await cancelling(v, 1)).status).toBe(401);
  });

  it('stores a request once; withdrawing it answers Result true, then false', async () => {
    const b = await loggedIn('mehmet');
    const id = await memberIdOf(t.db, 'mehmet');
    expect((await b.post(CONTRACT_API.cancellationRequest, {}, { token: null })).status).toBe(403);
    expect(await status(b)).toEqual({ Pending: false, RequestedAt: null });
    expect((await b.post(CONTRACT_API.cancellationRequest)).body).toEqual({ Result: true });
    const again = await b.post(CONTRACT_API.cancellationRequest);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ Code: 'ALREADY_REQUESTED', Message: CANCELLATION_MESSAGES.alreadyRequested });
    const pending = await status(b);
    expect(pending.Pending).toBe(true);
    expect(Math.abs(pending.RequestedAt! - t.clock.now())).toBeLessThan(5000);

    expect((await cancelling(b, id, { token: null })).status).toBe(403);
    expect((await cancelling(b, 'abc')).status).toBe(400);
    expect((await b.post(CONTRACT_API.cancellationCancel)).status).toBe(400);
    // Another member's id: not found, and the request stays pending.
    expect((await cancelling(b, id + 1)).status).toBe(404);
    expect((await status(b)).Pending).toBe(true);

    expect((await cancelling(b, id)).body).toEqual({ Result: true });
    expect(await status(b)).toEqual({ Pending: false, RequestedAt: null });
    expect((await cancelling(b, id)).body).toEqual({ Result: false });
    const rows = await t.db.query<{ status: string; resolved: Date | null }>(
      'SELECT status, resolved_at AS resolved FROM membership_cancellations WHERE member_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('withdrawn');
    expect(rows[0]!.resolved).toBeInstanceOf(Date);
  });
});
