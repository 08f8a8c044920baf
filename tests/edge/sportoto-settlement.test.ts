/**
 * Spor Toto results and prizes, black-box: the edge settles a closed pool by itself once its 15 matches have official
 * results; a cancelled and a postponed match are decided by a draw recomputed here from the published seed
 * (SHA-256 of "seed:poolId:position" modulo 3 → 1, 0, 2); winners of 15, 14, 13 and 12 are paid by the rule of
 * edge/http/API.md, recomputed here by enumerating every column; a second settlement run (concurrent runs, a
 * restart) pays nothing more.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STATUS } from '@shared/constants/codes';
import { SPORTOTO_API as P, type StotoCouponsAnswer, type StotoPlayAnswer, type StotoPool, type StotoPoolAnswer } from '@shared/protocol/sportoto-api';
import { createSportotoSettlementService } from '../../edge/domain/sportoto-settlement.service';
import { eventResultsRepo } from '../../edge/storage/event-results.repo';
import { KUPONDAS_EDGE, newMember, type Member } from './kupondas-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { Browser } from './browser';

const PRICE = 100;
const CANCELLED = 5;
const POSTPONED = 9;
let t: TestEdge;
let pool: StotoPool;
let members: Member[];
let firstCarryOut = -1;
beforeAll(async () => {
  // Sessions outlive the clock moved past the pool's last match (up to a week ahead).
  t = await startTestEdge({ ...KUPONDAS_EDGE, settleEveryMs: 300, sportotoColumnPriceKurus: PRICE, sessionIdleMinutes: 30 * 24 * 60 });
  members = [await newMember(t), await newMember(t), await newMember(t)];
  const r = (await members[0]!.browser.get<StotoPoolAnswer>(P.pool)).body;
  if (!r.IsSuccess) throw new Error(JSON.stringify(r));
  pool = r.Pool;
});
afterAll(() => t?.close());

/** The results we publish: a fixed pattern of 1, 0, 2 (the two drawn matches get theirs from the draw). */
const official = (position: number): '1' | '0' | '2' => (['1', '0', '2'] as const)[(position * 7) % 3]!;
const scoreOf = (r: '1' | '0' | '2'): [number, number] => (r === '1' ? [2, 1] : r === '0' ? [1, 1] : [0, 3]);
const wrong = (r: string): string => (r === '1' ? '2' : '1');

let seedState = 12345;
const rand = (n: number): number => {
  seedState = (seedState * 1103515245 + 12345) % 2 ** 31;
  return seedState % n;
};

/** Coupons: near-perfect ones (with the drawn matches covered or not) and seeded random ones. */
const couponPicks = (): { member: number; picks: string[]; misli: number }[] => {
  const exact = Array.from({ length: 15 }, (_, i) => official(i + 1));
  const withAll = exact.map((p, i) => (i + 1 === CANCELLED || i + 1 === POSTPONED ? '102' : p));
  const oneWrong = withAll.map((p, i) => (i === 0 ? wrong(p) : p));
  const threeWrongDouble = withAll.map((p, i) => (i < 3 ? wrong(p) : i === 3 ? `${p}${wrong(p)}` : p));
  const singlesOnDrawn = exact.map((p, i) => (i === 1 ? `${p}${wrong(p)}` : p));
  const random = () => Array.from({ length: 15 }, () => ['1', '0', '2', '10', '12', '02', '102'][rand(7)]!);
  return [
    { member: 0, picks: withAll, misli: 2 },
    { member: 1, picks: oneWrong, misli: 1 },
    { member: 1, picks: threeWrongDouble, misli: 3 },
    { member: 2, picks: singlesOnDrawn, misli: 1 },
    ...Array.from({ length: 6 }, (_, i) => ({ member: i % 3, picks: random(), misli: 1 + (i % 2) })),
  ].filter((c) => c.picks.reduce((n, p) => n * p.length, 1) <= 2000);
};

const balances = async () => Promise.all(members.map(async (m) => (await t.db.query<{ b: number }>('SELECT balance_kurus AS b FROM members WHERE id = $1', [m.id]))[0]!.b));
const payoutRows = async () => t.db.query<{ coupon: number; a: number }>(
  `SELECT l.coupon_id AS coupon, l.amount_kurus AS a FROM ledger l JOIN stoto_coupons s ON s.coupon_id = l.coupon_id WHERE l.kind = 'coupon_payout' ORDER BY l.coupon_id`,
);
const poolNow = async () => {
  const r = (await members[0]!.browser.get<StotoPoolAnswer>(`${P.poolById}?poolId=${pool.PoolId}`)).body;
  if (!r.IsSuccess) throw new Error('pool lost');
  return r.Pool;
};
const until = async <T>(f: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
};
const publish = async (position: number) => {
  const match = pool.Matches[position - 1]!;
  const [row] = await t.db.query<{ nid: number }>('SELECT event_nid AS nid FROM stoto_pool_matches WHERE pool_id = $1 AND position = $2', [pool.PoolId, position]);
  const status = position === CANCELLED ? EVENT_STATUS.cancelled : position === POSTPONED ? EVENT_STATUS.postponed : EVENT_STATUS.finished;
  await eventResultsRepo.record(t.db, {
    eventNid: Number(row!.nid), eventCode: match.eventCode, sportId: 1, status, score: status === EVENT_STATUS.finished ? scoreOf(official(position)) : null,
    winningOutcomeIds: [], decidedMarketIds: [], marketIds: [], finishedAt: Date.now(),
  }, new Date());
};

describe('results and prizes', () => {
  const played: { member: number; picks: string[]; misli: number; couponId: number; amount: number }[] = [];

  it('settles once all 15 are decided, draws the cancelled and postponed matches, pays by the rule, once', async () => {
    for (const c of couponPicks()) {
      const r = await members[c.member]!.browser.post<StotoPlayAnswer>(P.play, { poolId: pool.PoolId, picks: c.picks, misli: c.misli, idempotencyKey: `set-${played.length}-${process.pid}` });
      if (!r.body.IsSuccess) throw new Error(JSON.stringify(r.body));
      played.push({ ...c, couponId: r.body.CouponId, amount: r.body.Amount });
    }
    const last = Math.max(...pool.Matches.map((m) => m.startsAt));
    t.clock.set(last + 3 * 60 * 60_000);

    // 14 of 15: the edge decides what it can and waits.
    for (let p = 1; p <= 14; p++) await publish(p);
    const partial = await until(poolNow, (x) => x.Matches.filter((m) => m.result !== null).length === 14);
    expect(partial.Matches.filter((m) => m.result !== null)).toHaveLength(14);
    await new Promise((r) => setTimeout(r, 800));
    expect((await poolNow()).Status).toBe('closed');
    expect(await payoutRows()).toEqual([]);

    const before = await balances();
    await publish(15);
    const settled = await until(poolNow, (x) => x.Status === 'settled');
    expect(settled.Status).toBe('settled');

    // Results: official from the scores, the two drawn recomputed from their published seeds.
    const results = settled.Matches.map((m) => {
      if (m.position === CANCELLED || m.position === POSTPONED) {
        expect(m.resultSource).toBe('draw');
        expect(m.drawSeed).toMatch(/^[0-9a-f]{64}$/);
        const digest = createHash('sha256').update(`${m.drawSeed}:${pool.PoolId}:${m.position}`).digest('hex');
        expect(m.result).toBe(['1', '0', '2'][Number(BigInt(`0x${digest}`) % 3n)]);
      } else {
        expect(m.resultSource).toBe('official');
        expect(m.result).toBe(official(m.position));
      }
      return m.result!;
    });
    expect(settled.Matches[CANCELLED - 1]!.drawSeed).not.toBe(settled.Matches[POSTPONED - 1]!.drawSeed);

    // The rule, recomputed: every column enumerated.
    const perCoupon = played.map((c) => {
      let cols: number[] = [0];
      c.picks.forEach((p, i) => {
        cols = cols.flatMap((k) => [...p].map((x) => k + (x === results[i] ? 1 : 0)));
      });
      return cols;
    });
    const stakes = played.reduce((s, c) => s + c.amount, 0);
    expect(settled.StakesKurus).toBe(stakes);
    expect(settled.CarryInKurus).toBe(0);
    const fund = Math.floor(stakes / 2);
    expect(settled.FundKurus).toBe(fund);
    const shares: Record<number, number> = { 15: 0.4, 14: 0.2, 13: 0.2, 12: 0.2 };
    const perUnit: Record<number, number> = {};
    let paid = 0;
    for (const k of [15, 14, 13, 12]) {
      const tierPool = Math.floor(fund * shares[k]!);
      const units = played.reduce((s, c, i) => s + perCoupon[i]!.filter((n) => n === k).length * c.misli, 0);
      perUnit[k] = units > 0 ? Math.floor(tierPool / units) : 0;
      paid += perUnit[k] * units;
      expect(settled.Prizes.find((x) => x.correct === k)).toEqual({ correct: k, poolKurus: tierPool, units, perUnitKurus: perUnit[k] });
    }
    expect(settled.CarryOutKurus).toBe(fund - paid);
    firstCarryOut = fund - paid;
    const expected = played.map((c, i) => perCoupon[i]!.reduce((s, n) => s + (perUnit[n] ?? 0) * c.misli, 0));
    expect(expected[0]).toBeGreaterThan(0); // the coupon covering both drawn matches has 15 correct
    const after = await balances();
    members.forEach((_, mi) => {
      const gained = played.reduce((s, c, i) => s + (c.member === mi ? expected[i]! : 0), 0);
      expect(after[mi]! - before[mi]!).toBe(gained);
    });
    const rows = await payoutRows();
    expect(rows).toEqual(played.flatMap((c, i) => (expected[i]! > 0 ? [{ coupon: c.couponId, a: expected[i] }] : [])));

    // Each coupon's status and best count, as Kuponlarım's pool list shows them.
    const mine = (await members[0]!.browser.get<StotoCouponsAnswer>(P.myCoupons)).body.Coupons;
    const first = mine.find((c) => c.CouponId === played[0]!.couponId)!;
    expect(first).toMatchObject({ Status: 'won', BestCorrect: 15, Winnings: expected[0] });

    // A second settlement: two concurrent runs and a restart pay nothing more.
    const again = createSportotoSettlementService({ db: t.db, now: t.clock.now });
    expect(await Promise.all([again.settlePool(pool.PoolId), again.settlePool(pool.PoolId)])).toEqual(['already', 'already']);
    await t.restart();
    // The restarted edge listens elsewhere: the same cookies and tokens, the new address.
    members = members.map((m) => {
      const b = new Browser(t.url);
      for (const [k, v] of m.browser.cookies) b.cookies.set(k, v);
      b.token = m.browser.token;
      return { ...m, browser: b };
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await payoutRows()).toEqual(rows);
    expect(await balances()).toEqual(after);
  });

  it('two settlement runs racing on a fresh pool pay once', async () => {
    // The restarted edge opened the next pool; play it, publish its results and race two runs before the edge's own.
    t.clock.reset();
    const next = (await members[0]!.browser.get<StotoPoolAnswer>(P.pool)).body;
    if (!next.IsSuccess || next.Pool.PoolId === pool.PoolId) return expect.fail('no next pool from the program');
    pool = next.Pool;
    const picks = Array.from({ length: 15 }, (_, i) => official(i + 1));
    const r = await members[1]!.browser.post<StotoPlayAnswer>(P.play, { poolId: pool.PoolId, picks, misli: 1, idempotencyKey: `race-${process.pid}` });
    expect(r.body.IsSuccess).toBe(true);
    for (let p = 1; p <= 15; p++) await publish(p);
    t.clock.set(Math.max(...pool.Matches.map((m) => m.startsAt)) + 60 * 60_000);
    const runs = [0, 1, 2].map(() => createSportotoSettlementService({ db: t.db, now: t.clock.now }));
    const outcomes = await Promise.all(runs.map((s) => s.settlePool(pool.PoolId)));
    expect(outcomes.filter((o) => o === 'settled').length).toBeLessThanOrEqual(1);
    const settled = await until(poolNow, (x) => x.Status === 'settled');
    // The previous pool's carry-over was taken in, once.
    expect(settled.CarryInKurus).toBe(firstCarryOut);
    expect(settled.FundKurus).toBe(Math.floor(settled.StakesKurus / 2) + firstCarryOut);
    const rows = await t.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ledger WHERE kind = 'coupon_payout' AND coupon_id = $1`, [(r.body as { CouponId: number }).CouponId]);
    expect(rows[0]!.n).toBeLessThanOrEqual(1);
    const won = (await members[1]!.browser.get<StotoCouponsAnswer>(P.myCoupons)).body.Coupons.find((c) => c.PoolId === pool.PoolId)!;
    expect(rows[0]!.n).toBe(won.Winnings > 0 ? 1 : 0);
  });
});
