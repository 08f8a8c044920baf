/**
 * The page's diagnostics on the edge: screen logs (coll) and coupon activity reports are stored once per id, under
 * the anti-forgery guard, validated, bounded per session; the ops aggregates sit behind OPS_TOKEN.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIAGNOSTICS_API as P, SCREEN_LOG_LIMITS, type CouponActivityAggregates, type CouponActivityReport,
} from '@shared/protocol/diagnostics-api';
import { openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';

const OPS_TOKEN = 'diagnostics-ops-token-123';
const report = (over: Partial<CouponActivityReport> = {}): CouponActivityReport => ({
  nid: randomUUID(), sid: 'visit-1', at: 'played', tec: 3, pec: 4, eat: 1_700_000_000_000, aet: 1_700_000_060_000,
  lpet: 50_000, ftt: 12_000, urcle: 1, cp: 5000, fct: 1, laptt: 10_000, dec: 1, ...over,
});
const count = async (t: TestEdge, table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe('diagnostics', () => {
  let t: TestEdge;
  beforeAll(async () => {
    t = await startTestEdge({ opsToken: OPS_TOKEN });
  });
  afterAll(() => t?.close());

  it('stores posted screen logs once per id, and refuses a post without the token', async () => {
    const b = await openBrowser(t.url);
    const before = await count(t, 'screen_logs');
    const coll = [{ id: randomUUID(), html: '<div class="coupon">Hata</div>' }, { id: randomUUID(), html: '<p>x</p>' }];
    const first = await b.post<{ Added: number }>(P.screenLogs, { coll });
    expect(first.status).toBe(200);
    expect(first.body.Added).toBe(2);
    // A replay (the answer was lost) stores nothing twice.
    expect((await b.post<{ Added: number }>(P.screenLogs, { coll })).body.Added).toBe(0);
    expect(await count(t, 'screen_logs')).toBe(before + 2);
    expect((await b.post(P.screenLogs, { coll: [{ id: randomUUID(), html: 'y' }] }, { token: null })).status).toBe(403);
    expect(await count(t, 'screen_logs')).toBe(before + 2);
  });

  it.each([
    ['an empty coll', { coll: [] }],
    ['too many logs', { coll: Array.from({ length: SCREEN_LOG_LIMITS.maxPerPost + 1 }, (_, i) => ({ id: `i${i}`, html: '' })) }],
    ['too long markup', { coll: [{ id: 'a', html: 'x'.repeat(SCREEN_LOG_LIMITS.maxHtml + 1) }] }],
    ['an unknown field', { coll: [{ id: 'a', html: '', extra: 1 }] }],
    ['a bad id', { coll: [{ id: 'a b<', html: '' }] }],
  ])('refuses %s with 400', async (_name, body) => {
    const b = await openBrowser(t.url);
    expect((await b.post(P.screenLogs, body)).status).toBe(400);
  });

  it('caps the logs of one session', async () => {
    const b = await openBrowser(t.url);
    let stored = 0;
    for (let i = 0; stored < SCREEN_LOG_LIMITS.maxPerSession; i += 1) {
      const coll = Array.from({ length: SCREEN_LOG_LIMITS.maxPerPost }, () => ({ id: randomUUID(), html: '<p></p>' }));
      const r = await b.post<{ Added: number }>(P.screenLogs, { coll });
      expect(r.status).toBe(200);
      stored += r.body.Added;
    }
    expect(stored).toBe(SCREEN_LOG_LIMITS.maxPerSession);
    expect((await b.post(P.screenLogs, { coll: [{ id: randomUUID(), html: '' }] })).status).toBe(429);
  });

  it('stores an activity report once per nid and validates it', async () => {
    const b = await openBrowser(t.url);
    const before = await count(t, 'coupon_activity_reports');
    const r = report();
    expect((await b.post<{ Duplicate: boolean }>(P.activityReport, r)).body).toMatchObject({ IsSuccess: true, Duplicate: false });
    expect((await b.post<{ Duplicate: boolean }>(P.activityReport, r)).body).toMatchObject({ Duplicate: true });
    expect(await count(t, 'coupon_activity_reports')).toBe(before + 1);
    expect((await b.post(P.activityReport, { ...report(), at: 'lost' })).status).toBe(400);
    expect((await b.post(P.activityReport, { ...report(), tec: -1 })).status).toBe(400);
    expect((await b.post(P.activityReport, { ...report(), aet: 1 })).status).toBe(400);
    expect((await b.post(P.activityReport, { ...report(), extra: 1 })).status).toBe(400);
    expect((await b.post(P.activityReport, report(), { token: null })).status).toBe(403);
    expect(await count(t, 'coupon_activity_reports')).toBe(before + 1);
  });

  it('shows aggregates only with the ops token', async () => {
    const b = await openBrowser(t.url);
    await t.db.query('DELETE FROM coupon_activity_reports');
    await b.post(P.activityReport, report({ ftt: 1000, pec: 2, urcle: 0, cp: 1000 }));
    await b.post(P.activityReport, report({ ftt: 3000, pec: 4, urcle: 2, cp: 3000 }));
    await b.post(P.activityReport, report({ at: 'abandoned', ftt: 5000, pec: 6, urcle: 4, cp: 9999 }));
    expect((await b.get(P.opsActivity)).status).toBe(401);
    expect((await b.get(P.opsActivity, { Authorization: 'Bearer wrong-token-wrong-token' })).status).toBe(401);
    const r = await b.get<CouponActivityAggregates>(P.opsActivity, { Authorization: `Bearer ${OPS_TOKEN}` });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ Days: 7, Played: 2, Abandoned: 1, MedianTimeToFirstPickMs: 3000, MedianBuildMs: 60_000, AvgPicks: 4, AvgRemovals: 2, AvgPlayedAmount: 2000 });
    expect(r.body.ScreenLogs).toBeGreaterThan(0);
  });

  it('answers the ad-conversion pixel with an uncached GIF', async () => {
    const r = await fetch(`${t.url}${P.adConversion}?tid=abc`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/image\/gif/);
    expect(r.headers.get('cache-control')).toMatch(/no-store/);
    expect(Buffer.from(await r.arrayBuffer()).subarray(0, 6).toString()).toBe('GIF89a');
  });
});

describe('diagnostics without OPS_TOKEN', () => {
  let t: TestEdge;
  beforeAll(async () => {
    t = await startTestEdge();
  });
  afterAll(() => t?.close());

  it('has no ops aggregates', async () => {
    const b = await openBrowser(t.url);
    expect((await b.get(P.opsActivity, { Authorization: `Bearer ${OPS_TOKEN}` })).status).toBe(404);
  });
});
