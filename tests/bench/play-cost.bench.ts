/**
 * Cost of a play request (docs: shared/design/quality-bars.md, "Cost"). Run: `npm run bench:play`.
 *
 * Two parts, one process:
 * 1. Maths (play-cost/maths.ts): CPU per call of the maximum winnings of 30-selection system coupons at every single
 *    size 1..30, the sizes 4-10, all sizes, and the largest size sets under the column maximum, for two odds
 *    profiles (1,01-1,30, the worst for the fast maths: totals stay under the cap and columns are summed one by one;
 *    and a program-like spread), misli 1. Side by side with the former enumeration as the baseline, stopped at its
 *    deadline (BENCH_BASELINE_MS, default 1000) where it would run longer; the ratio is then a lower bound.
 * 2. Requests (play-cost/requests.ts): a real edge started like the black-box tests (PGlite, or PostgreSQL when
 *    DATABASE_URL is set), play limits lifted, members with 0 TL, 5.000 TL and an unbounded balance (set in the
 *    database), 30 picks of the real program; 30 plays warm each edge up. Each case sends BENCH_WARMUP (default 5)
 *    requests, then BENCH_REQUESTS (default 40) one at a time; CPU per request = process.cpuUsage() around it (edge,
 *    in-process database and the client's fetch: an upper bound) less the idle edge's background rate for its wall
 *    time. Once with the default PLAY_MAX_COLUMNS, once with the maximum lifted past every coupon (beyond what the
 *    variable accepts) so every size reaches the balance check and the maths. With PGlite the database's CPU is in
 *    the figure; with PostgreSQL (DATABASE_URL) it is the edge's alone, which is what keeps the event loop busy.
 *
 * Targets (shown, not enforced): any play request ≤ 20 ms of CPU; 30 selections at every size ≤ 5 ms; each judged
 * on the mean CPU a request of a case (a whole-process collection lands on single requests at random).
 * Output: tables on stdout and tests/bench/results/play-cost.md (play-cost-postgres.md with DATABASE_URL). Bounded
 * (a few minutes); stops by itself.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { COUPON_RULES } from '@shared/constants/business';
import { formatMoney } from '@shared/format/tr';
import { startTestEdge, type TestEdge } from '../edge/harness';
import { guardedRun, runMain } from './lib/run-bench';
import { fmtInt, markdownTable } from './lib/stats';
import { mathsCases, measureMaths, type MathsRow } from './play-cost/maths';
import { defaultCases, liftedCases, measureRequests, players, warmUp, type RequestRow } from './play-cost/requests';

const envInt = (name: string, def: number, min: number, max: number): number => {
  const raw = process.env[name]?.trim();
  const n = raw ? Number(raw) : def;
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer ${min}-${max} (got "${raw}")`);
  return n;
};

const BASELINE_MS = envInt('BENCH_BASELINE_MS', 1000, 100, 60_000);
const WARMUP = envInt('BENCH_WARMUP', 5, 0, 100);
const REQUESTS = envInt('BENCH_REQUESTS', 40, 3, 1000);
const BATCH_MS = 50;
/** Coupons played on each edge before its cases (compiling the play path, filling the database pool). */
const WARM_PLAYS = 30;
const BUDGET_MS = 120_000 + 62 * BASELINE_MS * 1.5 + 70 * (WARMUP + REQUESTS) * 200;
const REQUEST_TARGET_MS = 20;
const SIZE_TARGET_MS = 5;
/** The largest size sets of 30 selections under 100.000 columns (the default maximum) and under 1.000.000 (its top). */
const WALK_DEFAULT = [1, 2, 3, 4, 26, 27, 28, 29, 30];
const WALK_TOP = [1, 2, 3, 4, 5, 6, 25, 26, 27, 28, 29, 30];
const LIFTED_MAX_COLUMNS = 2 ** 31 - 1;

const REPO = resolve(import.meta.dirname, '../..');
const RESULTS = join(REPO, `tests/bench/results/${process.env.DATABASE_URL ? 'play-cost-postgres' : 'play-cost'}.md`);
const log = (s: string) => process.stderr.write(`${s}\n`);
const ms = (n: number): string => (n < 0.1 ? n.toFixed(3) : n < 10 ? n.toFixed(2) : n.toFixed(0));

const mathsTable = (rows: MathsRow[]): string =>
  markdownTable(
    ['odds', 'sizes', 'columns', 'max winnings', 'fast CPU ms/call', 'baseline CPU ms', 'baseline ÷ fast', 'same answer'],
    rows.map((r) => [
      r.profile, r.label, fmtInt(r.columns), formatMoney(r.answer), ms(r.fastMs),
      { done: ms(r.baselineMs), stopped: `> ${ms(r.baselineMs)} (stopped at ${fmtInt(r.baselineColumns)} columns)`, estimated: `≥ ${ms(r.baselineMs)} (partly estimated)` }[r.baseline],
      `${r.baseline === 'done' ? '' : '≥ '}${fmtInt(r.baselineMs / r.fastMs)}×`,
      r.equal === null ? '-' : r.equal ? 'yes' : '**NO**',
    ]),
  );

const requestTable = (rows: RequestRow[]): string =>
  markdownTable(
    ['edge', 'request', 'columns', 'answer', 'CPU ms/request (mean)', 'median', 'largest single', `mean ≤ ${REQUEST_TARGET_MS} ms`],
    rows.map((r) => [r.setup, r.name, r.columns === null ? '-' : fmtInt(r.columns), r.answer, ms(r.meanMs), ms(r.medianMs), ms(r.maxMs), r.meanMs <= REQUEST_TARGET_MS ? 'yes' : '**no**']),
  );

const main = async (): Promise<number> => {
  let edge: TestEdge | null = null;
  const cleanup = async () => {
    await edge?.close();
    edge = null;
  };
  return guardedRun('bench:play', BUDGET_MS, cleanup, async () => {
    const started = Date.now();
    const machine = `${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`;
    log(`bench:play  ${machine}`);

    log('maths: fast maximum winnings vs the former enumeration');
    const maths = measureMaths(mathsCases([{ label: '1-4, 26-30 (largest under 100.000)', sizes: WALK_DEFAULT }, { label: '1-6, 25-30 (largest under 1.000.000)', sizes: WALK_TOP }]), BATCH_MS, BASELINE_MS, log);

    const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL; its own CPU not counted)' : 'PGlite (in-process: its CPU counted)';
    log(`requests: a real edge on ${database}`);
    edge = await startTestEdge({ logLevel: 'silent' });
    const p = await players(edge);
    await warmUp(p, WARM_PLAYS);
    const requests = await measureRequests(`PLAY_MAX_COLUMNS ${fmtInt(COUPON_RULES.maxColumns)}`, defaultCases(p, WALK_DEFAULT), WARMUP, REQUESTS, log);
    await edge.restart({ playMaxColumns: LIFTED_MAX_COLUMNS });
    const q = await players(edge, p.brokeLogin);
    await warmUp(q, WARM_PLAYS);
    requests.push(...(await measureRequests('maximum lifted', liftedCases(q), WARMUP, REQUESTS, log)));
    await cleanup();

    const wrong = maths.filter((r) => r.equal === false);
    const worstMaths = (profile: string) => maths.filter((r) => r.profile === profile).reduce((a, b) => (b.fastMs > a.fastMs ? b : a));
    const plays = requests.filter((r) => !r.name.startsWith('GET'));
    const worst = (rows: RequestRow[], key: 'meanMs' | 'maxMs') => rows.reduce((a, b) => (b[key] > a[key] ? b : a));
    const sizeRows = requests.filter((r) => r.name.startsWith('size '));
    const verdict = (x: number, target: number) => (x <= target ? 'PASS' : 'FAIL');
    const named = (r: RequestRow) => `${r.setup}, ${r.name}: ${r.answer}`;
    const [worstPlay, worstSize, biggestPlay] = [worst(plays, 'meanMs'), worst(sizeRows, 'meanMs'), worst(plays, 'maxMs')];
    const summary = [
      `Worst play request: ${ms(worstPlay.meanMs)} ms CPU a request (${named(worstPlay)}); target ≤ ${REQUEST_TARGET_MS} ms: ${verdict(worstPlay.meanMs, REQUEST_TARGET_MS)}.`,
      `30 selections, every single size 1-30 (both edges): worst ${ms(worstSize.meanMs)} ms CPU a request (${named(worstSize)}); target ≤ ${SIZE_TARGET_MS} ms: ${verdict(worstSize.meanMs, SIZE_TARGET_MS)}.`,
      `Largest single request: ${ms(biggestPlay.maxMs)} ms (${named(biggestPlay)}; its median ${ms(biggestPlay.medianMs)} ms): a collection or the database's own work landing on it.`,
      ...['low odds 1,01-1,30', 'spread 1,20-4,10'].map((profile) => {
        const w = worstMaths(profile);
        return `Fast maths alone, ${profile}: worst ${ms(w.fastMs)} ms per call (sizes ${w.label}, ${fmtInt(w.columns)} columns).`;
      }),
      wrong.length === 0 ? 'Every baseline that finished gave the fast maths\' answer.' : `**${wrong.length} cases differ from the baseline.**`,
    ];
    const idle = [...new Map(requests.map((r) => [r.setup, r.background])).entries()].map(([edgeName, b]) => `${edgeName} ${(b * 100).toFixed(1)}%`).join(', ');
    const setup = `database ${database}; idle edge's background CPU taken off (${idle} of a CPU); ${WARMUP} warm-up + ${REQUESTS} measured requests per case, one at a time; baseline deadline ${BASELINE_MS} ms; wall time ${Math.round((Date.now() - started) / 1000)} s`;
    const out = ['## Maths (CPU per call)', '', mathsTable(maths), '', '## Requests (CPU per request)', '', requestTable(requests), '', ...summary.map((s) => `- ${s}`)].join('\n');
    console.log(`\n${out}`);
    await mkdir(join(REPO, 'tests/bench/results'), { recursive: true });
    await writeFile(
      RESULTS,
      [
        '# Play cost benchmark, last run',
        '',
        'Written by `npm run bench:play` (tests/bench/play-cost.bench.ts; the method and its limits are in its header).',
        '',
        `- Machine: ${machine}`,
        `- Setup: ${setup}`,
        '',
        out,
        '',
      ].join('\n'),
    );
    log(`  written ${RESULTS}`);
    return wrong.length > 0 ? 1 : 0;
  });
};

runMain('bench:play', main);
