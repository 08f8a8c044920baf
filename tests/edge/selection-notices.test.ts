/**
 * A selection settled while its coupon still runs: the member room carries which selections settled (so an open
 * Hesabım/Kuponlarım turns the row to ✓ at once), and the my-coupons rows show the settled selection's check, its
 * final score and the start time, while the open one has no mark (the server does not follow live scores).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, SESSION_COOKIE } from '@shared/protocol/api';
import { EVENT_STATUS, STATUS_ID } from '@shared/constants/codes';
import { MY_COUPONS_API as C, type MyCouponsAnswer } from '@shared/protocol/my-coupons-api';
import { MT, type SelectionsSettledBody } from '@shared/protocol/realtime';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { eventResultsRepo } from '../../edge/storage/event-results.repo';
import { openBrowser, type Browser } from './browser';
import { endInProgram, playOk } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicksAcross, playRequest } from './program-picks';
import { connectWs, type TestSocket } from './ws-client';

let t: TestEdge;
let b: Browser;
let s: TestSocket;
let room: string;
beforeAll(async () => {
  t = await startTestEdge({ settleEveryMs: 100 });
  b = await openBrowser(t.url);
  const mehmet = DEMO_MEMBERS[2]!;
  expect((await b.login(mehmet.username, mehmet.password)).IsSuccess).toBe(true);
  const { body } = await b.post<{ EncryptedId?: string }>(API.memberInfo);
  room = `Member_${body.EncryptedId}_V3`;
  s = await connectWs(t.edge.wsPort, { cookie: `${SESSION_COOKIE}=${encodeURIComponent(b.sessionCookie!)}` });
  s.send({ event: 'joinroom', data: room });
  await s.next((f) => f.event === 'version' && f.room === room);
});
afterAll(async () => {
  s?.close();
  await t?.close();
});

describe('selections settled on a running coupon', () => {
  it('are told to the member room and shown with their check and final score', async () => {
    const [first, second] = await loadPicksAcross(b, 2, t.clock.now());
    const played = await playOk(b, playRequest([first!, second!], 50));
    endInProgram(t.edge.program, first!.event.code, EVENT_STATUS.finished);
    await eventResultsRepo.record(t.db, {
      eventNid: first!.event.nevId, eventCode: first!.event.code, sportId: first!.event.sportId, status: EVENT_STATUS.finished,
      score: [2, 1], winningOutcomeIds: [first!.outcome.id], decidedMarketIds: [first!.market.id],
      marketIds: [...new Set([...first!.event.marketIds, first!.market.id])], finishedAt: Date.now(),
    }, new Date());

    const frame = await s.next((f) => f.room === room && f.MT === MT.selectionsSettled, 10_000);
    expect(frame.M as SelectionsSettledBody).toEqual({
      couponId: played.CouponId, couponNo: played.CouponNo, selections: [{ outcomeId: first!.outcome.id, status: 'won' }],
    });

    const { body } = await b.get<MyCouponsAnswer>(`${C.myCoupons}?state=ongoing`);
    const coupon = body.Coupons.find((c) => c.CouponNo === played.CouponNo)!;
    expect(coupon.CouponStatus).toBe('open');
    expect(coupon.Rows[0]).toMatchObject({ status: 'won', statusId: STATUS_ID.check, colorId: 2, score: [2, 1], startsAt: first!.event.startsAt });
    expect(coupon.Rows[1]).toMatchObject({ status: 'open', statusId: null, colorId: 1, score: null, startsAt: second!.event.startsAt });
  });
});
