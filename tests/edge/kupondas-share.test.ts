/**
 * Kupondaş ShareCoupon, black-box: every answer of spec section 8 produced by real data and the ops switches, the
 * frozen snapshot, GetPrivacyLevel and /sharing/{action} for visitor, member, blocked, queued and maintenance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARING } from '@shared/constants/sharing';
import { SHARING_MESSAGES as M } from '@shared/errors/sharing-messages';
import { CONTRACT_API } from '@shared/protocol/contract-api';
import {
  KUPONDAS_SHARE_API as P, PRIVACY_LEVEL, SHARE_CODES, sharingActionPath,
  type PrivacyLevelAnswer, type ShareSnapshot, type SharedCouponsData, type SharingActionAnswer, type SharingStatusData,
} from '@shared/protocol/kupondas-share-api';
import { openBrowser } from './browser';
import { publishResult, waitSettled } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { advanceClock, KUPONDAS_EDGE, newMember, playEarliest, playLive, playPreMatch, share, shareRequest, type Member } from './kupondas-fixtures';

const OPS_TOKEN = 'kupondas-ops-token-0123';
let t: TestEdge;
let ops: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  t = await startTestEdge({ ...KUPONDAS_EDGE, opsToken: OPS_TOKEN });
  ops = await openBrowser(t.url);
});
afterAll(() => t?.close());

const opsPost = (path: string, body: unknown) => ops.post(path, body, { headers: { Authorization: `Bearer ${OPS_TOKEN}` } });
const code = (body: { el: { c: number }[] }): number | undefined => body.el[0]?.c;
const shareRows = async (couponNo: string) =>
  t.db.query<{ privacy: number; status: string; earns: boolean; live: boolean; snapshot: ShareSnapshot; score: number | null }>(
    `SELECT s.privacy_level AS privacy, s.status, s.earns_score AS earns, s.is_live AS live, s.snapshot, s.score
     FROM coupon_shares s JOIN coupons c ON c.id = s.coupon_id WHERE c.coupon_no = $1`,
    [couponNo],
  );
const status = (m: Member, action: 'status' | 'sharedcoupons' = 'status') =>
  m.browser.post<SharingActionAnswer>(sharingActionPath(action), { datatype: 'json', rnd: Date.now() });

describe('ShareCoupon answers', () => {
  let demo: Member;
  beforeAll(async () => {
    demo = await newMember(t);
  });

  it('401 isFault for a visitor and for a memberId that is not the session member; nothing stored', async () => {
    const { played } = await playPreMatch(t, demo);
    const visitor = await openBrowser(t.url);
    const v = await share(t, visitor, shareRequest(demo, played.CouponNo));
    expect(v.status).toBe(401);
    expect(v.body).toMatchObject({ isFault: true, sc: 401, d: false, msg: M.notLoggedIn });
    const other = await share(t, demo.browser, shareRequest(demo, played.CouponNo, { memberId: demo.id + 1 }));
    expect(other.status).toBe(401);
    expect(other.body.isFault).toBe(true);
    expect(await shareRows(played.CouponNo)).toEqual([]);
  });

  it('shares for all members: 200 d true, the coupon frozen as played, the privacy level becomes the default; again 1110', async () => {
    expect((await demo.browser.get<PrivacyLevelAnswer>(P.privacyLevel)).body).toEqual({ Value: 1, isFault: false });
    const { played, picks } = await playPreMatch(t, demo, 3);
    const r = await share(t, demo.browser, shareRequest(demo, played.CouponNo, { privacyLevel: PRIVACY_LEVEL.followersOnly }));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ isFault: false, sc: 200, d: true, el: [], msg: M.sharedFollowersOnly, shareId: expect.any(Number) });
    const [row] = await shareRows(played.CouponNo);
    expect(row).toMatchObject({ privacy: 2, status: 'open', earns: true, live: false, score: null });
    expect(row!.snapshot).toMatchObject({ couponNo: played.CouponNo, amountKurus: played.Amount, totalOdd: played.TotalOdd, maxWinningsKurus: played.MaxWinnings });
    expect(row!.snapshot.rows.map((x) => [x.eventCode, x.marketId, x.outcomeId, x.eventName, x.outcomeName])).toEqual(
      picks.map((p) => [p.event.code, p.market.id, p.outcome.id, p.event.name, p.outcome.name]),
    );
    expect((await demo.browser.get<PrivacyLevelAnswer>(P.privacyLevel)).body).toEqual({ Value: 2, isFault: false });

    const again = await share(t, demo.browser, shareRequest(demo, played.CouponNo));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ sc: 400, d: false, el: [{ c: SHARE_CODES.alreadyShared, m: 'Kupon daha önce paylaşılmıştır.' }] });
    expect(await shareRows(played.CouponNo)).toHaveLength(1);

    const ok = await playPreMatch(t, demo);
    const pub = await share(t, demo.browser, shareRequest(demo, ok.played.CouponNo));
    expect(pub.body.msg).toBe(M.sharedAllMembers);
    expect((await demo.browser.get<PrivacyLevelAnswer>(P.privacyLevel)).body.Value).toBe(1);
  });

  it('1116 for another member\'s coupon, an unknown number and a settled coupon; 1201 for a refunded one', async () => {
    const mehmet = await newMember(t);
    const { played: his } = await playPreMatch(t, mehmet, 1);
    expect(code((await share(t, demo.browser, shareRequest(demo, his.CouponNo))).body)).toBe(SHARE_CODES.notPlayable);
    expect(code((await share(t, demo.browser, shareRequest(demo, '99999999999'))).body)).toBe(SHARE_CODES.notPlayable);

    const lost = await playPreMatch(t, demo, 1);
    await publishResult(t, lost.picks[0]!, 'lost');
    expect(await waitSettled(t.db, lost.played.CouponId)).toBe('lost');
    const l = await share(t, demo.browser, shareRequest(demo, lost.played.CouponNo));
    expect(l.body).toMatchObject({ sc: 400, d: false, el: [{ c: SHARE_CODES.notPlayable, m: M.notPlayable }] });

    const refunded = await playPreMatch(t, demo, 1);
    await publishResult(t, refunded.picks[0]!, 'cancelled');
    expect(await waitSettled(t.db, refunded.played.CouponId)).toBe('refunded');
    const c = await share(t, demo.browser, shareRequest(demo, refunded.played.CouponNo));
    expect(c.body).toMatchObject({ sc: 400, d: false, el: [{ c: SHARE_CODES.cancelled, m: M.cancelled }] });
    expect(await shareRows(refunded.played.CouponNo)).toEqual([]);
  });

  it('1281 (shared, d true, no score) for a pre-match coupon shared after its first event started', async () => {
    const { played, picks } = await playEarliest(t, demo);
    try {
      await advanceClock(t, demo, picks[0]!.event.startsAt + 60_000);
      const r = await share(t, demo.browser, shareRequest(demo, played.CouponNo));
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ sc: 400, d: true, el: [{ c: SHARE_CODES.sharedWithoutScore, m: M.startedBeforeShare }] });
      expect(r.body.shareId).toEqual(expect.any(Number));
    } finally {
      t.clock.reset();
    }
    expect(await shareRows(played.CouponNo)).toMatchObject([{ earns: false, live: false }]);
  });

  it('a live coupon earns within 5 minutes after it was played, and answers 1281 after them', async () => {
    const early = await playLive(demo);
    expect((await share(t, demo.browser, shareRequest(demo, early.played.CouponNo))).status).toBe(200);
    expect(await shareRows(early.played.CouponNo)).toMatchObject([{ earns: true, live: true }]);

    const late = await playLive(demo);
    t.clock.set(Date.now() + SHARING.liveScoreWindowMs + 60_000);
    try {
      const r = await share(t, demo.browser, shareRequest(demo, late.played.CouponNo));
      expect(r.body).toMatchObject({ sc: 400, d: true, el: [{ c: SHARE_CODES.sharedWithoutScore, m: M.liveAfterWindow }] });
    } finally {
      t.clock.reset();
    }
    expect(await shareRows(late.played.CouponNo)).toMatchObject([{ earns: false, live: true }]);
  });

  it('1115 past the rate limit; the status call counts the shares left', async () => {
    const busy = await newMember(t);
    for (let i = 0; i < SHARING.rateMaxShares; i++) {
      const { played } = await playPreMatch(t, busy, 1);
      expect((await share(t, busy.browser, shareRequest(busy, played.CouponNo))).status).toBe(200);
    }
    expect(((await status(busy)).body.Data as SharingStatusData).SharesLeft).toBe(0);
    const { played } = await playPreMatch(t, busy, 1);
    const r = await share(t, busy.browser, shareRequest(busy, played.CouponNo));
    expect(r.body).toMatchObject({ sc: 400, d: false, el: [{ c: SHARE_CODES.rateLimited, m: M.rateLimited }] });
    t.clock.set(Date.now() + SHARING.rateWindowMs + 1000);
    try {
      expect((await share(t, busy.browser, shareRequest(busy, played.CouponNo))).status).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('sc 0 with 1600 for a member who must sign the contract', async () => {
    const b = await openBrowser(t.url);
    await b.login('sozlesme', 'Demo.1234');
    const [m] = await t.db.query<{ id: number }>("SELECT id FROM members WHERE username = 'sozlesme'");
    const r = await b.post<{ sc: number; el: { c: number }[] }>(`${t.edge.config.sharingApiBase}${P.shareCoupon}`, {
      memberId: m!.id, platformId: 1, cbsCouponNo: '1', privacyLevel: 1, shareAll: 1,
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ sc: 0, el: [{ c: SHARE_CODES.contractRequired }] });
  });
});

describe('switches: block (1410), maintenance (1100, standby), the permanently-deleted queue (1112)', () => {
  it('a blocked member gets 1410 and Blocked in the status call until ops unblock', async () => {
    const m = await newMember(t);
    const { played } = await playPreMatch(t, m, 1);
    expect((await opsPost(P.opsMemberBlock, { memberId: m.id, blocked: true })).body).toEqual({ Maintenance: false, MemberId: m.id, Blocked: true });
    expect((await share(t, m.browser, shareRequest(m, played.CouponNo))).body).toMatchObject({ el: [{ c: SHARE_CODES.blocked, m: M.blocked }] });
    expect(((await status(m)).body.Data as SharingStatusData).Blocked).toBe(true);
    await opsPost(P.opsMemberBlock, { memberId: m.id, blocked: false });
    expect((await share(t, m.browser, shareRequest(m, played.CouponNo))).status).toBe(200);
  });

  it('maintenance: 1100, NotEnableSharingPaltform, standby; all back when switched off; ops calls need the token', async () => {
    const m = await newMember(t);
    const { played } = await playPreMatch(t, m, 1);
    expect((await ops.post(P.opsMaintenance, { enabled: true })).status).toBe(401);
    expect((await opsPost(P.opsMaintenance, { enabled: true })).body).toEqual({ Maintenance: true, MemberId: null, Blocked: null });
    try {
      expect((await share(t, m.browser, shareRequest(m, played.CouponNo))).body).toMatchObject({ el: [{ c: SHARE_CODES.maintenance, m: M.maintenance }] });
      expect((await m.browser.get<PrivacyLevelAnswer>(P.privacyLevel)).body).toEqual({ Value: 'NotEnableSharingPaltform', isFault: false });
      expect((await status(m)).body).toEqual({ isFault: false, Result: 'standby', Data: null });
      expect((await ops.get(P.opsState, { Authorization: `Bearer ${OPS_TOKEN}` })).body).toMatchObject({ Maintenance: true });
    } finally {
      await opsPost(P.opsMaintenance, { enabled: false });
    }
    expect((await share(t, m.browser, shareRequest(m, played.CouponNo))).status).toBe(200);
    expect((await status(m)).body.Result).toBe('ok');
  });

  it('a confirmed membership cancellation puts the member into the deleted queue: 1112 and InDeletedPermanentlyQueue', async () => {
    const m = await newMember(t);
    const { played } = await playPreMatch(t, m, 1);
    expect((await opsPost(P.opsConfirmCancellation, { memberId: m.id })).body).toEqual({ Confirmed: false });
    expect((await m.browser.post(CONTRACT_API.cancellationRequest, {})).status).toBe(200);
    expect((await opsPost(P.opsConfirmCancellation, { memberId: m.id })).body).toEqual({ Confirmed: true });
    const [c] = await t.db.query<{ status: string }>('SELECT status FROM membership_cancellations WHERE member_id = $1', [m.id]);
    expect(c?.status).toBe('completed');
    expect((await share(t, m.browser, shareRequest(m, played.CouponNo))).body).toMatchObject({ el: [{ c: SHARE_CODES.deletedQueue }] });
    expect((await status(m)).body).toEqual({ isFault: false, Result: 'InDeletedPermanentlyQueue', Data: null });
  });
});

describe('GetPrivacyLevel and /sharing/{action}', () => {
  it('a visitor: NOTAUTHORIZED and loginrequired with isFault', async () => {
    const v = await openBrowser(t.url);
    expect((await v.get<PrivacyLevelAnswer>(P.privacyLevel)).body).toEqual({ Value: 'NOTAUTHORIZED', isFault: false });
    const r = await v.post<SharingActionAnswer>(sharingActionPath('status'), { datatype: 'json', rnd: '123' });
    expect(r.body).toEqual({ isFault: true, Result: 'loginrequired', Data: null });
  });

  it('a member: the status data and the shared coupons, newest first; an unknown action is refused', async () => {
    const m = await newMember(t);
    const first = await playPreMatch(t, m, 1);
    const second = await playPreMatch(t, m, 1);
    await share(t, m.browser, shareRequest(m, first.played.CouponNo));
    await share(t, m.browser, shareRequest(m, second.played.CouponNo, { privacyLevel: 2 }));
    expect((await status(m)).body).toEqual({
      isFault: false, Result: 'ok', Data: { MemberId: m.id, PrivacyLevel: 2, Blocked: false, SharesLeft: SHARING.rateMaxShares - 2 },
    });
    const list = (await status(m, 'sharedcoupons')).body.Data as SharedCouponsData;
    expect(list.Coupons.map((c) => [c.CouponNo, c.PrivacyLevel])).toEqual([[second.played.CouponNo, 2], [first.played.CouponNo, 1]]);
    expect((await m.browser.post('/sharing/delete', { datatype: 'json' })).status).toBe(400);
  });
});

describe('SHARING_API_BASE', () => {
  it('serves ShareCoupon under the configured prefix, and not at the root then', async () => {
    const other = await startTestEdge({ ...KUPONDAS_EDGE, sharingApiBase: '/paylasim-api' });
    try {
      const m = await newMember(other);
      const { played } = await playPreMatch(other, m, 1);
      expect((await m.browser.post(P.shareCoupon, shareRequest(m, played.CouponNo))).status).toBe(404);
      const r = await share(other, m.browser, shareRequest(m, played.CouponNo));
      expect(r.status).toBe(200);
      expect(r.body.d).toBe(true);
    } finally {
      await other.close();
    }
  });
});
