/**
 * Settlement across a restart: some coupons settle, the edge stops (at once, even in the middle of a run), a new
 * edge starts on the same data, the rest settles, and nothing is paid twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/protocol/api';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { stakeTimesOdds } from '@shared/rules/coupon-math';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser } from './browser';
import { moneyState } from './db-checks';
import { couponStatus, ledgerMismatches, payoutRows, playOk, publishResult, waitSettled, type Played } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { playRequest, snapshotPicks, type Pick } from './program-picks';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge({ settleEveryMs: 100 });
});
afterAll(() => t?.close());

describe('a restart in the middle of settlement', () => {
  it('settles the rest on the next edge and pays every coupon exactly once', async () => {
    const b = await openBrowser(t.url);
    await b.login(DEMO_MEMBERS[2]!.username, DEMO_MEMBERS[2]!.password);
    const { body } = await b.get<ProgramSnapshot>(`${API.sportProgram}?sportId=1`);
    const picks = snapshotPicks(body, t.clock.now()).slice(0, 12);
    expect(picks.length).toBe(12);
    const coupons: { played: Played; pick: Pick }[] = [];
    for (const pick of picks) coupons.push({ played: await playOk(b, playRequest([pick], 50)), pick });
    const start = await moneyState(t.db, 'mehmet');

    // First third settles while the first edge runs.
    for (const c of coupons.slice(0, 4)) await publishResult(t, c.pick, 'won');
    for (const c of coupons.slice(0, 4)) expect(await waitSettled(t.db, c.played.CouponId)).toBe('won');
    // The rest arrive and the edge stops at once, wherever settlement is.
    for (const c of coupons.slice(4)) await publishResult(t, c.pick, 'won');
    await t.restart();
    // The first edge's work is whole: each coupon is either open with open selections or settled with its payout.
    for (const c of coupons) {
      const status = await couponStatus(t.db, c.played.CouponId);
      expect((await payoutRows(t.db, c.played.CouponId)).length).toBe(status === 'won' ? 1 : 0);
    }
    // The new edge settles the rest; results delivered again change nothing.
    for (const c of coupons.slice(0, 4)) await publishResult(t, c.pick, 'won');
    for (const c of coupons) expect(await waitSettled(t.db, c.played.CouponId)).toBe('won');
    await new Promise((r) => setTimeout(r, 400));
    let expected = 0;
    for (const c of coupons) {
      const rows = await payoutRows(t.db, c.played.CouponId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.amount).toBe(stakeTimesOdds(c.played.Amount, [c.pick.outcome.odd]));
      expected += rows[0]!.amount;
    }
    const end = await moneyState(t.db, 'mehmet');
    expect(end.balance - start.balance).toBe(expected);
    expect(await ledgerMismatches(t.db)).toBe(0);
    const open = await t.db.query(`SELECT 1 FROM coupon_selections s JOIN coupons c ON c.id = s.coupon_id WHERE c.status <> 'open' AND s.status = 'open'`);
    expect(open).toHaveLength(0);
  });
});
