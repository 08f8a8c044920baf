import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PlayCouponAnswer } from '@shared/protocol/api';
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

const PLAYS = 200;
const KEYS = 20;

/** Fires `PLAYS` plays at once, each key used PLAYS/KEYS times, and answers the statuses and bodies. */
const storm = async (username: string, password: string, misli: number) => {
  const b = await openBrowser(t.url);
  await b.login(username, password);
  const picks = await loadPicks(b, 2, t.clock.now());
  const requests = Array.from({ length: KEYS }, () => playRequest(picks, misli, { idempotencyKey: newKey() }));
  const before = await moneyState(t.db, username);
  const answers = await Promise.all(
    Array.from({ length: PLAYS }, (_, i) => b.post<PlayCouponAnswer>(API.playCoupon, requests[i % KEYS]!)),
  );
  return { answers, before, after: await moneyState(t.db, username), requests };
};

describe(`${PLAYS} concurrent plays over ${KEYS} idempotency keys`, () => {
  it('debit exactly once per key, and every repeat of a key gets the first answer', async () => {
    const mehmet = DEMO_MEMBERS[2]!;
    const { answers, before, after } = await storm(mehmet.username, mehmet.password, 50);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const byCoupon = new Map<string, string>();
    for (const [i, a] of answers.entries()) {
      if (!a.body.IsSuccess) throw new Error(`refused: ${a.body.Code}`);
      const key = `k${i % KEYS}`;
      const seen = byCoupon.get(key);
      if (seen) expect(JSON.stringify(a.body)).toBe(seen);
      else byCoupon.set(key, JSON.stringify(a.body));
    }
    expect(new Set([...byCoupon.values()].map((v) => (JSON.parse(v) as { CouponNo: string }).CouponNo)).size).toBe(KEYS);
    expect(after.coupons - before.coupons).toBe(KEYS);
    expect(after.ledgerRows - before.ledgerRows).toBe(KEYS);
    expect(before.balance - after.balance).toBe(KEYS * 5000);
    expect(after.ledgerSum).toBe(after.balance);
  });

  it('never lets the balance go negative when the keys ask for more than the balance holds', async () => {
    const demo = DEMO_MEMBERS[0]!;
    const misli = 60; // 60 TL a coupon: 1.000 TL pays for 16 of the 20 keys
    const { answers, before, after } = await storm(demo.username, demo.password, misli);
    const played = new Set(answers.filter((a) => a.body.IsSuccess).map((a) => (a.body as { CouponNo: string }).CouponNo));
    const affordable = Math.floor(before.balance / (misli * 100));
    expect(played.size).toBe(affordable);
    expect(answers.filter((a) => !a.body.IsSuccess).every((a) => a.status === 422 && !a.body.IsSuccess && a.body.Code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(after.balance).toBe(before.balance - affordable * misli * 100);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(after.coupons - before.coupons).toBe(affordable);
    expect(after.ledgerSum).toBe(after.balance);
  });
});
