/**
 * Spor Toto, black-box on a real edge: the pool (15 football matches of the program, closing at the first start),
 * columns and cost as a property over random coupons (computed here by enumerating columns), refusals that write
 * nothing, the idempotency key, responsible-play limits counting pool stakes, and the three calls (SaveCouponName
 * with credentials and the authorization header, SendMail through the outbox, TrackSportoto), StotoCouponCount.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type MemberInfo } from '@shared/protocol/api';
import { MY_COUPONS_API, type MyCouponsAnswer } from '@shared/protocol/my-coupons-api';
import { RESPONSIBLE_PLAY_API as RP } from '@shared/protocol/responsible-play-api';
import { SPORTOTO_API as P, type StotoCouponsAnswer, type StotoPlayAnswer, type StotoPool, type StotoPoolAnswer, type StotoServiceAnswer } from '@shared/protocol/sportoto-api';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { SHARE_CODES } from '@shared/protocol/kupondas-share-api';
import { KUPONDAS_EDGE, newMember, share, shareRequest, type Member } from './kupondas-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { openBrowser } from './browser';

const PRICE = 7; // kuruş per column: an odd price so that a wrong factor shows
let t: TestEdge;
let m: Member;
let pool: StotoPool;
let key = 0;
const nextKey = () => `stoto-${process.pid}-${++key}`;

beforeAll(async () => {
  t = await startTestEdge({ ...KUPONDAS_EDGE, sportotoColumnPriceKurus: PRICE });
  m = await newMember(t);
  const r = await m.browser.get<StotoPoolAnswer>(P.pool);
  expect(r.status).toBe(200);
  if (!r.body.IsSuccess) throw new Error(JSON.stringify(r.body));
  pool = r.body.Pool;
});
afterAll(() => t?.close());

/** Columns by enumeration: every combination of one pick per match. */
const enumerateColumns = (picks: string[]): number => {
  let cols: string[] = [''];
  for (const p of picks) cols = cols.flatMap((c) => [...p].map((x) => c + x));
  return cols.length;
};
const play = (mm: Member, picks: string[], misli: number, k = nextKey()) =>
  mm.browser.post<StotoPlayAnswer>(P.play, { poolId: pool.PoolId, picks, misli, idempotencyKey: k });
const balanceOf = async (id: number) => (await t.db.query<{ b: number }>('SELECT balance_kurus AS b FROM members WHERE id = $1', [id]))[0]!.b;
const singles = (): string[] => Array.from({ length: 15 }, () => '1');

describe('the pool', () => {
  it('has 15 distinct football matches of the program, not started, and closes at the first start', async () => {
    expect(pool.Matches).toHaveLength(15);
    expect(pool.Status).toBe('open');
    expect(pool.ColumnPriceKurus).toBe(PRICE);
    expect(new Set(pool.Matches.map((x) => x.eventCode)).size).toBe(15);
    expect(pool.ClosesAt).toBe(Math.min(...pool.Matches.map((x) => x.startsAt)));
    expect(pool.ClosesAt).toBeGreaterThan(t.clock.now());
    const football = (await m.browser.get<ProgramSnapshot>(`${API.sportProgram}?sportId=1`)).body.events;
    for (const x of pool.Matches) expect(football.find((e) => e.code === x.eventCode)?.name).toBe(x.name);
    // Asked again, the same pool (no second pool while one is open).
    const again = (await m.browser.get<StotoPoolAnswer>(P.pool)).body;
    expect(again.IsSuccess && again.Pool.PoolId).toBe(pool.PoolId);
  });
});

describe('columns and cost', () => {
  it('cost = product of picks per match × column price × misli, debited with one ledger row (property)', async () => {
    const matchPicks = fc.constantFrom('1', '0', '2', '10', '12', '02', '102');
    await fc.assert(
      fc.asyncProperty(fc.array(matchPicks, { minLength: 15, maxLength: 15 }).filter((p) => enumerateColumns(p) <= 500), fc.integer({ min: 1, max: 5 }), async (picks, misli) => {
        const before = await balanceOf(m.id);
        const r = await play(m, picks, misli);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        if (!r.body.IsSuccess) return;
        const columns = enumerateColumns(picks);
        expect(r.body.Columns).toBe(columns);
        expect(r.body.Amount).toBe(columns * PRICE * misli);
        expect(await balanceOf(m.id)).toBe(before - columns * PRICE * misli);
        const ledger = await t.db.query<{ a: number; kind: string }>('SELECT amount_kurus AS a, kind FROM ledger WHERE coupon_id = $1', [r.body.CouponId]);
        expect(ledger).toEqual([{ a: -columns * PRICE * misli, kind: 'coupon_stake' }]);
      }),
      { numRuns: 25 },
    );
  });

  it('a pick order or a repeated key changes nothing: the retry answers the first result and debits once', async () => {
    const k = nextKey();
    const picks = ['01', ...singles().slice(1)];
    const first = await play(m, picks, 2, k);
    const before = await balanceOf(m.id);
    const retry = await play(m, ['10', ...singles().slice(1)], 2, k);
    expect(retry.body).toEqual(first.body);
    expect(await balanceOf(m.id)).toBe(before);
    const other = await play(m, singles(), 3, k);
    expect(other.status).toBe(409);
  });

  it('refuses bad picks, bad misli, an unknown pool and too little money, writing nothing', async () => {
    const poor = await newMember(t, 1_000);
    const rows = async () => (await t.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM ledger WHERE member_id = $1', [poor.id]))[0]!.n;
    const before = await rows();
    expect((await play(poor, singles().slice(1), 1)).status).toBe(400);
    expect((await play(poor, ['11', ...singles().slice(1)], 1)).body).toMatchObject({ IsSuccess: false, Code: 'BAD_PICKS' });
    expect((await play(poor, ['', ...singles().slice(1)], 1)).status).toBe(400);
    expect((await play(poor, singles(), 0)).status).toBe(400);
    expect((await play(poor, singles(), 101)).status).toBe(400);
    expect((await poor.browser.post<StotoPlayAnswer>(P.play, { poolId: pool.PoolId + 1000, picks: singles(), misli: 1, idempotencyKey: nextKey() })).body)
      .toMatchObject({ Code: 'NOT_FOUND' });
    const all = Array.from({ length: 15 }, () => '102'); // 3^15 columns
    const big = await play(poor, all, 1);
    expect(big.body).toMatchObject({ IsSuccess: false, Code: 'INSUFFICIENT_BALANCE', Balance: 1_000 });
    expect(await rows()).toBe(before);
    expect(await balanceOf(poor.id)).toBe(1_000);
    const visitor = await openBrowser(t.url, '/');
    expect((await visitor.post(P.play, { poolId: pool.PoolId, picks: singles(), misli: 1, idempotencyKey: nextKey() })).status).toBe(401);
  });

  it('pool stakes count in the responsible-play stake limit', async () => {
    const lim = await newMember(t);
    expect((await lim.browser.post(RP.setLimit, { kind: 'stake', period: 'day', amount: 150 * 100 })).status).toBe(200);
    // 96 columns × 7 kuruş × misli 20 = 134,40 TL: under the 150 TL limit once, not twice.
    const picks = ['10', '10', '10', '10', '10', '102', ...Array.from({ length: 9 }, () => '1')];
    expect((await play(lim, picks, 20)).body).toMatchObject({ IsSuccess: true, Amount: 96 * PRICE * 20 });
    expect((await play(lim, picks, 20)).body).toMatchObject({ IsSuccess: false, Code: 'STAKE_LIMIT_EXCEEDED' });
  });
});

describe('closing time', () => {
  it('refuses a play from the first match start on; the next pool then opens with other matches', async () => {
    const saved = t.clock.now();
    t.clock.set(pool.ClosesAt);
    try {
      expect((await play(m, singles(), 1)).body).toMatchObject({ IsSuccess: false, Code: 'POOL_CLOSED' });
      const closed = (await m.browser.get<StotoPoolAnswer>(`${P.poolById}?poolId=${pool.PoolId}`)).body;
      expect(closed.IsSuccess && closed.Pool.Status).toBe('closed');
      const next = (await m.browser.get<StotoPoolAnswer>(P.pool)).body;
      if (!next.IsSuccess) throw new Error('no next pool');
      expect(next.Pool.PoolId).toBeGreaterThan(pool.PoolId);
      expect(next.Pool.ClosesAt).toBeGreaterThanOrEqual(pool.ClosesAt + 30 * 60_000);
      const mine = new Set(pool.Matches.map((x) => x.eventCode));
      expect(next.Pool.Matches.filter((x) => mine.has(x.eventCode))).toEqual([]);
    } finally {
      t.clock.set(saved);
    }
  });
});

describe('the three calls', () => {
  it('SaveCouponName: sc 401 without the member or the authorization header, 400 with the name rule text, 200 saved', async () => {
    const played = (await play(m, singles(), 1)).body;
    if (!played.IsSuccess) throw new Error('play failed');
    const path = (name: string) => `${P.saveCouponName}?couponId=${played.CouponId}&cName=${encodeURIComponent(name)}`;
    const bearer = { Authorization: `Bearer ${m.browser.token}` };
    expect((await m.browser.post<StotoServiceAnswer>(path('Hafta kuponu'))).body).toMatchObject({ sc: 401 });
    expect((await m.browser.post<StotoServiceAnswer>(path('Hafta kuponu'), {}, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    const short = await m.browser.post<StotoServiceAnswer>(path('ab'), {}, { headers: bearer });
    expect(short.status).toBe(400);
    expect(short.body.el[0]?.m).toBe('Kuponunuzun adı en az 3 karakter olmalıdır.');
    const ok = await m.browser.post<StotoServiceAnswer>(path('  Hafta kuponu '), {}, { headers: bearer });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ sc: 200, el: [] });
    const list = (await m.browser.get<StotoCouponsAnswer>(P.myCoupons)).body.Coupons.find((c) => c.CouponId === played.CouponId);
    expect(list).toMatchObject({ CouponName: 'Hafta kuponu', CType: 2, Columns: 1 });
    // Another member cannot name it.
    const other = await newMember(t);
    const theirs = await other.browser.post<StotoServiceAnswer>(path('Benim olsun'), {}, { headers: { Authorization: `Bearer ${other.browser.token}` } });
    expect(theirs.body.sc).toBe(400);
  });

  it('SendMail goes through the outbox with the stored coupon; TrackSportoto records the barcode', async () => {
    const played = (await play(m, ['12', ...singles().slice(1)], 3)).body;
    if (!played.IsSuccess) throw new Error('play failed');
    const info = (await m.browser.post<MemberInfo>(API.memberInfo)).body;
    const wrong = await m.browser.post<{ message: string }>(P.sendMail, { cId: played.CouponId, type: 2, amount: 1, memberId: info.Id + 1 });
    expect(wrong.body.message).toBe('Kupon bulunamadı.');
    const sent = await m.browser.post<{ message: string }>(P.sendMail, { cId: played.CouponId, type: 2, amount: 1, memberId: info.Id });
    expect(sent.body.message).toBe('Kuponunuz e-posta adresinize gönderildi.');
    const [mail] = await t.db.query<{ body: string; to: string }>(`SELECT body, "to" FROM outbox WHERE purpose = 'sportoto_mail' ORDER BY id DESC LIMIT 1`);
    expect(mail?.body).toContain(played.CouponNo);
    expect(mail?.body).toContain('1. maç: 1-2');
    const tracked = await m.browser.get(`${P.track}?barcode=${played.CouponNo}`);
    expect(tracked.status).toBe(200);
    const rows = await t.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM stoto_tracking WHERE barcode = $1 AND member_id = $2', [played.CouponNo, m.id]);
    expect(rows[0]!.n).toBe(1);
    expect((await m.browser.get(`${P.track}`)).status).toBe(400);
  });

  it('StotoCouponCount counts the member’s pool coupons', async () => {
    const n = (await t.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM coupons WHERE member_id = $1 AND product = 'sportoto'`, [m.id]))[0]!.n;
    const listed = (await m.browser.get<StotoCouponsAnswer>(P.myCoupons)).body.Coupons.length;
    expect(n).toBeGreaterThan(20);
    const info = (await m.browser.post<MemberInfo>(API.memberInfo)).body;
    expect(info.StotoCouponCount).toBe(n);
    expect(listed).toBe(Math.min(n, 50));
    const kuponlarim = (await m.browser.get<MyCouponsAnswer>(`${MY_COUPONS_API.myCoupons}?state=ongoing&pageSize=50`)).body;
    expect(kuponlarim.Total).toBe(n);
    expect(kuponlarim.Coupons.every((c) => c.CType === 2 && c.Rows.length === 0)).toBe(true);
  });
});

describe('Kupondaş', () => {
  it('does not share a pool coupon: its number answers as an unknown one', async () => {
    const r = await play(m, singles(), 1);
    if (!r.body.IsSuccess) throw new Error(JSON.stringify(r.body));
    const answer = (await share(t, m.browser, shareRequest(m, r.body.CouponNo))).body;
    expect(answer.d).toBe(false);
    expect(answer.el[0]?.c).toBe(SHARE_CODES.notPlayable);
    expect((await t.db.query('SELECT 1 FROM coupon_shares s JOIN coupons c ON c.id = s.coupon_id WHERE c.coupon_no = $1', [r.body.CouponNo])).length).toBe(0);
  });
});
