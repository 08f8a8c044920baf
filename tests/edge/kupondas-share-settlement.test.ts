/**
 * Kupondaş shares after the share: 100 parallel shares of one coupon give one share; settlement writes the share's
 * status and score with the coupon, once; the sharing room carries public shares and their results only; the
 * top-ten mail goes through the outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARING_MESSAGES as M } from '@shared/errors/sharing-messages';
import { MY_COUPONS_MESSAGES } from '@shared/errors/my-coupons-messages';
import { couponPagePath } from '@shared/constants/routes';
import {
  KUPONDAS_ROOM, KUPONDAS_SHARE_API as P, PRIVACY_LEVEL, SHARE_CODES, type ShareSnapshot, type SendMailTopTenAnswer,
} from '@shared/protocol/kupondas-share-api';
import { MT } from '@shared/protocol/realtime';
import { settledScore } from '@shared/rules/sharing-score';
import { createSettlementService } from '../../edge/domain/settlement.service';
import { settleShareInTx } from '../../edge/domain/sharing-settlement';
import { openBrowser } from './browser';
import { publishResult, waitSettled } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { advanceClock, KUPONDAS_EDGE, newMember, playAndShare, playEarliest, playPreMatch, share, shareRequest, type Member } from './kupondas-fixtures';
import { connectWs, roomFrames, type TestSocket } from './ws-client';

let t: TestEdge;
let ayse: Member;
let mehmet: Member;
beforeAll(async () => {
  t = await startTestEdge(KUPONDAS_EDGE);
  ayse = await newMember(t);
  mehmet = await newMember(t);
});
afterAll(() => t?.close());

type ShareRow = { status: string; score: number | null; settledAt: Date | null; snapshot: ShareSnapshot };
const shareRow = async (shareId: number): Promise<ShareRow | undefined> =>
  (await t.db.query<ShareRow>('SELECT status, score, settled_at AS "settledAt", snapshot FROM coupon_shares WHERE id = $1', [shareId]))[0];

describe('concurrency', () => {
  it('100 parallel shares of one coupon give one share; the others answer 1110', async () => {
    const { played } = await playPreMatch(t, ayse, 1);
    const answers = await Promise.all(Array.from({ length: 100 }, () => share(t, ayse.browser, shareRequest(ayse, played.CouponNo))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const losers = answers.filter((a) => a.status !== 200);
    expect(losers).toHaveLength(99);
    for (const l of losers) expect(l.body.el[0]?.c).toBe(SHARE_CODES.alreadyShared);
    const rows = await t.db.query('SELECT s.id FROM coupon_shares s JOIN coupons c ON c.id = s.coupon_id WHERE c.coupon_no = $1', [played.CouponNo]);
    expect(rows).toHaveLength(1);
  });
});

describe('settlement of a shared coupon', () => {
  it('writes won and its score with the coupon, keeps the snapshot, and never scores twice', async () => {
    const { shareId, played, picks } = await playAndShare(t, ayse);
    const before = await shareRow(shareId);
    for (const p of picks) await publishResult(t, p, 'won');
    expect(await waitSettled(t.db, played.CouponId)).toBe('won');
    const after = await shareRow(shareId);
    expect(after).toMatchObject({ status: 'won', score: settledScore('won', played.TotalOdd), settledAt: expect.any(Date) });
    expect(after!.snapshot).toEqual(before!.snapshot);
    // A re-run (another node, a restart) finds nothing to do, and the share step alone writes nothing twice.
    const again = createSettlementService({ db: t.db, now: t.clock.now });
    expect(await again.settleOne(played.CouponId)).toBeNull();
    expect(await t.db.transaction((tx) => settleShareInTx(tx, played.CouponId, 'lost', new Date()))).toBeNull();
    expect(await shareRow(shareId)).toEqual(after);
  });

  it('lost scores minus the stake, refunded 0, and a share that earns nothing gets its status with score null', async () => {
    const lost = await playAndShare(t, ayse);
    await publishResult(t, lost.picks[0]!, 'lost');
    expect(await waitSettled(t.db, lost.played.CouponId)).toBe('lost');
    expect(await shareRow(lost.shareId)).toMatchObject({ status: 'lost', score: settledScore('lost', lost.played.TotalOdd) });

    const refunded = await playAndShare(t, ayse);
    for (const p of refunded.picks) await publishResult(t, p, 'cancelled');
    expect(await waitSettled(t.db, refunded.played.CouponId)).toBe('refunded');
    expect(await shareRow(refunded.shareId)).toMatchObject({ status: 'refunded', score: 0 });

    const late = await playEarliest(t, ayse);
    let shareId: number | null;
    try {
      await advanceClock(t, ayse, late.picks[0]!.event.startsAt + 60_000);
      shareId = (await share(t, ayse.browser, shareRequest(ayse, late.played.CouponNo))).body.shareId;
    } finally {
      t.clock.reset();
    }
    if (shareId === null) return expect.unreachable('the late share was not stored');
    await publishResult(t, late.picks[0]!, 'won');
    expect(await waitSettled(t.db, late.played.CouponId)).toBe('won');
    expect(await shareRow(shareId)).toMatchObject({ status: 'won', score: null, settledAt: expect.any(Date) });
  });
});

describe('the sharing room', () => {
  let s: TestSocket;
  beforeAll(async () => {
    s = await connectWs(t.edge.wsPort);
    s.send({ event: 'joinroom', data: KUPONDAS_ROOM });
    await s.next((f) => f.event === 'version' && f.room === KUPONDAS_ROOM);
  });
  afterAll(() => s?.close());

  it('carries a public share and its result; never a followers-only share or its result', async () => {
    const hidden = await playAndShare(t, mehmet, PRIVACY_LEVEL.followersOnly);
    const open = await playAndShare(t, mehmet, PRIVACY_LEVEL.allMembers);
    const fresh = await s.next((f) => f.MT === MT.shareNew && (f.M as { shareId: number }).shareId === open.shareId);
    expect(fresh.M).toEqual({ shareId: open.shareId, couponNo: open.played.CouponNo, nickname: mehmet.nickname, sharedAt: expect.any(Number), totalOdd: open.played.TotalOdd });

    await publishResult(t, hidden.picks[0]!, 'lost');
    expect(await waitSettled(t.db, hidden.played.CouponId)).toBe('lost');
    await publishResult(t, open.picks[0]!, 'lost');
    expect(await waitSettled(t.db, open.played.CouponId)).toBe('lost');
    const result = await s.next((f) => f.MT === MT.shareSettled && (f.M as { shareId: number }).shareId === open.shareId);
    expect(result.M).toEqual({ shareId: open.shareId, couponNo: open.played.CouponNo, status: 'lost', score: -10, settledAt: expect.any(Number) });
    const text = JSON.stringify(roomFrames(s, KUPONDAS_ROOM));
    expect(text).not.toContain(hidden.played.CouponNo);
    expect(text).not.toContain(`"shareId":${hidden.shareId},`);
  });
});

describe('POST /Bet/SendMailTopTen', () => {
  const mailRows = async (to: string) =>
    t.db.query<{ subject: string; body: string }>("SELECT subject, body FROM outbox WHERE purpose = 'top_ten_mail' AND \"to\" = $1 ORDER BY id", [to]);
  const emailOf = async (m: Member): Promise<string> =>
    (await t.db.query<{ email: string }>('SELECT email FROM members WHERE id = $1', [m.id]))[0]!.email;

  it('mails a public share to the member through the outbox, built from the stored share and our own link', async () => {
    const { played } = await playAndShare(t, ayse);
    const url = `${t.edge.config.publicOrigin}${couponPagePath(played.CouponNo)}`;
    const r = await mehmet.browser.post<SendMailTopTenAnswer>(P.sendMailTopTen, { couponno: played.CouponNo, couponDetailType: 1, userName: 'başka biri', publicSharingUrl: url });
    expect(r.body).toEqual({ message: 'success' });
    const [mail] = await mailRows(await emailOf(mehmet));
    expect(mail!.subject).toBe(`${M.mailSubject} ${played.CouponNo}`);
    expect(mail!.body).toContain(ayse.nickname);
    expect(mail!.body).not.toContain('başka biri');
    expect(mail!.body).toContain(url);
  });

  it('refuses a followers-only share of another member, a foreign link and a visitor; nothing is mailed', async () => {
    const hidden = await playAndShare(t, ayse, PRIVACY_LEVEL.followersOnly);
    const open = await playAndShare(t, ayse);
    const before = (await mailRows(await emailOf(mehmet))).length;
    const url = (no: string) => `${t.edge.config.publicOrigin}${couponPagePath(no)}`;
    const send = (b: typeof mehmet.browser, no: string, link: string) =>
      b.post<SendMailTopTenAnswer>(P.sendMailTopTen, { couponno: no, couponDetailType: 1, userName: 'x', publicSharingUrl: link });
    expect((await send(mehmet.browser, hidden.played.CouponNo, url(hidden.played.CouponNo))).body.message).toBe(M.mailNotShared);
    expect((await send(mehmet.browser, open.played.CouponNo, `https://kotu-site.example${couponPagePath(open.played.CouponNo)}`)).body.message).toBe(M.mailBadUrl);
    expect((await send(mehmet.browser, open.played.CouponNo, url(hidden.played.CouponNo))).body.message).toBe(M.mailBadUrl);
    const visitor = await openBrowser(t.url);
    expect((await send(visitor, open.played.CouponNo, url(open.played.CouponNo))).body.message).toBe(MY_COUPONS_MESSAGES.notAuthorized);
    expect(await mailRows(await emailOf(mehmet))).toHaveLength(before);
    // The owner may mail the followers-only share to themself.
    expect((await send(ayse.browser, hidden.played.CouponNo, url(hidden.played.CouponNo))).body.message).toBe('success');
  });
});
