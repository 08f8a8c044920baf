/**
 * 1,000 concurrent plays of a system coupon with a banker over 100 idempotency keys: exactly 100 debits (the whole
 * balance), every repeat gets the first answer byte for byte, the same key with another coupon is refused, the
 * balance ends at 0, never below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PlayCouponAnswer, type PlayCouponRequest } from '@shared/protocol/api';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser } from './browser';
import { moneyState } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicks, newKey, playRequest } from './program-picks';

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge();
});
afterAll(() => t?.close());

const PLAYS = 1000;
const KEYS = 100;
const IN_FLIGHT = 200;

describe(`${PLAYS} concurrent system plays over ${KEYS} idempotency keys`, () => {
  it('debits exactly once per key, replays identically, refuses a key reused for another coupon', async () => {
    const b = await openBrowser(t.url);
    await b.login(DEMO_MEMBERS[2]!.username, DEMO_MEMBERS[2]!.password); // 5.000 TL
    const picks = await loadPicks(b, 3, t.clock.now());
    // 2-of-3 with one banker: C(2,1) = 2 columns × misli 25 = 50 TL; 100 keys take exactly the 5.000 TL balance.
    const request = (): PlayCouponRequest => {
      const r = playRequest(picks, 25, { systemSizes: [2], idempotencyKey: newKey() });
      r.selections[0]!.banker = true;
      return r;
    };
    const requests = Array.from({ length: KEYS }, request);
    const before = await moneyState(t.db, 'mehmet');
    // At most IN_FLIGHT open at once: 1,000 sockets at the same instant overflow the listen backlog (ECONNRESET).
    const answers: Awaited<ReturnType<typeof b.post<PlayCouponAnswer>>>[] = new Array(PLAYS);
    let nextPlay = 0;
    const lane = async () => {
      while (nextPlay < PLAYS) {
        const i = nextPlay++;
        answers[i] = await b.post<PlayCouponAnswer>(API.playCoupon, requests[i % KEYS]!);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    const firstByKey = new Map<number, string>();
    for (const [i, a] of answers.entries()) {
      const text = JSON.stringify(a.body);
      const seen = firstByKey.get(i % KEYS);
      if (seen === undefined) firstByKey.set(i % KEYS, text);
      else expect(text).toBe(seen);
    }
    const played = answers.filter((a) => a.body.IsSuccess);
    const coupons = new Set(played.map((a) => (a.body as { CouponNo: string }).CouponNo));
    expect(before.balance).toBe(KEYS * 5000);
    expect(answers.every((a) => a.status === 200 && a.body.IsSuccess)).toBe(true);
    expect(coupons.size).toBe(KEYS);
    const after = await moneyState(t.db, 'mehmet');
    expect(after.coupons - before.coupons).toBe(coupons.size);
    expect(after.ledgerRows - before.ledgerRows).toBe(coupons.size);
    expect(before.balance - after.balance).toBe(KEYS * 5000);
    expect(after.balance).toBe(0);
    expect(after.ledgerSum).toBe(after.balance);

    const other = await b.post<PlayCouponAnswer>(API.playCoupon, { ...request(), idempotencyKey: requests[0]!.idempotencyKey, misli: 26 });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ IsSuccess: false, Code: 'IDEMPOTENCY_CONFLICT' });
    // With the balance at 0, one more key is refused and nothing goes negative.
    const broke = await b.post<PlayCouponAnswer>(API.playCoupon, request());
    expect(broke.body).toMatchObject({ IsSuccess: false, Code: 'INSUFFICIENT_BALANCE' });
    expect((await moneyState(t.db, 'mehmet')).balance).toBe(0);
  }, 120_000);
});
