/**
 * Event identity across restarts, on the same data (PGlite directory, or PostgreSQL when the
 * suite runs with DATABASE_URL): no code names another event than before, no outcome id changes meaning, a coupon
 * on live matches stays open until its own events' results, results stored before the restart settle nothing
 * new, a result for an event still offered is refused, and events a feed really drops are cancelled at 1,00.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { API, type PlayCouponAnswer } from '@shared/protocol/api';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { settleSelection } from '@shared/rules/coupon-settle';
import type { SettlementRefusal } from '../../edge/domain/settlement-guard';
import { eventResultsRepo } from '../../edge/storage/event-results.repo';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { eveningFeed, eveningFeedClock } from './evening-feed';
import { couponStatus, ledgerMismatches, payoutRows, waitSettled } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { loadPicks, playRequest, type Pick } from './program-picks';

const HOUR = 3_600_000;
/** The feed's own clock (20:30 Istanbul, many live matches), moved by the test to make live matches end. */
const feedClock = eveningFeedClock();
const refusals: SettlementRefusal[] = [];
/** Events this file stored a result for by hand: a restart ends them as recorded, so later tests leave them alone. */
const resultStored = new Set<number>();

let t: TestEdge;
beforeAll(async () => {
  t = await startTestEdge({
    settleEveryMs: 200,
    sweepEveryMs: 200,
    onSettlementRefused: (r) => refusals.push(r),
    makeFeed: eveningFeed(feedClock),
  });
});
afterAll(() => t?.close());

const member = async (i = 0): Promise<Browser> => {
  const b = await openBrowser(t.url);
  await b.login(DEMO_MEMBERS[i]!.username, DEMO_MEMBERS[i]!.password);
  return b;
};

const snapshot = async (b: Browser, path: string): Promise<ProgramSnapshot> => (await b.get<ProgramSnapshot>(path)).body;

/** Open picks on distinct live events whose markets need at most `count` events. */
const livePicks = (snap: ProgramSnapshot, count: number): Pick[] => {
  const markets = new Map(snap.markets.map((m) => [m.id, m]));
  const outcomes = new Map(snap.outcomes.map((o) => [o.id, o]));
  const out: Pick[] = [];
  for (const event of snap.events) {
    if (!event.live || event.status !== EVENT_STATUS.open || resultStored.has(event.nevId)) continue;
    for (const id of event.marketIds) {
      const market = markets.get(id);
      if (!market || market.status !== OUTCOME_STATUS.open || market.mbs > count) continue;
      const outcome = market.outcomeIds.map((o) => outcomes.get(o)).find((o) => o?.status === OUTCOME_STATUS.open);
      if (outcome) {
        out.push({ event, market, outcome });
        break;
      }
    }
    if (out.length === count) return out;
  }
  return out;
};

/**
 * Plays two live matches (three or four when the live markets of the hour need more events), retrying while
 * markets lock for a moment (goals, dangerous attacks).
 */
const playLive = async (b: Browser) => {
  let last = 'no live picks';
  for (let attempt = 0; attempt < 20; attempt++) {
    const snap = await snapshot(b, API.liveProgram);
    const picks = [2, 3, 4].map((n) => livePicks(snap, n)).find((p) => p.length >= 2 && p.every((x) => x.market.mbs <= p.length));
    if (picks) {
      const r = await b.post<PlayCouponAnswer>(API.playCoupon, playRequest(picks, 50));
      if (r.status === 200 && r.body.IsSuccess) return { played: r.body, picks };
      last = JSON.stringify(r.body);
    }
    await new Promise((res) => setTimeout(res, 500));
  }
  throw new Error(`no live coupon could be played: ${last}`);
};

/** code -> what the event is; outcome id -> what it means. */
const meanings = (snaps: ProgramSnapshot[]) => {
  const events = new Map<number, string>();
  const outcomes = new Map<number, string>();
  for (const s of snaps) {
    const markets = new Map(s.markets.map((m) => [m.id, m]));
    for (const e of s.events) events.set(e.code, `${e.nevId}|${e.name}|${e.startsAt}|${e.sportId}`);
    for (const o of s.outcomes) {
      const m = markets.get(o.marketId);
      outcomes.set(o.id, `${m?.eventCode}|${m?.id}|${m?.name}|${o.name}`);
    }
  }
  return { events, outcomes };
};

const programs = async (b: Browser) =>
  Promise.all([API.liveProgram, `${API.sportProgram}?sportId=1`, `${API.sportProgram}?sportId=2`, `${API.sportProgram}?sportId=-1`].map((p) => snapshot(b, p)));

const selectionsOf = (couponId: number) =>
  t.db.query<{ nid: number; code: number; marketId: number; outcomeId: number; status: string }>(
    `SELECT event_nid AS nid, event_code AS code, market_id AS "marketId", outcome_id AS "outcomeId", status
     FROM coupon_selections WHERE coupon_id = $1 ORDER BY position`,
    [couponId],
  );

describe('event identity across a restart', () => {
  it('settles no new coupon by results stored before the restart, and refuses a result for an event still live', async () => {
    let b = await member(2);
    // Markets lock for a moment (goals, dangerous attacks): wait for one live event with an open market.
    let target: Pick | undefined;
    await expect.poll(async () => (target = livePicks(await snapshot(b, API.liveProgram), 4)[0]), { timeout: 20_000, interval: 500 }).toBeDefined();
    // What the old keying by code produced: another event's result under this code, by code and by a foreign NID.
    await t.db.query(
      `INSERT INTO event_results_by_code (event_code, sport_id, status, score, winning_outcome_ids, decided_market_ids, finished_at, received_at)
       VALUES ($1, $2, $3, NULL, $4, $5, $6, $6) ON CONFLICT DO NOTHING`,
      [target!.event.code, target!.event.sportId, EVENT_STATUS.finished, JSON.stringify([target!.outcome.id]), JSON.stringify([target!.market.id]), new Date()],
    );
    await eventResultsRepo.record(t.db, {
      eventNid: 77, eventCode: target!.event.code, sportId: target!.event.sportId, status: EVENT_STATUS.finished, score: [1, 0],
      winningOutcomeIds: [target!.outcome.id], decidedMarketIds: [target!.market.id], marketIds: [target!.market.id], finishedAt: Date.now(),
    }, new Date());

    await t.restart();
    b = await member(2);
    const { played, picks } = await playLive(b);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await couponStatus(t.db, played.CouponId)).toBe('open');
    expect((await selectionsOf(played.CouponId)).every((s) => s.status === 'open')).toBe(true);

    // A result under the right identity while the program still has the match live is refused and reported.
    const first = picks[0]!;
    resultStored.add(first.event.nevId);
    await eventResultsRepo.record(t.db, {
      eventNid: first.event.nevId, eventCode: first.event.code, sportId: first.event.sportId, status: EVENT_STATUS.finished,
      score: [0, 0], winningOutcomeIds: [], decidedMarketIds: [first.market.id], marketIds: [first.market.id], finishedAt: Date.now(),
    }, new Date());
    await expect.poll(() => refusals.some((r) => r.eventNid === first.event.nevId && r.reason === 'event-in-program'), { timeout: 5000 }).toBe(true);
    expect(await couponStatus(t.db, played.CouponId)).toBe('open');
    expect(await payoutRows(t.db, played.CouponId)).toEqual([]);
  });

  it('keeps every code, NID and outcome id meaning the same, and a live coupon open until its own results', async () => {
    let b = await member();
    const { played, picks } = await playLive(b);
    const before = meanings(await programs(b));
    expect(before.events.size).toBeGreaterThan(100);

    await t.restart();
    b = await member();
    const after = meanings(await programs(b));
    let sameCodes = 0;
    for (const [code, meaning] of after.events) {
      const was = before.events.get(code);
      if (was === undefined) continue;
      expect(meaning, `code ${code}`).toBe(was);
      sameCodes++;
    }
    expect(sameCodes).toBeGreaterThan(before.events.size * 0.9);
    let sameOutcomes = 0;
    for (const [id, meaning] of after.outcomes) {
      const was = before.outcomes.get(id);
      if (was === undefined) continue;
      expect(meaning, `outcome ${id}`).toBe(was);
      sameOutcomes++;
    }
    expect(sameOutcomes).toBeGreaterThan(before.outcomes.size * 0.9);

    // The two matches go on where they were, live, and the coupon stays open.
    const live = await snapshot(b, API.liveProgram);
    for (const p of picks) {
      const now = live.events.find((e) => e.code === p.event.code);
      expect(now?.nevId).toBe(p.event.nevId);
      expect(now?.live).toBe(true);
      expect(now!.minute ?? 0).toBeGreaterThanOrEqual(p.event.minute ?? 0);
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect(await couponStatus(t.db, played.CouponId)).toBe('open');

    // The matches end (the feed's clock moves on): the coupon settles by exactly its own events' results.
    feedClock.offset += 4 * HOUR;
    expect(await waitSettled(t.db, played.CouponId, 30_000)).not.toBe('open');
    // A lost coupon settles at its first lost row; the other row still gets its own result for the coupon shown.
    await expect.poll(async () => (await selectionsOf(played.CouponId)).every((s) => s.status !== 'open'), { timeout: 30_000 }).toBe(true);
    for (const s of await selectionsOf(played.CouponId)) {
      const result = await eventResultsRepo.find(t.db, s.nid);
      expect(result?.eventCode).toBe(s.code);
      expect(result?.marketIds).toContain(s.marketId);
      expect(s.status).toBe(settleSelection(result!, s.marketId, s.outcomeId));
    }
    expect(refusals.filter((r) => r.couponId === played.CouponId)).toEqual([]);
    expect(await ledgerMismatches(t.db)).toBe(0);
  });

  it('cancels at 1,00 and refunds the coupons of events a feed really dropped', async () => {
    const b = await member(2);
    const picks = await loadPicks(b, 2, t.clock.now(), 2);
    const r = await b.post<PlayCouponAnswer>(API.playCoupon, playRequest(picks, 60));
    expect(r.body.IsSuccess, JSON.stringify(r.body)).toBe(true);
    const played = r.body as Extract<PlayCouponAnswer, { IsSuccess: true }>;

    // Another seed: a feed that knows none of the old program's events any more.
    await t.restart({ feedSeed: 4_040_404 });
    await new Promise((res) => setTimeout(res, 1000));
    // Not before the grace period: a younger coupon may name an event another edge's replica already has.
    expect(await couponStatus(t.db, played.CouponId)).toBe('open');
    t.clock.set(Date.now() + 6 * 60_000);
    expect(await waitSettled(t.db, played.CouponId, 10_000)).toBe('refunded');
    expect((await payoutRows(t.db, played.CouponId)).map((p) => [p.kind, p.amount])).toEqual([['coupon_refund', played.Amount]]);
    for (const s of await selectionsOf(played.CouponId)) {
      expect(s.status).toBe('void');
      expect((await t.db.query<{ source: string }>('SELECT source FROM event_results WHERE event_nid = $1', [s.nid]))[0]?.source).toBe('dropped');
    }
    expect(await ledgerMismatches(t.db)).toBe(0);
    t.clock.reset();
  });
});
