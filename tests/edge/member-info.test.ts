/**
 * Member info from real rows: coupon counts per product and state, signed contracts, and the published contracts
 * (kept in memory, dropped when this process publishes one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type MemberInfo } from '@shared/protocol/api';
import { contractsRepo } from '../../edge/storage/contracts.repo';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { Browser } from './browser';
import { memberIdOf } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';

let t: TestEdge;
let ayse: Browser;
let ayseId: number;
beforeAll(async () => {
  t = await startTestEdge();
  ayse = new Browser(t.url);
  await ayse.login('ayse', DEMO_MEMBERS[1]!.password);
  ayseId = await memberIdOf(t.db, 'ayse');
});
afterAll(() => t?.close());

const info = async (): Promise<MemberInfo> => (await ayse.post<MemberInfo>(API.memberInfo)).body;

let couponNo = 90_000_000_000_000;
const addCoupon = (product: string, status: string) =>
  t.db.query(
    `INSERT INTO coupons (coupon_no, member_id, product, idempotency_key, request_hash, amount_kurus, misli, total_odd,
       max_winnings_kurus, status, played_at)
     VALUES ($1, $2, $3, $1, 'h', 100, 1, 100, 100, $4, now())`,
    [String(++couponNo), ayseId, product, status],
  );

describe('member info', () => {
  it('counts coupons per product, and open iddaa coupons, from the coupons table', async () => {
    expect(await info()).toMatchObject({
      IsLogin: true, IddaaCouponCount: 0, IddaaContinuedCouponCount: 0, StotoCouponCount: 0, TjkCouponCount: 0, MpiCouponCount: 0,
    });
    await addCoupon('iddaa', 'open');
    await addCoupon('iddaa', 'open');
    await addCoupon('iddaa', 'won');
    await addCoupon('sportoto', 'open');
    await addCoupon('tjk', 'lost');
    await addCoupon('tjk', 'open');
    await addCoupon('mpi', 'open');
    expect(await info()).toMatchObject({
      IddaaCouponCount: 3, IddaaContinuedCouponCount: 2, StotoCouponCount: 1, TjkCouponCount: 2, MpiCouponCount: 1,
    });
  });

  it('lists the contracts the member signed, read on every call', async () => {
    expect((await info()).ContractList).toEqual([1, 2]);
    await t.db.query('DELETE FROM member_contracts WHERE member_id = $1 AND contract_id = 2', [ayseId]);
    expect((await info()).ContractList).toEqual([1]);
  });

  it('shows a contract published in this process on the next call', async () => {
    expect((await info()).Contracts.map((c) => c.Id)).toEqual([1, 2, 3]);
    await t.db.transaction((tx) => contractsRepo.publishIfAbsent(tx, { id: 4, version: 1, title: 'Çerez Politikası' }, new Date()));
    const after = await info();
    expect(after.Contracts).toContainEqual({ Id: 4, Version: 1, Title: 'Çerez Politikası' });
    expect(after.ContractList).toEqual([1]);
  });
});
