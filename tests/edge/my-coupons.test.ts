/** My coupons, edge side: system coupons with bankers, their refusals, my coupons, naming and moving. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_ERRORS, MESSAGES } from '@shared/errors/catalogue';
import { API, type PlayCouponAnswer } from '@shared/protocol/api';
import { MY_COUPONS_API as C, type MoveCouponAnswer, type MyCouponsAnswer, type SaveCouponNameAnswer } from '@shared/protocol/my-coupons-api';
import { maxWinnings } from '@shared/rules/coupon-math';
import { COUPON_NAME_TEXTS } from '@shared/validation/coupon-name.schema';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { moneyState } from './db-checks';
import { playOk, publishResult, waitSettled, type Played } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicks, playRequest, type Pick } from './program-picks';

let t: TestEdge;
let demo: Browser;
let mehmet: Browser;
let picks: Pick[];
beforeAll(async () => {
  t = await startTestEdge({ settleEveryMs: 200 });
  demo = await openBrowser(t.url);
  await demo.login(DEMO_MEMBERS[0]!.username, DEMO_MEMBERS[0]!.password);
  mehmet = await openBrowser(t.url);
  await mehmet.login(DEMO_MEMBERS[2]!.username, DEMO_MEMBERS[2]!.password);
  picks = await loadPicks(demo, 12, t.clock.now());
});
afterAll(() => t?.close());

/** 2 and 3 out of 5 with the first pick as banker. */
const systemRequest = (p: Pick[], misli = 5) => {
  const req = playRequest(p.slice(0, 5), misli, { systemSizes: [2, 3] });
  req.selections[0]!.banker = true;
  return req;
};

describe('system coupons with a banker', () => {
  let played: Played;
  it('plays 2-and-3-of-5 with one banker: 10 columns, amount, capped max winnings, once per key', async () => {
    const req = systemRequest(picks);
    const before = await moneyState(t.db, 'demo');
    played = await playOk(demo, req);
    expect(played.Amount).toBe(10 * 5 * 100); // C(4,1) + C(4,2) = 10 columns × misli 5 × 1 TL
    const odds = (await t.db.query<{ odd: number }>('SELECT odd FROM coupon_selections WHERE coupon_id = $1 ORDER BY position', [played.CouponId])).map((r) => r.odd);
    expect(played.MaxWinnings).toBe(maxWinnings(odds, 5, [2, 3], [0]));
    const again = await demo.post<PlayCouponAnswer>(API.playCoupon, req);
    expect(again.body).toEqual(played);
    const after = await moneyState(t.db, 'demo');
    expect(before.balance - after.balance).toBe(5000);
    expect(after.coupons - before.coupons).toBe(1);
    expect(after.ledgerSum).toBe(after.balance);
    const [row] = await t.db.query<{ sizes: number[]; columns: number }>('SELECT system_sizes AS sizes, column_count AS columns FROM coupons WHERE id = $1', [played.CouponId]);
    expect(row).toEqual({ sizes: [2, 3], columns: 10 });
    const bankers = await t.db.query<{ banker: boolean }>('SELECT banker FROM coupon_selections WHERE coupon_id = $1 ORDER BY position', [played.CouponId]);
    expect(bankers.map((b) => b.banker)).toEqual([true, false, false, false, false]);
  });

  it('refuses each system rule with its Turkish text and writes nothing', async () => {
    const cases: [ReturnType<typeof systemRequest>, string][] = [
      [{ ...systemRequest(picks), systemSizes: [6] }, 'INVALID_SYSTEM_SIZE'],
      [{ ...systemRequest(picks), systemSizes: [] }, 'BANKER_WITHOUT_SYSTEM'],
      [{ ...systemRequest(picks), systemSizes: [1, 3] }, 'TOO_MANY_BANKERS'],
      [systemRequest(picks, 4), 'BELOW_MIN_AMOUNT'],
    ];
    const before = await moneyState(t.db, 'demo');
    for (const [req, code] of cases) {
      const r = await demo.post<Extract<PlayCouponAnswer, { IsSuccess: false }>>(API.playCoupon, req);
      expect(r.status, code).toBe(422);
      expect(r.body.Code).toBe(code);
      if (code === 'BELOW_MIN_AMOUNT') {
        expect(r.body.Message).toBe(COUPON_ERRORS.BELOW_MIN_AMOUNT.replace('{misli}', '5'));
        expect(r.body.SuggestedMisli).toBe(5);
      } else expect(r.body.Message).toBe(COUPON_ERRORS[code as keyof typeof COUPON_ERRORS]);
    }
    expect(await moneyState(t.db, 'demo')).toEqual(before);
  });

  it('lists it under ongoing coupons with the coupon-row fields, IsCancelable false, paged', async () => {
    const r = await demo.get<MyCouponsAnswer>(`${C.myCoupons}?state=ongoing&page=1&pageSize=1`);
    expect(r.status).toBe(200);
    expect(r.body.PageSize).toBe(1);
    expect(r.body.Total).toBeGreaterThanOrEqual(1);
    const c = r.body.Coupons[0]!;
    expect(c).toMatchObject({ CouponNo: played.CouponNo, Amount: 5000, ColumnCount: 10, SystemSizes: [2, 3], IsCancelable: false, IsRefunded: false, CouponStatus: 'open' });
    expect(c.Rows).toHaveLength(5);
    expect(c.Rows[0]).toMatchObject({ code: picks[0]!.event.code, bankStatus: 1, statusId: null, colorId: 1, outcomeId: picks[0]!.outcome.id });
    expect(c.Rows[1]!.bankStatus).toBe(0);
    expect(c.Rows[0]!.date).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    expect(c.Rows[0]!.time).toMatch(/^\d\d:\d\d$/);
    const won = await demo.get<MyCouponsAnswer>(`${C.myCoupons}?state=won`);
    expect(won.body.Coupons.some((x) => x.CouponNo === played.CouponNo)).toBe(false);
    const visitor = await openBrowser(t.url);
    expect((await visitor.get(`${C.myCoupons}?state=ongoing`)).status).toBe(401);
    expect((await demo.get(`${C.myCoupons}?state=nope`)).status).toBe(400);
  });

  it('names it by every coupon-name rule; NOTAUTHORIZED without a member; another member cannot', async () => {
    const save = (b: Browser, cName: string, couponId = played.CouponId) =>
      b.post<SaveCouponNameAnswer>(C.saveCouponName, { couponId, cType: 1, cDetailType: 1, cName });
    expect((await save(demo, '  ')).body.Message).toBe(COUPON_NAME_TEXTS.empty);
    expect((await save(demo, 'ab')).body.Message).toBe(COUPON_NAME_TEXTS.tooShort);
    expect((await save(demo, 'a'.repeat(21))).body.Message).toBe(COUPON_NAME_TEXTS.tooLong);
    expect((await save(demo, 'kupon ⚽')).body.Message).toBe(COUPON_NAME_TEXTS.invalidChars);
    expect((await save(mehmet, 'Benim kuponum')).body.Message).toBe(MESSAGES.couponNameSaveFailed);
    const visitor = await openBrowser(t.url);
    expect((await save(visitor, 'Hafta sonu')).body.Message).toBe('NOTAUTHORIZED');
    expect((await save(demo, ' Hafta sonu ')).body.Message).toBe('success');
    const list = await demo.get<MyCouponsAnswer>(`${C.myCoupons}?state=ongoing`);
    expect(list.body.Coupons.find((x) => x.CouponId === played.CouponId)?.CouponName).toBe('Hafta sonu');
  });

  it('moves only settled coupons: an open one fails with the error text, a lost one goes to lost coupons', async () => {
    const move = (couponId: number, target: 'old' | 'lost') => demo.post<MoveCouponAnswer>(C.moveCoupon, { couponId, target });
    expect((await move(played.CouponId, 'old')).body).toEqual({ IsSuccess: false, Message: 'Bir sorun oluştu. Tekrar deneyin.' });
    const single = await playOk(demo, playRequest([picks[6]!], 50));
    await publishResult(t, picks[6]!, 'lost');
    expect(await waitSettled(t.db, single.CouponId)).toBe('lost');
    expect((await mehmet.post<MoveCouponAnswer>(C.moveCoupon, { couponId: single.CouponId, target: 'lost' })).body.IsSuccess).toBe(false);
    expect((await move(single.CouponId, 'lost')).body.IsSuccess).toBe(true);
    const lost = await demo.get<MyCouponsAnswer>(`${C.myCoupons}?state=lostFolder`);
    expect(lost.body.Coupons.map((x) => x.CouponId)).toContain(single.CouponId);
    expect(lost.body.Coupons[0]!.Rows[0]).toMatchObject({ statusId: 4, colorId: 3 });
    const tab = await demo.get<MyCouponsAnswer>(`${C.myCoupons}?state=lost`);
    expect(tab.body.Coupons.map((x) => x.CouponId)).not.toContain(single.CouponId);
  });
});
