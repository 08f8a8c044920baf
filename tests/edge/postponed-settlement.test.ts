/**
 * Postponed events (shared/rules/postponed-event.ts): a selection on a postponed event waits, shown delayed, until
 * the end of the next Istanbul calendar day; only then does it count at 1,00 and the coupon settle. A result of the
 * event played inside that window replaces the postponement and settles as usual. The edge's clock is moved across
 * the Istanbul midnight; every pass stays idempotent (one payout row, ledgers sum to balances).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STATUS, STATUS_ID } from '@shared/constants/codes';
import { MY_COUPONS_API as C, type MyCouponsAnswer } from '@shared/protocol/my-coupons-api';
import { stakeTimesOdds } from '@shared/rules/coupon-math';
import { postponedVoidsAt } from '@shared/rules/postponed-event';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { eventResultsRepo } from '../../edge/storage/event-results.repo';
import { openBrowser, type Browser } from './browser';
import { couponStatus, ledgerMismatches, payoutRows, playOk, publishResult, waitSettled } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicksAcross, playRequest, type Pick } from './program-picks';

let t: TestEdge;
let b: Browser;
let picks: Pick[];
beforeAll(async () => {
  t = await startTestEdge({ settleEveryMs: 100 });
  b = await openBrowser(t.url);
  await b.login(DEMO_MEMBERS[2]!.username, DEMO_MEMBERS[2]!.password);
  picks = await loadPicksAcross(b, 6, t.clock.now());
});
afterAll(() => t?.close());
// Sessions are checked by the edge's clock: every test ends back at the real time.
afterEach(() => t.clock.reset());

const polls = (): Promise<void> => new Promise((r) => setTimeout(r, 600));
const rowsOf = async (couponId: number, state = 'ongoing') => {
  const all = await b.get<MyCouponsAnswer>(`${C.myCoupons}?state=${state}`);
  return all.body.Coupons.find((c) => c.CouponId === couponId)?.Rows ?? [];
};
const selectionStatuses = async (couponId: number): Promise<string[]> =>
  (await t.db.query<{ status: string }>('SELECT status FROM coupon_selections WHERE coupon_id = $1 ORDER BY position', [couponId])).map((r) => r.status);

describe('a postponed event', () => {
  it('waits, shown delayed, until the end of the next Istanbul day, then counts at 1,00 exactly once', async () => {
    const [won, late] = [picks[0]!, picks[1]!];
    const played = await playOk(b, playRequest([won, late], 50));
    const calledOff = t.clock.now();
    await publishResult(t, won, 'won');
    await publishResult(t, late, 'postponed', calledOff, calledOff);
    await polls();
    expect(await couponStatus(t.db, played.CouponId)).toBe('open');
    expect(await selectionStatuses(played.CouponId)).toEqual(['won', 'open']);
    expect((await rowsOf(played.CouponId)).map((r) => r.statusId)).toEqual([STATUS_ID.check, STATUS_ID.delayed]);

    const voidsAt = postponedVoidsAt(calledOff);
    t.clock.set(voidsAt - 5_000); // the last seconds of the next day: still waiting
    await polls();
    expect(await couponStatus(t.db, played.CouponId)).toBe('open');
    expect(await payoutRows(t.db, played.CouponId)).toEqual([]);

    t.clock.set(voidsAt + 1_000); // past the Istanbul midnight: 1,00
    expect(await waitSettled(t.db, played.CouponId)).toBe('won');
    expect(await selectionStatuses(played.CouponId)).toEqual(['won', 'void']);
    const paid = stakeTimesOdds(played.Amount, [won.outcome.odd]);
    expect(await payoutRows(t.db, played.CouponId)).toEqual([{ kind: 'coupon_payout', amount: paid }]);
    await polls();
    expect(await payoutRows(t.db, played.CouponId)).toHaveLength(1);
    expect(await ledgerMismatches(t.db)).toBe(0);
    t.clock.reset(); // the member's session is read by the clock too
    expect((await rowsOf(played.CouponId, 'won')).map((r) => r.statusId)).toEqual([STATUS_ID.check, STATUS_ID.delayed]);
  });

  it('settles by the played result when the event is played inside its window, and not after it', async () => {
    const [p, q] = [picks[2]!, picks[3]!];
    const played = await playOk(b, playRequest([p], 50));
    const calledOff = t.clock.now();
    await publishResult(t, p, 'postponed', calledOff, calledOff);
    await polls();
    expect(await couponStatus(t.db, played.CouponId)).toBe('open');
    // Played the next day: the stored postponement gives way to the real result.
    await publishResult(t, p, 'lost', calledOff + 20 * 3_600_000, calledOff + 20 * 3_600_000);
    expect((await eventResultsRepo.find(t.db, p.event.nevId))?.status).toBe(EVENT_STATUS.finished);
    expect(await waitSettled(t.db, played.CouponId)).toBe('lost');

    // A result arriving after the window is refused: what settlement voided stays voided.
    const offAt = t.clock.now();
    const other = await playOk(b, playRequest([q], 50));
    await publishResult(t, q, 'postponed', offAt, offAt);
    t.clock.set(postponedVoidsAt(offAt) + 1_000);
    expect(await waitSettled(t.db, other.CouponId)).toBe('refunded');
    await publishResult(t, q, 'won', postponedVoidsAt(offAt) + 2_000, postponedVoidsAt(offAt) + 2_000);
    expect((await eventResultsRepo.find(t.db, q.event.nevId))?.status).toBe(EVENT_STATUS.postponed);
    expect(await payoutRows(t.db, other.CouponId)).toEqual([{ kind: 'coupon_refund', amount: other.Amount }]);
    expect(await ledgerMismatches(t.db)).toBe(0);
  });
});
