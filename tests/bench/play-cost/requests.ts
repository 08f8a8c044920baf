/**
 * The request part of bench:play: CPU per play request through a real edge (tests/edge/harness.ts: PGlite, or
 * PostgreSQL with DATABASE_URL; real feed and program), valid and invalid, sent one at a time. CPU is
 * process.cpuUsage() of this process around each request, so it holds the edge's work (and with PGlite the
 * database's) plus the client's fetch: an upper bound of what the request costs the edge. The edge's own background
 * work (feed ticks, settlement, ops sampling) runs meanwhile: its rate, measured over an idle second before the
 * cases, is taken off each request for its wall time. A garbage collection of the whole edge (its program holds
 * thousands of events) lands on whichever request runs, so the figure that counts is the mean over the requests of a
 * case, each paying its share; median and the largest single request are shown beside it.
 */
import { API, type PlayCouponAnswer, type PlayCouponRequest } from '@shared/protocol/api';
import { MEMBERSHIP_API } from '@shared/protocol/membership-api';
import { columnCount, minMisliFor } from '@shared/rules/coupon-math';
import { DEMO_MEMBERS } from '../../../edge/storage/seed';
import { openBrowser, type Browser } from '../../edge/browser';
import type { TestEdge } from '../../edge/harness';
import { applicant } from '../../edge/membership-fixtures';
import { loadPicksAcross, playRequest, type Pick } from '../../edge/program-picks';
import { median } from '../lib/stats';
import { SPORTS } from '@shared/constants/sports';

export interface RequestRow {
  setup: string;
  /** CPU ms per wall ms the idle edge spent before the cases (taken off each request). */
  background: number;
  name: string;
  columns: number | null;
  /** status and code of the answers (one line when all alike). */
  answer: string;
  /** CPU of all measured requests ÷ their count: each request's share of the collections it causes included. */
  meanMs: number;
  medianMs: number;
  maxMs: number;
  requests: number;
}

interface RequestCase {
  name: string;
  columns: number | null;
  send: () => Promise<{ status: number; body: unknown }>;
}

/** More than any balance a coupon here can cost (2^30 columns × 1 TL). */
const RICH_KURUS = 10n ** 15n;
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export interface Players {
  broke: Browser;
  mehmet: Browser;
  rich: Browser;
  visitor: Browser;
  picks: Pick[];
}

/** A new member with 0 TL, mehmet (5.000 TL), demo made rich (its balance set in the database) and a visitor. */
export const players = async (t: TestEdge, broke?: { username: string; password: string }): Promise<Players & { brokeLogin: { username: string; password: string } }> => {
  let login = broke;
  if (!login) {
    const a = applicant();
    const signup = await openBrowser(t.url, '/uye-ol');
    const r = await signup.post<{ IsSuccess: boolean }>(MEMBERSHIP_API.register, a);
    if (!r.body.IsSuccess) throw new Error(`sign-up failed: ${r.status}`);
    login = { username: a.username, password: a.password };
  }
  const logIn = async (username: string, password: string) => {
    const b = await openBrowser(t.url);
    if (!(await b.login(username, password)).IsSuccess) throw new Error(`login ${username} failed`);
    return b;
  };
  await t.db.query('UPDATE members SET balance_kurus = $1 WHERE username = $2', [RICH_KURUS.toString(), DEMO_MEMBERS[0]!.username]);
  const rich = await logIn(DEMO_MEMBERS[0]!.username, DEMO_MEMBERS[0]!.password);
  return {
    broke: await logIn(login.username, login.password),
    mehmet: await logIn('mehmet', DEMO_MEMBERS[2]!.password),
    rich,
    visitor: await openBrowser(t.url),
    // Single sizes down to 1 need MBS-1 markets: look through every sport's program for 30 of them.
    picks: await loadPicksAcross(rich, 30, t.clock.now(), 1, SPORTS.map((sport) => sport.id)),
    brokeLogin: login,
  };
};

/** The smallest misli that reaches the minimum amount: the smallest stake keeps totals under the cap longest. */
const misliFor = (sizes: number[]): number => minMisliFor(columnCount(30, sizes));

const play = (b: Browser, make: () => PlayCouponRequest) => () => b.post<PlayCouponAnswer>(API.playCoupon, make());

export const defaultCases = (p: Players, walk: number[]): RequestCase[] => {
  const system = (sizes: number[]) => () => playRequest(p.picks, misliFor(sizes), { systemSizes: sizes });
  const worst = range(4, 10);
  return [
    { name: 'GET /healthz (for scale)', columns: null, send: () => p.visitor.get('/healthz') },
    { name: 'visitor (401)', columns: 1, send: play(p.visitor, () => playRequest(p.picks.slice(0, 1), 50)) },
    { name: 'bad body: misli "50" (400)', columns: null, send: () => p.mehmet.post(API.playCoupon, { ...playRequest(p.picks, 50), misli: '50' }) },
    { name: 'unknown selection', columns: 1, send: play(p.mehmet, () => playRequest([], 50, { selections: [{ eventCode: 1, marketId: 1, outcomeId: 1, odd: 150, banker: false }] })) },
    { name: 'worst coupon (sizes 4-10), 0 TL', columns: columnCount(30, worst), send: play(p.broke, system(worst)) },
    { name: 'worst coupon (sizes 4-10), rich', columns: columnCount(30, worst), send: play(p.rich, system(worst)) },
    { name: 'sizes 4, 0 TL', columns: columnCount(30, [4]), send: play(p.broke, system([4])) },
    ...range(1, 30).map((k) => ({ name: `size ${k}, rich`, columns: columnCount(30, [k]), send: play(p.rich, system([k])) })),
    { name: `largest under the default maximum: sizes ${walk.join(',')}, rich`, columns: columnCount(30, walk), send: play(p.rich, system(walk)) },
  ];
};

export const liftedCases = (p: Players): RequestCase[] => {
  const system = (sizes: number[]) => () => playRequest(p.picks, misliFor(sizes), { systemSizes: sizes });
  const worst = range(4, 10);
  return [
    { name: 'worst coupon (sizes 4-10), 0 TL', columns: columnCount(30, worst), send: play(p.broke, system(worst)) },
    { name: 'worst coupon (sizes 4-10), rich', columns: columnCount(30, worst), send: play(p.rich, system(worst)) },
    ...range(1, 30).map((k) => ({ name: `size ${k}, rich`, columns: columnCount(30, [k]), send: play(p.rich, system([k])) })),
    { name: 'sizes 1-30 (all), rich', columns: columnCount(30, range(1, 30)), send: play(p.rich, system(range(1, 30))) },
  ];
};

/** Plays `count` coupons first, so the first cases measured do not pay for compiling the play path or a new pool. */
export const warmUp = async (p: Players, count: number): Promise<void> => {
  for (let i = 0; i < count; i++) await p.rich.post(API.playCoupon, playRequest(p.picks, misliFor([2, 3]), { systemSizes: [2, 3] }));
};

const codeOf = (r: { status: number; body: unknown }): string => {
  const b = r.body as { IsSuccess?: boolean; Code?: string } | null;
  return `${r.status} ${b?.IsSuccess ? 'played' : (b?.Code ?? '')}`.trim();
};

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};

/** CPU ms per wall ms of this process while no request runs. */
const idleRate = async (ms: number): Promise<number> => {
  const t0 = process.cpuUsage();
  const w0 = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  return cpuMs(t0) / (performance.now() - w0);
};

/** `warmup` requests, then `count` measured one at a time. */
export const measureRequests = async (setup: string, cases: RequestCase[], warmup: number, count: number, log: (s: string) => void): Promise<RequestRow[]> => {
  const rows: RequestRow[] = [];
  const background = await idleRate(1000);
  log(`  ${setup}: idle edge uses ${(background * 100).toFixed(1)}% of a CPU`);
  for (const c of cases) {
    for (let i = 0; i < warmup; i++) await c.send();
    const costs: number[] = [];
    const answers = new Set<string>();
    for (let i = 0; i < count; i++) {
      const t0 = process.cpuUsage();
      const w0 = performance.now();
      const r = await c.send();
      costs.push(Math.max(0, cpuMs(t0) - background * (performance.now() - w0)));
      answers.add(codeOf(r));
    }
    const row: RequestRow = { setup, background, name: c.name, columns: c.columns, answer: [...answers].join(' / '), meanMs: costs.reduce((a, b) => a + b, 0) / count, medianMs: median(costs), maxMs: Math.max(...costs), requests: count };
    rows.push(row);
    log(`  ${setup}: ${c.name}: ${row.answer}, mean ${row.meanMs.toFixed(2)} ms, median ${row.medianMs.toFixed(2)} ms, max ${row.maxMs.toFixed(2)} ms`);
  }
  return rows;
};
