/**
 * Played coupon rows carry the coupon row fields of spec section 3 with their meanings: marketNo the market number
 * (not the MBS), bid the event's bet id (not its code), mLink its detail link, logName and logId the event's name
 * and code, in my coupons and the public coupon page alike. A row stored before migration 20 still answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_COUPONS_API as C, type CouponRowView, type MyCouponsAnswer } from '@shared/protocol/my-coupons-api';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { playOk } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicksAcross, playRequest, type Pick } from './program-picks';

let t: TestEdge;
let b: Browser;
let picks: Pick[];
beforeAll(async () => {
  t = await startTestEdge();
  b = await openBrowser(t.url);
  await b.login(DEMO_MEMBERS[0]!.username, DEMO_MEMBERS[0]!.password);
  // MBS up to 3, so a market's MBS and its number are told apart.
  picks = await loadPicksAcross(b, 3, t.clock.now(), 3);
});
afterAll(() => t?.close());

const rowsOf = async (couponId: number): Promise<CouponRowView[]> =>
  (await b.get<MyCouponsAnswer>(`${C.myCoupons}?state=ongoing`)).body.Coupons.find((c) => c.CouponId === couponId)?.Rows ?? [];

describe('played coupon rows', () => {
  it('carry marketNo, bid, mLink, logName and logId with their meanings', async () => {
    const played = await playOk(b, playRequest(picks, 50));
    const rows = await rowsOf(played.CouponId);
    expect(rows).toHaveLength(picks.length);
    for (const [i, p] of picks.entries()) {
      expect(rows[i]).toMatchObject({
        code: p.event.code, marketId: p.market.id, marketNo: p.market.no, bid: p.event.bid, mLink: p.event.navLink,
        logName: p.event.name, logId: p.event.code,
      });
      expect(rows[i]!.bid).not.toBe(String(p.event.code));
    }
    // Stored as played: the columns of migration 20.
    const stored = await t.db.query<{ marketNo: number; bid: string; mLink: string }>(
      'SELECT market_no AS "marketNo", bid, m_link AS "mLink" FROM coupon_selections WHERE coupon_id = $1 ORDER BY position', [played.CouponId],
    );
    expect(stored).toEqual(picks.map((p) => ({ marketNo: p.market.no, bid: p.event.bid, mLink: p.event.navLink })));
  });

  it('answers for a row stored before the fields were kept: marketNo 0, bid 0 and its sport’s detail link', async () => {
    const played = await playOk(b, playRequest(picks, 50));
    await t.db.query('UPDATE coupon_selections SET market_no = NULL, bid = NULL, m_link = NULL WHERE coupon_id = $1', [played.CouponId]);
    const [row] = await rowsOf(played.CouponId);
    const p = picks[0]!;
    expect(row).toMatchObject({ marketNo: 0, bid: '0', logId: p.event.code });
    expect(row!.mLink).toMatch(new RegExp(`^/iddaa/[a-z-]+\\?code=${p.event.code}$`));
  });
});
