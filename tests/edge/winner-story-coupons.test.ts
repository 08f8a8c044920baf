/**
 * The story form's coupon list, black-box: GET /Raffle/GetStoryCoupons answers only a logged-in member, lists only
 * the caller's own settled won coupons (not open or lost ones, not another member's), latest first, and carries each
 * coupon's story state: the published story after a save with consent, null again after the withdrawal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_API as P, type StoryCouponsAnswer } from '@shared/protocol/content-api';
import { openBrowser } from './browser';
import { publishResult, waitSettled } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { KUPONDAS_EDGE, newMember, playPreMatch, type Member } from './kupondas-fixtures';

let t: TestEdge;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = await startTestEdge({ ...KUPONDAS_EDGE });
  [a, b] = [await newMember(t), await newMember(t)];
}, 60_000);
afterAll(async () => t?.close());

const couponNo = async (id: number): Promise<string> =>
  (await t.db.query<{ coupon_no: string }>('SELECT coupon_no FROM coupons WHERE id = $1', [id]))[0]!.coupon_no;

const storyCoupons = async (m: Member): Promise<StoryCouponsAnswer> => {
  const r = await m.browser.get<StoryCouponsAnswer>(P.storyCoupons);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};

describe('story coupons', () => {
  it('a visitor is refused', async () => {
    const visitor = await openBrowser(t.url);
    const r = await visitor.get<{ Code: string }>(P.storyCoupons);
    expect(r.status).toBe(401);
    expect(r.body.Code).toBe('NOT_AUTHORIZED');
  });

  it("lists only the member's own settled won coupons, with the story state", async () => {
    expect((await storyCoupons(a)).Coupons).toEqual([]);
    // A: two won coupons, one lost, one still open. B: one won coupon. Each result takes its event out of the
    // program, so the next play picks another event; the open coupon is played last, on an event left unsettled.
    const settle = async (m: Member, misli: number, kind: 'won' | 'lost') => {
      const p = await playPreMatch(t, m, 1, misli);
      await publishResult(t, p.picks[0]!, kind);
      expect(await waitSettled(t.db, p.played.CouponId)).toBe(kind);
      return p;
    };
    const won1 = await settle(a, 60, 'won');
    const won2 = await settle(a, 70, 'won');
    const lost = await settle(a, 80, 'lost');
    const bWon = await settle(b, 100, 'won');
    const open = await playPreMatch(t, a, 1, 90);

    const [no1, no2, noLost, noOpen, noB] = await Promise.all(
      [won1, won2, lost, open, bWon].map((p) => couponNo(p.played.CouponId)),
    );
    const mine = (await storyCoupons(a)).Coupons;
    // Latest settled first: not the lost, the open or B's coupon.
    expect(mine.map((c) => c.CouponNo)).toEqual([no2, no1]);
    for (const other of [noLost, noOpen, noB]) expect(mine.map((c) => c.CouponNo)).not.toContain(other);
    const first = mine.find((c) => c.CouponNo === no1)!;
    const [row] = await t.db.query<{ winnings: number; amount: number }>(
      'SELECT winnings_kurus AS winnings, amount_kurus AS amount FROM coupons WHERE id = $1', [won1.played.CouponId],
    );
    expect(first).toMatchObject({ AmountKurus: row!.amount, WinningsKurus: row!.winnings, Story: null });
    expect(first.WinningsKurus).toBeGreaterThan(first.AmountKurus);
    expect(first.TotalOdd).toBe(won1.played.TotalOdd);
    expect((await storyCoupons(b)).Coupons.map((c) => c.CouponNo)).toEqual([noB]);

    // The story state follows a save with consent and its withdrawal; B's list does not change.
    const story = 'Tek maçlık kuponum tuttu, hafta sonumu güzelleştirdi!';
    expect((await a.browser.post(P.saveStory, { couponNo: no1, story, consent: true })).status).toBe(200);
    const afterSave = (await storyCoupons(a)).Coupons;
    expect(afterSave.find((c) => c.CouponNo === no1)?.Story).toBe(story);
    expect(afterSave.find((c) => c.CouponNo === no2)?.Story).toBeNull();
    expect((await storyCoupons(b)).Coupons).toEqual([expect.objectContaining({ CouponNo: noB, Story: null })]);
    expect((await a.browser.post(P.withdrawStory, { couponNo: no1 })).status).toBe(200);
    expect((await storyCoupons(a)).Coupons.find((c) => c.CouponNo === no1)?.Story).toBeNull();
  }, 60_000);
});
