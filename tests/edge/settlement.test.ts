/** Settlement: every outcome kind, twice-delivered results, money conserved. Results go in as the sink writes them. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/protocol/api';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { MY_COUPONS_API as C, type MyCouponsAnswer } from '@shared/protocol/my-coupons-api';
import { stakeTimesOdds } from '@shared/rules/coupon-math';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { moneyState } from './db-checks';
import { ledgerMismatches, payoutRows, playOk, publishResult, waitSettled, type ResultKind } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { playRequest, snapshotPicks, type Pick } from './program-picks';

let t: TestEdge;
let b: Browser;
let picks: Pick[];
beforeAll(async () => {
  t = await startTestEdge({ settleEveryMs: 100 });
  b = await openBrowser(t.url);
  await b.login(DEMO_MEMBERS[2]!.username, DEMO_MEMBERS[2]!.password); // mehmet, 5.000 TL
  // Football alone has ~20 playable events: take the pre-match events of several sports.
  picks = [];
  for (const sportId of [1, 2, 3, 4, 5, 6]) {
    const { body } = await b.get<ProgramSnapshot>(`${API.sportProgram}?sportId=${sportId}`);
    picks.push(...snapshotPicks(body, t.clock.now()));
  }
  expect(picks.length).toBeGreaterThanOrEqual(30);
});
afterAll(() => t?.close());

let next = 0;
const take = (n: number): Pick[] => picks.slice(next, (next += n));

/** A postponed event called off three days ago was not played by the end of the next day: it counts at 1,00. */
const calledOffAt = (k: ResultKind): number => (k === 'postponed' ? Date.now() - 3 * 86_400_000 : Date.now());

/** Plays the picks as one coupon, publishes `kinds` for them, waits for the verdict; answers it with the payout. */
const scenario = async (kinds: ResultKind[], systemSizes: number[] = []) => {
  const ps = take(kinds.length);
  const misli = systemSizes.length > 0 ? 20 : 50;
  const played = await playOk(b, playRequest(ps, misli, { systemSizes }));
  const before = await moneyState(t.db, 'mehmet');
  for (const [i, k] of kinds.entries()) await publishResult(t, ps[i]!, k, calledOffAt(k));
  const status = await waitSettled(t.db, played.CouponId);
  const after = await moneyState(t.db, 'mehmet');
  const odds = ps.map((p) => p.outcome.odd);
  return { played, status, gained: after.balance - before.balance, rows: await payoutRows(t.db, played.CouponId), odds, ps };
};

describe('settlement of each outcome kind', () => {
  it('won: amount × total odds credited as one payout row', async () => {
    const s = await scenario(['won', 'won']);
    expect(s.status).toBe('won');
    expect(s.gained).toBe(stakeTimesOdds(s.played.Amount, s.odds));
    expect(s.rows).toEqual([{ kind: 'coupon_payout', amount: s.gained }]);
  });

  it('lost: nothing credited, and a lost plain coupon settles without waiting for its other events', async () => {
    const ps = take(2);
    const played = await playOk(b, playRequest(ps, 50));
    await publishResult(t, ps[0]!, 'lost');
    expect(await waitSettled(t.db, played.CouponId)).toBe('lost');
    expect(await payoutRows(t.db, played.CouponId)).toEqual([]);
  });

  it('cancelled events, and postponed ones not played by the end of the next day, count at 1.00; rows show cancelled (5) and delayed (6)', async () => {
    const s = await scenario(['won', 'cancelled', 'postponed']);
    expect(s.status).toBe('won');
    expect(s.gained).toBe(stakeTimesOdds(s.played.Amount, [s.odds[0]!]));
    const list = await b.get<MyCouponsAnswer>(`${C.myCoupons}?state=won`);
    const c = list.body.Coupons.find((x) => x.CouponId === s.played.CouponId)!;
    expect(c.Rows.map((r) => [r.statusId, r.colorId])).toEqual([[3, 2], [5, 1], [6, 1]]);
    expect(c.Winnings).toBe(s.gained);
  });

  it('abandoned: an undecided market is void, a decided one counts', async () => {
    const s = await scenario(['abandonedUndecided', 'abandonedWon']);
    expect(s.status).toBe('won');
    expect(s.gained).toBe(stakeTimesOdds(s.played.Amount, [s.odds[1]!]));
  });

  it('all void: the stake comes back as a refund row and IsRefunded', async () => {
    const s = await scenario(['cancelled', 'abandonedUndecided']);
    expect(s.status).toBe('refunded');
    expect(s.rows).toEqual([{ kind: 'coupon_refund', amount: s.played.Amount }]);
    const list = await b.get<MyCouponsAnswer>(`${C.myCoupons}?state=cancelled`);
    expect(list.body.Coupons.find((x) => x.CouponId === s.played.CouponId)).toMatchObject({ IsRefunded: true, CouponStatus: 'refunded' });
  });

  it('system partial win: 2-of-3 with one lost pays the one winning column', async () => {
    const s = await scenario(['won', 'lost', 'won'], [2]);
    expect(s.status).toBe('won');
    expect(s.played.Amount).toBe(3 * 20 * 100);
    expect(s.gained).toBe(stakeTimesOdds(20 * 100, [s.odds[0]!, s.odds[2]!]));
  });
});

describe('idempotent settlement', () => {
  it('a result delivered twice pays once, and the database refuses a second payout row', async () => {
    const s = await scenario(['won']);
    await publishResult(t, s.ps[0]!, 'won');
    await new Promise((r) => setTimeout(r, 500)); // several polls
    expect(await payoutRows(t.db, s.played.CouponId)).toHaveLength(1);
    const memberId = (await t.db.query<{ id: number }>('SELECT member_id AS id FROM coupons WHERE id = $1', [s.played.CouponId]))[0]!.id;
    await expect(
      t.db.query(`INSERT INTO ledger (member_id, amount_kurus, kind, coupon_id, created_at) VALUES ($1, 1, 'coupon_payout', $2, now())`, [memberId, s.played.CouponId]),
    ).rejects.toThrow();
  });

  it('randomized plays and results keep every ledger summing to its balance (property)', async () => {
    const kinds: ResultKind[] = ['won', 'lost', 'cancelled', 'postponed', 'abandonedUndecided', 'abandonedWon'];
    const runs = fc.sample(fc.array(fc.constantFrom(...kinds), { minLength: 1, maxLength: 3 }), { numRuns: 4, seed: 42 });
    for (const r of runs) {
      const s = await scenario(r);
      expect(s.status).not.toBe('open');
    }
    expect(await ledgerMismatches(t.db)).toBe(0);
  });
});
