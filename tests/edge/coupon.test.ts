import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_RULES } from '@shared/constants/business';
import { COUPON_ERRORS, MESSAGES, fillTemplate } from '@shared/errors/catalogue';
import { API, type PlayCouponAnswer, type PlayCouponRequest } from '@shared/protocol/api';
import { maxWinnings, totalOdds } from '@shared/rules/coupon-math';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { moneyState } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicks, newKey, playRequest, selectionOf, snapshotPicks, type Pick } from './program-picks';

let t: TestEdge;
let demo: Browser;
let ayse: Browser;
let picks: Pick[];
beforeAll(async () => {
  t = await startTestEdge();
  demo = await openBrowser(t.url);
  await demo.login('demo', DEMO_MEMBERS[0]!.password);
  ayse = await openBrowser(t.url);
  await ayse.login('ayse', DEMO_MEMBERS[1]!.password);
  picks = await loadPicks(demo, 6, t.clock.now());
});
afterAll(() => t?.close());

type Success = Extract<PlayCouponAnswer, { IsSuccess: true }>;
type Refusal = Extract<PlayCouponAnswer, { IsSuccess: false }>;
const play = (b: Browser, req: PlayCouponRequest) => b.post<PlayCouponAnswer>(API.playCoupon, req);

/** Plays, expects a refusal with this code, status and text, and that nothing was written. */
const refused = async (b: Browser, user: string, req: PlayCouponRequest, code: string, status: number, message?: string): Promise<Refusal> => {
  const before = await moneyState(t.db, user);
  const r = await play(b, req);
  expect(r.status, code).toBe(status);
  const body = r.body as Refusal;
  expect(body.IsSuccess).toBe(false);
  expect(body.Code).toBe(code);
  expect(body.Message).toBe(message ?? COUPON_ERRORS[code as keyof typeof COUPON_ERRORS]);
  expect(await moneyState(t.db, user)).toEqual(before);
  return body;
};

describe('playing a coupon', () => {
  it('refuses a visitor with 401 NOT_AUTHORIZED', async () => {
    const visitor = await openBrowser(t.url);
    const r = await play(visitor, playRequest(picks.slice(0, 1)));
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ IsSuccess: false, Code: 'NOT_AUTHORIZED', Message: MESSAGES.notLoggedIn });
  });

  it('debits the amount, writes one coupon, its selections and one ledger row; the ledger sums to the balance', async () => {
    const before = await moneyState(t.db, 'demo');
    const chosen = picks.slice(0, 3);
    const req = playRequest(chosen, 60);
    const r = await play(demo, req);
    expect(r.status).toBe(200);
    const a = r.body as Success;
    const odds = chosen.map((p) => p.outcome.odd);
    expect(a).toMatchObject({ IsSuccess: true, Amount: 6000, Balance: before.balance - 6000 });
    expect(a.CouponNo).toMatch(/^[1-9]\d{13}$/);
    expect(a.TotalOdd).toBe(totalOdds(odds));
    expect(a.MaxWinnings).toBe(maxWinnings(odds, 60));
    expect(Math.abs(a.PlayedAt - Date.now())).toBeLessThan(10_000);
    const after = await moneyState(t.db, 'demo');
    expect(after).toEqual({
      balance: before.balance - 6000,
      ledgerSum: before.ledgerSum - 6000,
      ledgerRows: before.ledgerRows + 1,
      coupons: before.coupons + 1,
      selections: before.selections + 3,
    });
    expect(after.ledgerSum).toBe(after.balance);
    const info = await demo.post<{ Balance: number; IddaaCouponCount: number; IddaaContinuedCouponCount: number }>(API.memberInfo);
    expect(info.body).toMatchObject({ Balance: after.balance, IddaaCouponCount: after.coupons, IddaaContinuedCouponCount: after.coupons });
  });

  it('replays the same key with the identical first answer and no second debit', async () => {
    const req = playRequest(picks.slice(1, 2), 50);
    const first = await play(demo, req);
    expect(first.status).toBe(200);
    const mid = await moneyState(t.db, 'demo');
    const again = await play(demo, req);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await moneyState(t.db, 'demo')).toEqual(mid);
  });

  it('refuses the same key with a different coupon: 409 IDEMPOTENCY_CONFLICT', async () => {
    const req = playRequest(picks.slice(2, 3), 50);
    expect((await play(demo, req)).status).toBe(200);
    await refused(demo, 'demo', { ...req, misli: 51 }, 'IDEMPOTENCY_CONFLICT', 409);
    await refused(demo, 'demo', { ...req, selections: [selectionOf(picks[3]!)] }, 'IDEMPOTENCY_CONFLICT', 409);
  });

  it('keys are per member: another member may use the same key', async () => {
    const req = playRequest(picks.slice(0, 1), 50);
    expect((await play(demo, req)).status).toBe(200);
    const mehmet = await openBrowser(t.url);
    await mehmet.login('mehmet', DEMO_MEMBERS[2]!.password);
    const r = await play(mehmet, req);
    expect(r.status).toBe(200);
  });

  it('refuses below the minimum with the suggested misli, and a bad misli', async () => {
    const body = await refused(demo, 'demo', playRequest(picks.slice(0, 1), 10), 'BELOW_MIN_AMOUNT', 422,
      fillTemplate(COUPON_ERRORS.BELOW_MIN_AMOUNT, { misli: 50 }));
    expect(body.SuggestedMisli).toBe(COUPON_RULES.minCouponAmountKurus / COUPON_RULES.columnPriceKurus);
    await refused(demo, 'demo', playRequest(picks.slice(0, 1), 2.5), 'INVALID_MISLI', 422);
    await refused(demo, 'demo', playRequest(picks.slice(0, 1), COUPON_RULES.maxMisli + 1), 'INVALID_MISLI', 422);
    await refused(demo, 'demo', playRequest(picks.slice(0, 1), 0), 'INVALID_MISLI', 422);
  });

  it('refuses an empty coupon, two picks of one event, more than 30 selections and unknown selections', async () => {
    await refused(demo, 'demo', playRequest([], 50), 'EMPTY', 422);
    const p = picks[0]!;
    const sameEvent = { ...playRequest([p, p], 50) };
    await refused(demo, 'demo', sameEvent, 'DUPLICATE_EVENT', 422);
    const tooMany = playRequest([], 50, { selections: [] });
    const snap = (await demo.get<ProgramSnapshot>(`${API.sportProgram}?sportId=1`)).body;
    const many = snapshotPicks(snap, t.clock.now(), 4).slice(0, 31);
    expect(many).toHaveLength(31);
    tooMany.selections = many.map((m) => selectionOf(m));
    await refused(demo, 'demo', tooMany, 'TOO_MANY_SELECTIONS', 422);
    for (const sel of [
      { ...selectionOf(p), outcomeId: 987_654_321 },
      { ...selectionOf(p), marketId: picks[1]!.market.id },
      { ...selectionOf(p), eventCode: picks[1]!.event.code },
    ]) await refused(demo, 'demo', playRequest([], 50, { selections: [sel] }), 'UNKNOWN_SELECTION', 422);
  });

  it('refuses when a market needs more events than the coupon holds (MBS)', async () => {
    const snap = (await demo.get<ProgramSnapshot>(`${API.sportProgram}?sportId=1`)).body;
    const high = snapshotPicks(snap, t.clock.now(), 4).find((p) => p.market.mbs >= 2);
    expect(high, 'a market with MBS 2 or more in the football program').toBeDefined();
    await refused(demo, 'demo', playRequest([high!], 50), 'MBS_NOT_MET', 422, fillTemplate(COUPON_ERRORS.MBS_NOT_MET, { n: high!.market.mbs }));
  });

  it('refuses changed odds without acceptance, listing the new odds; with acceptance the server odds count', async () => {
    const chosen = picks.slice(3, 5);
    const seen = chosen.map((p) => p.outcome.odd + 7);
    const req = playRequest(chosen, 50, { acceptOddsChanges: false, selections: chosen.map((p, i) => selectionOf(p, seen[i])) });
    const body = await refused(demo, 'demo', req, 'ODDS_CHANGED', 422);
    expect(body.Changes).toHaveLength(2);
    for (const [i, p] of chosen.entries()) {
      const c = body.Changes!.find((x) => x.outcomeId === p.outcome.id);
      expect(c).toBeDefined();
      expect(c!.odd).not.toBe(seen[i]);
      expect(c!.status).toBe(p.outcome.status);
    }
    const accepted = await play(demo, { ...req, idempotencyKey: newKey(), acceptOddsChanges: true });
    expect(accepted.status).toBe(200);
    const serverOdds = body.Changes!.map((c) => c.odd);
    // The odds may have moved again between the two calls; the coupon holds the server's, never the seen ones.
    expect((accepted.body as Success).TotalOdd).not.toBe(totalOdds(seen));
    expect((accepted.body as Success).TotalOdd).toBeGreaterThan(0);
    expect(serverOdds.every((o) => o > 100)).toBe(true);
  });

  it('refuses a pre-match event that has started (the edge clock passes its start)', async () => {
    const p = picks[5]!;
    try {
      t.clock.set(p.event.startsAt + 1000);
      // The clock moved past the session's idle limit too; a fresh login keeps this about the event.
      const b = await openBrowser(t.url);
      await b.login('demo', DEMO_MEMBERS[0]!.password);
      await refused(b, 'demo', playRequest([p], 50), 'EVENT_STARTED', 422);
    } finally {
      t.clock.reset();
    }
  });

  it('accepts a live selection while its event is live, bettable in play and its market open', async () => {
    let answer: PlayCouponAnswer | null = null;
    // A live market locks for a few seconds around goals and dangerous moments; a member would simply retry.
    for (let attempt = 0; attempt < 15 && !answer?.IsSuccess; attempt++) {
      const live = (await demo.get<ProgramSnapshot>(API.liveProgram)).body;
      const outcomes = new Map(live.outcomes.map((o) => [o.id, o]));
      const pick = live.markets
        .filter((m) => m.status === 1 && live.events.some((e) => e.code === m.eventCode && e.live && e.bettableInPlay))
        .sort((a, b) => a.mbs - b.mbs)
        .map((m) => ({ market: m, outcome: m.outcomeIds.map((id) => outcomes.get(id)).find((o) => o?.status === 1) }))
        .find((x) => x.outcome);
      expect(pick, 'an open live market').toBeDefined();
      const event = live.events.find((e) => e.code === pick!.market.eventCode)!;
      const livePick: Pick = { event, market: pick!.market, outcome: pick!.outcome! };
      // A market with MBS n needs n events on the coupon: pre-match picks make up the rest.
      const need = pick!.market.mbs - 1;
      const fill = need > 0 ? await loadPicks(demo, need, t.clock.now(), pick!.market.mbs) : [];
      const r = await play(demo, playRequest([livePick, ...fill], 50));
      if (r.status === 200) answer = r.body;
      else expect((r.body as Refusal).Code).toBe('OUTCOME_LOCKED');
      if (!answer) await new Promise((res) => setTimeout(res, 1000));
    }
    expect(answer?.IsSuccess).toBe(true);
    const couponId = (answer as Success).CouponId;
    const rows = await t.db.query<{ live: boolean }>('SELECT live FROM coupon_selections WHERE coupon_id = $1 ORDER BY position', [couponId]);
    expect(rows[0]?.live).toBe(true);
  });

  it('refuses a system size the coupon cannot hold, then plays the same coupon as a system', async () => {
    await refused(demo, 'demo', playRequest(picks.slice(0, 3), 50, { systemSizes: [4] }), 'INVALID_SYSTEM_SIZE', 422,
      'Seçtiğiniz sistem kuponunuzdaki maç sayısına uygun değil.');
    const system = await play(demo, playRequest(picks.slice(0, 3), 50, { systemSizes: [2] }));
    expect(system.status).toBe(200);
    expect((system.body as Success).Amount).toBe(3 * 50 * 100);
  });

  it('refuses with INSUFFICIENT_BALANCE and the balance when the member cannot pay (ayse, 20 TL)', async () => {
    const body = await refused(ayse, 'ayse', playRequest(picks.slice(0, 1), 50), 'INSUFFICIENT_BALANCE', 422);
    expect(body.Balance).toBe(DEMO_MEMBERS[1]!.balanceKurus);
  });

  it('refuses wrong shapes with 400 before any rule', async () => {
    const base = playRequest(picks.slice(0, 1), 50);
    for (const bad of [
      { ...base, idempotencyKey: 'x' },
      { ...base, misli: '50' },
      { ...base, acceptOddsChanges: 'yes' },
      { ...base, extra: 1 },
      { ...base, selections: [{ ...base.selections[0], odd: 1.85 }] },
      { ...base, selections: 'all' },
    ]) {
      const r = await demo.post<{ Code: string }>(API.playCoupon, bad);
      expect(r.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(r.body.Code).toBe('BAD_REQUEST');
    }
  });

  it('keeps the ledger equal to the balance for every member after all of the above', async () => {
    for (const u of ['demo', 'ayse', 'mehmet']) {
      const s = await moneyState(t.db, u);
      expect(s.ledgerSum, u).toBe(s.balance);
      expect(s.balance, u).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('the no-play window', () => {
  it('refuses play between 23:55 and 00:10 Istanbul time, and allows it outside', async () => {
    const w = await startTestEdge({ noPlayWindow: { from: '23:55', to: '00:10' } });
    try {
      const b = await openBrowser(w.url);
      await b.login('demo', DEMO_MEMBERS[0]!.password);
      const chosen = await loadPicks(b, 1, w.clock.now());
      // Move the clock to 23:58 Istanbul (20:58 UTC, +03:00) of a day before the picked event starts.
      const eventStart = chosen[0]!.event.startsAt;
      const day = new Date(eventStart - 2 * 86_400_000);
      const at2358 = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 20, 58);
      w.clock.set(at2358);
      const fresh = await openBrowser(w.url);
      await fresh.login('demo', DEMO_MEMBERS[0]!.password);
      const before = await moneyState(w.db, 'demo');
      const r = await fresh.post<Refusal>(API.playCoupon, playRequest(chosen, 50));
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ Code: 'PLAY_WINDOW_CLOSED', Message: '23:55 - 00:10 saatleri arasında kupon oynanamaz.' });
      expect(await moneyState(w.db, 'demo')).toEqual(before);
      w.clock.set(at2358 + 13 * 60_000); // 00:11
      const ok = await fresh.post<PlayCouponAnswer>(API.playCoupon, playRequest(chosen, 50));
      expect(ok.status).toBe(200);
    } finally {
      await w.close();
    }
  });
});
