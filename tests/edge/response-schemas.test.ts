/**
 * Answers that Fastify serialises with a response schema keep their bytes: each is compared, key order included
 * (JSON.parse keeps it), with the same data written by JSON.stringify (the member-info service's own result; the saved coupon read one at a time, a
 * route without a response schema). A field the schema did not list, or listed in another order, shows here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type MemberInfoAnswer } from '@shared/protocol/api';
import { SAVED_COUPONS_API, type AjaxHandlerAnswer, type SavedCouponAnswer, type SavedCouponListAnswer } from '@shared/protocol/saved-coupons-api';
import { createMemberInfoService } from '../../edge/domain/member-info.service';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { memberIdOf } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicks, selectionOf } from './program-picks';

/** Internet Explorer 11, so the answer's Ie flag is true rather than its default. */
const IE_AGENT = 'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko';
const DEMO = DEMO_MEMBERS[0]!;

let t: TestEdge;
let demo: Browser;
beforeAll(async () => {
  t = await startTestEdge();
  demo = await openBrowser(t.url);
  await demo.login(DEMO.username, DEMO.password);
});
afterAll(() => t?.close());

describe('answers serialised by a response schema', () => {
  it('member info carries every field of the member-info service', async () => {
    const { status, body } = await demo.post<MemberInfoAnswer>(API.memberInfo, {}, { headers: { 'User-Agent': IE_AGENT } });
    expect(status).toBe(200);
    const memberId = await memberIdOf(t.db, DEMO.username);
    const [session] = await t.db.query<{ loginType: number | null }>(
      'SELECT login_type AS "loginType" FROM sessions WHERE member_id = $1 ORDER BY created_at DESC LIMIT 1',
      [memberId],
    );
    const info = await createMemberInfoService(t.db).info({ memberId, loginType: session?.loginType ?? null, userAgent: IE_AGENT });
    expect(info?.Ie).toBe(true);
    expect(JSON.stringify(body)).toBe(JSON.stringify(info));
  });

  it("a visitor's member info is { IsLogin: false }", async () => {
    const visitor = await openBrowser(t.url);
    expect((await visitor.post(API.memberInfo)).body).toStrictEqual({ IsLogin: false });
  });

  it('the saved coupons list carries each coupon as the single read does', async () => {
    const picks = await loadPicks(demo, 3, t.clock.now());
    const save = async (name: string, systemSizes: number[], banker: boolean) => {
      const coupon = { misli: 3, systemSizes, selections: picks.map((p, i) => ({ ...selectionOf(p), banker: banker && i === 0 })) };
      const r = await demo.post<AjaxHandlerAnswer>(SAVED_COUPONS_API.ajaxHandler, { action: 'savecoupon', couponname: name, coupon });
      expect(r.body.message).toBe('success');
      return r.body.savedCouponId!;
    };
    const ids = [await save('Cumartesi kuponu', [2], true), await save('Pazar kuponu', [], false)];
    const list = await demo.get<SavedCouponListAnswer>(SAVED_COUPONS_API.savedCoupons);
    expect(list.status).toBe(200);
    expect(list.body.IsSuccess).toBe(true);
    for (const id of ids) {
      const single = await demo.get<SavedCouponAnswer>(`${SAVED_COUPONS_API.savedCoupon}?id=${id}`);
      expect(single.body.IsSuccess).toBe(true);
      if (!single.body.IsSuccess) continue;
      expect(JSON.stringify(list.body.Coupons.find((c) => c.id === id))).toBe(JSON.stringify(single.body.Coupon));
    }
  });
});
