/**
 * The issue's attack, black-box: members (one with 0 TL) post the worst system coupon (30 selections, sizes 4-10:
 * 53,004,576 columns) many times, several at once, while /healthz is polled all along. Every poll must be answered,
 * each within a generous second (the issue saw none for 14 s). The plays' own answers show which cheap check
 * stopped them; a coupon the member can pay is played and its maximum winnings match the column-by-column sum.
 * The harness lifts the play rate limits (this file is about the cost of a play; play-limits.test.ts sets them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_ERRORS, fillTemplate } from '@shared/errors/catalogue';
import { API, type PlayCouponAnswer, type PlayCouponRequest } from '@shared/protocol/api';
import { MEMBERSHIP_API } from '@shared/protocol/membership-api';
import { enumeratedMaxWinnings } from '@shared/rules/column-enumeration.fixture';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { moneyState } from './db-checks';
import { startTestEdge, type TestEdge } from './harness';
import { applicant } from './membership-fixtures';
import { loadPicksAcross, playRequest, type Pick } from './program-picks';

const WORST_SIZES = [4, 5, 6, 7, 8, 9, 10];
/** Every coupon here has at least two events per column (2s and 3s), so MBS 2 markets are playable; six sports
 * give 30 such events at any hour of the generated program. */
const MAX_MBS = 2;
const SPORTS = [1, 2, 5, 3, 4, 6];
const WORST_COLUMNS = '53.004.576';
const ROUNDS = 5;
const IN_FLIGHT = 8;
const HEALTH_EVERY_MS = 20;
/** Generous on purpose: a blocked event loop shows as seconds, a busy test machine as tens of milliseconds. */
const HEALTH_BOUND_MS = 1000;

let t: TestEdge;
let broke: { username: string; password: string };
let picks: Pick[];

const member = async (username: string, password: string): Promise<Browser> => {
  const b = await openBrowser(t.url);
  expect((await b.login(username, password)).IsSuccess).toBe(true);
  return b;
};
const mehmet = () => member('mehmet', DEMO_MEMBERS[2]!.password);

beforeAll(async () => {
  t = await startTestEdge();
  const a = applicant();
  const signup = await openBrowser(t.url, '/uye-ol');
  expect((await signup.post<{ IsSuccess: boolean }>(MEMBERSHIP_API.register, a)).body.IsSuccess).toBe(true);
  broke = { username: a.username, password: a.password };
  picks = await loadPicksAcross(await mehmet(), 30, t.clock.now(), MAX_MBS, SPORTS);
}, 60_000);
afterAll(() => t?.close());

interface HealthPoll {
  status: number;
  ms: number;
}

/** Polls /healthz back to back (a short pause between) until stopped; every poll's status and time. */
const watchHealth = (url: string) => {
  const polls: HealthPoll[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${url}${API.healthz}`, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
      await res?.arrayBuffer();
      polls.push({ status: res?.status ?? 0, ms: performance.now() - started });
      await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
    }
  })();
  return async (): Promise<HealthPoll[]> => {
    running = false;
    await loop;
    return polls;
  };
};

/** ROUNDS × IN_FLIGHT plays of each request by its member, IN_FLIGHT at a time per member, /healthz watched. */
const storm = async (plays: { b: Browser; req: () => PlayCouponRequest }[]) => {
  const stop = watchHealth(t.url);
  const answers: { status: number; body: PlayCouponAnswer }[][] = plays.map(() => []);
  await Promise.all(
    plays.map(async ({ b, req }, i) => {
      for (let round = 0; round < ROUNDS; round++) {
        const batch = await Promise.all(Array.from({ length: IN_FLIGHT }, () => b.post<PlayCouponAnswer>(API.playCoupon, req())));
        answers[i]!.push(...batch);
      }
    }),
  );
  const polls = await stop();
  return { answers, polls };
};

const expectHealthy = (polls: HealthPoll[]) => {
  expect(polls.length).toBeGreaterThan(0);
  expect(polls.filter((p) => p.status !== 200)).toEqual([]);
  expect(polls.filter((p) => p.ms > HEALTH_BOUND_MS)).toEqual([]);
};

const worst = () => playRequest(picks, 1, { systemSizes: WORST_SIZES });

describe('the worst system coupon, posted again and again', () => {
  it('is refused for its column count, from 0 TL and from 5.000 TL alike, and /healthz answers every poll', async () => {
    const before = await moneyState(t.db, 'mehmet');
    const { answers, polls } = await storm([{ b: await member(broke.username, broke.password), req: worst }, { b: await mehmet(), req: worst }]);
    const message = fillTemplate(COUPON_ERRORS.TOO_MANY_COLUMNS, { columns: WORST_COLUMNS, max: '100.000' });
    for (const a of answers.flat()) expect([a.status, a.body]).toEqual([422, { IsSuccess: false, Code: 'TOO_MANY_COLUMNS', Message: message }]);
    expect(answers.flat()).toHaveLength(2 * ROUNDS * IN_FLIGHT);
    expectHealthy(polls);
    expect(await moneyState(t.db, 'mehmet')).toEqual(before);
  });

  it('plays a big coupon the member can pay (30 selections as 2s and 3s, 4.495 columns), its maximum winnings exact', async () => {
    const req = playRequest(picks, 1, { systemSizes: [2, 3] });
    const r = await (await mehmet()).post<PlayCouponAnswer>(API.playCoupon, req);
    expect(r.status).toBe(200);
    if (!r.body.IsSuccess) throw new Error(r.body.Code);
    expect(r.body.Amount).toBe(4495 * 100);
    const rows = await t.db.query<{ odd: number }>('SELECT odd FROM coupon_selections WHERE coupon_id = $1 ORDER BY position', [r.body.CouponId]);
    expect(rows).toHaveLength(30);
    expect(r.body.MaxWinnings).toBe(enumeratedMaxWinnings(rows.map((x) => x.odd), 1, [2, 3]));
  });

  it('with the column maximum lifted past it, is refused for the balance before any maths, /healthz still prompt', async () => {
    // Beyond what PLAY_MAX_COLUMNS accepts (1,000,000): shows the balance check alone stops the unpaid coupon.
    await t.restart({ playMaxColumns: 60_000_000 });
    const rich = await mehmet();
    picks = await loadPicksAcross(rich, 30, t.clock.now(), MAX_MBS, SPORTS);
    const balances = [0, (await moneyState(t.db, 'mehmet')).balance];
    const { answers, polls } = await storm([{ b: await member(broke.username, broke.password), req: worst }, { b: rich, req: worst }]);
    for (const [i, balance] of balances.entries()) {
      for (const a of answers[i]!) expect([a.status, a.body]).toMatchObject([422, { Code: 'INSUFFICIENT_BALANCE', Balance: balance }]);
    }
    expectHealthy(polls);
  });
});
