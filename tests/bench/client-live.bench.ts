/**
 * Client live-odds benchmark (docs: shared/design/quality-bars.md, "Client"). Run: `npm run bench:client`.
 *
 * Bar: a bet program of 3,000 events with live odds streaming at 300 updates/s and bursts of 1,000/s, in headless
 * chromium at 4x CPU throttle: no long task over 50 ms, update-to-paint p95 at most 50 ms, at least 55 frames/s.
 *
 * Setup. One edge in-process (temporary PGlite data, realtime socket on loopback) whose feed is the production
 * generator at a larger scale (BENCH_SCALE, default 32: with the youth squads of edge/feed/squads.ts about 3,400
 * football events a week in the football program; the run fails if fewer than 3,000; scale 16 gave 3,300 until a
 * side played at most one match a day, 2,650 since). It serves an already built
 * client (BENCH_STATIC_DIR, default dist/client). Debian's chromium (playwright-core, headless, service workers
 * blocked so every run starts the same) opens the football program /iddaa/futbol at a desktop viewport
 * (BENCH_VIEWPORT=phone for 390x844): the page loads the whole program (checked: the snapshot the page received has
 * >= 3,000 events and the windowed list is that long) and joins the Sport_1_V3 room. Then CDP
 * Emulation.setCPUThrottlingRate {rate: 4}.
 *
 * Load. The bench changes odds itself through the edge's ProgramStore (updateOutcome, then commit() every 50 ms),
 * so the commits go to the room messages and the socket exactly as in production (client-live/odds-driver.ts). A
 * third of the changes go to the main-market outcomes of the rows on screen (read from the page before each window),
 * the rest to any open main-market outcome of the program (off-screen rows, markets the rows do not show). The
 * generator's own clock keeps running meanwhile (live minutes, scores, a few pre-match moves), in every window alike.
 * That clock starts at the next 21:00 in Istanbul (BENCH_FEED_AT=HH:MM, or `now` for the real clock): the busiest
 * evening hour, about 150 live matches, whenever the bench runs (client-live/feed-clock.ts; on the real clock a run
 * at 22:00 measured 20 live matches and a lighter page).
 *
 * Windows, alternated in rotating order for BENCH_ROUNDS rounds (default 3), 2.5 s of settling before each:
 *   idle (A) and idle again (A'): no driven updates, the A-vs-A pair that shows the noise;
 *   300/s: BENCH_SECONDS (default 6) of 300 changes/s;   1000/s burst: 4 s of 1,000 changes/s.
 *
 * Measurement, in the page (client-live/page-probe.ts, injected with page.addInitScript; no hook in the app):
 * - frames/s: probe requestAnimationFrame loop, frames counted over the window; worst gap between frames;
 * - long tasks: PerformanceObserver 'longtask' (tasks of 50 ms or more), plus 'long-animation-frame' for diagnosis;
 * - update-to-paint: from the arrival of the socket frame in the page (a 'message' listener added by a wrapped
 *   WebSocket constructor, before the app's handler) to the end of the frame whose rendering showed the new odd in
 *   a cell on screen (a MutationObserver sees the odds value span's text change; the frame's end is the first task after
 *   the frame's rendering task, posted by the first rAF callback of that frame). Also from the edge's commit time
 *   (`t` of the frame) to the same paint.
 * And from outside the page, through CDP: the main thread's CPU time per second of each window (script, style and
 * layout, the rest), the figure to compare two builds by on a noisy machine (client-live/main-thread.ts).
 * Limits of the method, precisely:
 * - "paint" is the end of the main thread's rendering task (rAF callbacks, style, layout, paint recording, commit to
 *   the compositor); rasterisation and display by the compositor come after and are not measured (without a GPU,
 *   a few ms more); the figures are a lower bound of pixels-on-glass by that much.
 * - a change made outside a frame (a timer rather than the socket's rAF flush) is put in the first frame that
 *   starts after it; a frame's end is read as the first task after it, so when other tasks queue in between, the
 *   end (and the latency) is late by their length: an upper bound by at most one task;
 * - arrival is when the page's main thread dispatched the 'message' event: time the frame waited in the network
 *   process or behind a busy main thread before dispatch is not in it (the commit-to-paint column includes it, and
 *   the edge's own send path and its 50 ms commit batching on the driver side are in neither column);
 * - only cells mounted on screen (the rows in the viewport plus the list's 480 px overscan) are measured; off-screen
 *   updates cost store work only, which shows in frames/s and long tasks, not in latency samples;
 * - CPU throttling slows the renderer's main thread only (not the compositor, network or GPU processes), and the
 *   edge shares this 2-core machine with chromium and other work; see the load average in the report.
 * - the probe costs a little itself (one listener per socket frame, one mutation observer, one rAF callback per
 *   frame), in every window alike;
 * - a changed cell is matched to its socket frame by its accessible name and shown odd (client-live/analyse.ts);
 *   padlocks, event names the program holds twice and values from snapshot reloads are counted as unmatched and
 *   left out (the per-window log also counts snapshot reloads).
 *
 * Output: a table on stdout and tests/bench/results/client-live.md. Bounded (about 2 minutes); stops by itself.
 * Knobs: BENCH_STATIC_DIR, BENCH_FEED_AT, BENCH_SCALE, BENCH_ROUNDS (3-7), BENCH_SECONDS (3-20), BENCH_VIEWPORT (desktop|phone),
 * BENCH_CPU_RATE (default 4), BENCH_PROFILE=1 writes a CPU profile (CDP Profiler) of the first burst window to the
 * temp dir (BENCH_PROFILE=0 or 300: of the first idle or 300/s window); profile a build made with `--minify false`;
 * BENCH_TRACE=0|300|1000 writes a Chromium performance trace of such a window; BENCH_VERBOSE=1 names long frames'
 * scripts and unmatched cells; BENCH_REDUCED_MOTION=1 (diagnosis) turns the CSS animations off.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { sportRoom } from '@shared/protocol/realtime';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { startEdge, type EdgeHandle } from '../../edge/app';
import { createGeneratorFeed, type GeneratorFeed } from '../../edge/feed/generator-feed';
import { preparePgliteDir } from '../edge/pglite-template';
import { fmtMs, fmtRatio, markdownTable, median, range } from './lib/stats';
import { guardedRun, runMain } from './lib/run-bench';
import { analyseWindow, labelMap, percentile, type WindowFigures } from './client-live/analyse';
import { OddsDriver } from './client-live/odds-driver';
import { feedClockOffset, istanbulLabel } from './client-live/feed-clock';
import { probeScript, startWindow, stopWindow, supportedEntryTypes } from './client-live/page-probe';
import { measureBenchmarkIndex } from './lib/benchmark-index';
import { enableMainThreadMetrics, perSecond, readMainThread, type MainThreadPerSecond } from './client-live/main-thread';

const envInt = (name: string, def: number, min: number, max: number): number => {
  const raw = process.env[name]?.trim();
  const n = raw ? Number(raw) : def;
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer ${min}-${max} (got "${raw}")`);
  return n;
};

const REPO = resolve(import.meta.dirname, '../..');
const STATIC_DIR = resolve(process.env.BENCH_STATIC_DIR ?? process.env.E2E_STATIC_DIR ?? join(REPO, 'dist/client'));
const SCALE = envInt('BENCH_SCALE', 32, 1, 40);
const ROUNDS = envInt('BENCH_ROUNDS', 3, 3, 7);
const SECONDS = envInt('BENCH_SECONDS', 6, 3, 20);
const CPU_RATE = envInt('BENCH_CPU_RATE', 4, 1, 20);
const BURST_SECONDS = 4;
/** The feed's clock: the next such Istanbul time of day, or 'now' (client-live/feed-clock.ts). */
const FEED_AT = process.env.BENCH_FEED_AT?.trim() || '21:00';
const SETTLE_MS = 2_500;
/** BENCH_PROFILE=1 (or a rate: 0, 300, 1000): CPU profile of the first window at that rate (default the burst). */
/** BENCH_TRACE=rate (0, 300, 1000): a Chromium performance trace of the first window at that rate. */
const TRACE_RATE = process.env.BENCH_TRACE ? Number(process.env.BENCH_TRACE) : null;
const PROFILE_RATE = process.env.BENCH_PROFILE ? (process.env.BENCH_PROFILE === '1' ? 1000 : Number(process.env.BENCH_PROFILE)) : null;
const VIEWPORT = process.env.BENCH_VIEWPORT === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 };
const VIEWPORT_NAME = process.env.BENCH_VIEWPORT === 'phone' ? 'phone 390x844' : 'desktop 1280x900';
const FOOTBALL = 1;
const MIN_EVENTS = 3_000;
const PAGE_PATH = '/iddaa/futbol';
/** Same as tests/e2e/harness.ts (not imported: that module wires itself into vitest). */
const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RESULTS = join(REPO, 'tests/bench/results/client-live.md');
const BUDGET_MS = 120_000 + ROUNDS * (3 * SECONDS + BURST_SECONDS + 4 * (SETTLE_MS / 1000) + 8) * 1000 * 1.5;

type PhaseName = 'idle' | 'idle again' | '300/s' | '1000/s burst';
interface Phase {
  name: PhaseName;
  perSecond: number;
  seconds: number;
}
const PHASES: Phase[] = [
  { name: 'idle', perSecond: 0, seconds: SECONDS },
  { name: '300/s', perSecond: 300, seconds: SECONDS },
  { name: 'idle again', perSecond: 0, seconds: SECONDS },
  { name: '1000/s burst', perSecond: 1000, seconds: BURST_SECONDS },
];

interface Measured {
  phase: Phase;
  round: number;
  figures: WindowFigures;
  offeredPerS: number;
  visibleOutcomes: number;
  /** Program snapshot loads during the window (resync or gap repair by the socket saga). */
  reloads: number;
  /** The page's main-thread CPU time per second of the window (client-live/main-thread.ts). */
  cpu: MainThreadPerSecond;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (s: string) => process.stderr.write(`${s}\n`);

/** Outcome ids of the first market of every event row inside the viewport. */
const visibleOutcomeIds = async (page: Page, snap: ProgramSnapshot): Promise<number[]> => {
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('article.event-row[aria-label]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > 0 && r.top < window.innerHeight;
      })
      .map((el) => el.getAttribute('aria-label') ?? ''),
  );
  const byName = new Map(snap.events.map((e) => [e.name, e]));
  const markets = new Map(snap.markets.map((m) => [m.id, m]));
  return names.flatMap((n) => {
    const first = byName.get(n)?.marketIds[0];
    return (first !== undefined && markets.get(first)?.outcomeIds) || [];
  });
};

const fmtFps = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '-');
const spread = (xs: number[], fmt: (n: number) => string): string => {
  const r = range(xs);
  return `${fmt(r.min)}-${fmt(r.max)}`;
};

const report = (all: Measured[]): { table: string; verdict: string[]; met: boolean } => {
  const head = [
    'window', 'offered/s', 'received/s', 'frames/s (median, range)', 'fps ratio to idle', 'worst frame gap ms',
    'long tasks >50 ms (all rounds)', 'longest task ms', 'paint p50 ms', 'paint p95 ms (pooled; per-round range)',
    'commit-to-paint p95 ms', 'cells measured', 'main-thread CPU ms/s (median): all, script, style+layout, other',
  ];
  const rows: string[][] = [];
  const verdict: string[] = [];
  let met = true;
  const idleFps = new Map<number, number>();
  for (const m of all) if (m.phase.name === 'idle') idleFps.set(m.round, m.figures.fps);
  for (const phase of PHASES) {
    const runs = all.filter((m) => m.phase.name === phase.name);
    const f = runs.map((m) => m.figures);
    const pooled = f.flatMap((x) => x.paint);
    const pooledCommit = f.flatMap((x) => x.commitToPaint);
    const ratios = runs.map((m) => m.figures.fps / (idleFps.get(m.round) ?? Number.NaN));
    const perRoundP95 = f.map((x) => percentile(x.paint, 95)).filter(Number.isFinite);
    const longOver50 = f.reduce((n, x) => n + x.longTasks, 0);
    const longest = Math.max(...f.map((x) => x.longTaskMax));
    const fps = median(f.map((x) => x.fps));
    rows.push([
      phase.name,
      Math.round(median(runs.map((m) => m.offeredPerS))).toString(),
      Math.round(median(f.map((x) => x.receivedPerS))).toString(),
      `${fmtFps(fps)} (${spread(f.map((x) => x.fps), fmtFps)})`,
      phase.name === 'idle' ? '1 (baseline)' : `${fmtRatio(median(ratios))} (${spread(ratios, fmtRatio)})`,
      fmtMs(Math.max(...f.map((x) => x.worstFrameGap))),
      longOver50.toString(),
      longest > 0 ? fmtMs(longest) : '-',
      fmtMs(percentile(pooled, 50)),
      pooled.length > 0 ? `${fmtMs(percentile(pooled, 95))} (${perRoundP95.length ? spread(perRoundP95, fmtMs) : '-'})` : '-',
      fmtMs(percentile(pooledCommit, 95)),
      `${pooled.length} (+${f.reduce((n, x) => n + x.unmatched, 0)} unmatched)`,
      (['task', 'script', 'styleLayout', 'other'] as const).map((k) => Math.round(median(runs.map((m) => m.cpu[k])))).join(', '),
    ]);
    if (phase.perSecond > 0) {
      const p95 = percentile(pooled, 95);
      const ok = longOver50 === 0 && p95 <= 50 && fps >= 55 && pooled.length > 0;
      met &&= ok;
      verdict.push(
        `${phase.name}: long tasks over 50 ms ${longOver50} (bar 0), paint p95 ${fmtMs(p95)} ms (bar <= 50), ` +
          `${fmtFps(fps)} frames/s (bar >= 55): ${ok ? 'MET' : 'MISSED'}`,
      );
    }
  }
  return { table: markdownTable(head, rows), verdict, met };
};

const main = async (): Promise<number> => {
  if (!existsSync(join(STATIC_DIR, 'index.html'))) {
    throw new Error(`${STATIC_DIR} has no build: build the client first (see the header) or set BENCH_STATIC_DIR`);
  }
  const root = await mkdtemp(join(tmpdir(), 'iddaa-bench-client-'));
  let edge: EdgeHandle | undefined;
  let browser: Browser | undefined;
  const cleanup = async () => {
    await browser?.close().catch(() => undefined);
    await edge?.close().catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  };
  return guardedRun('bench:client', BUDGET_MS, cleanup, async () => {
    const started = Date.now();
    const load0 = loadavg();
    const dataDir = join(root, 'data');
    await preparePgliteDir(dataDir);
    let feed: GeneratorFeed | undefined;
    const feedOffset = feedClockOffset(FEED_AT, Date.now());
    edge = await startEdge({
      port: 0,
      wsPort: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: null,
      redisUrl: null,
      staticDir: STATIC_DIR,
      logLevel: 'silent',
      cookieSecure: false,
      noPlayWindow: null,
      makeFeed: (opts) => (feed = createGeneratorFeed({ ...opts, scale: SCALE, now: () => Date.now() + feedOffset })),
    });
    if (!feed) throw new Error('the edge did not build its feed through makeFeed');
    const store = feed.reader;
    const programEvents = store.sportProgram(FOOTBALL).events.length;
    const liveEvents = store.sportProgram(FOOTBALL).events.filter((e) => e.live).length;
    if (programEvents < MIN_EVENTS) throw new Error(`football program has ${programEvents} events at scale ${SCALE}; raise BENCH_SCALE`);
    const driver = new OddsDriver(store, FOOTBALL);
    log(`bench:client  edge ${edge.url} ready in ${Date.now() - started} ms; football program ${programEvents} events (scale ${SCALE}), ${liveEvents} live; feed clock ${istanbulLabel(Date.now() + feedOffset)}`);

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const browserVersion = browser.version();
    const context = await browser.newContext({
      baseURL: edge.url,
      viewport: VIEWPORT,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      serviceWorkers: 'block',
      // Diagnosis only: BENCH_REDUCED_MOTION=1 shows what the CSS animations cost.
      ...(process.env.BENCH_REDUCED_MOTION === '1' ? { reducedMotion: 'reduce' as const } : {}),
    });
    await context.addInitScript({ content: probeScript() });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const snapshotAnswer = page.waitForResponse((r) => /[?&]sportId=1(&|$)/.test(r.url()) && r.request().method() === 'GET', { timeout: 60_000 });
    // Snapshot loads after the first one: a resync or a version gap the socket saga repaired by reloading.
    let reloads = 0;
    page.on('request', (r) => {
      if (/[?&]sportId=1(&|$)/.test(r.url())) reloads++;
    });
    const loadStarted = Date.now();
    await page.goto(PAGE_PATH, { waitUntil: 'load' });
    const pageSnapshot = (await (await snapshotAnswer).json()) as ProgramSnapshot;
    await page.locator('article.event-row').first().waitFor({ timeout: 60_000 });
    const listSize = await page.evaluate(() => Number(document.querySelector('.vlist__row')?.getAttribute('aria-setsize') ?? 0));
    log(
      `  page ${PAGE_PATH}: snapshot of ${pageSnapshot.events.length} events, list of ${listSize} rows (headers included), ` +
        `first rows after ${Date.now() - loadStarted} ms, ${VIEWPORT_NAME}, chromium ${browserVersion}`,
    );
    if (pageSnapshot.events.length < MIN_EVENTS || listSize < MIN_EVENTS) {
      throw new Error(`the page holds ${pageSnapshot.events.length} events (${listSize} rows): fewer than ${MIN_EVENTS}`);
    }
    const types = await supportedEntryTypes(page);
    if (!types.includes('longtask')) throw new Error(`this chromium has no 'longtask' entries (${types.join(', ')})`);
    // Joined once a room frame arrives: give the socket time to open and join at the snapshot's version.
    await sleep(2_000);

    const benchmarkIndex = await measureBenchmarkIndex(page);
    log(`  Lighthouse benchmarkIndex of this machine: ${Math.round(benchmarkIndex)} (higher is faster)`);
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await enableMainThreadMetrics(cdp);
    log(`  CPU throttle ${CPU_RATE}x; warm-up 3 s at 300/s`);
    driver.refreshPool();
    driver.setVisible(await visibleOutcomeIds(page, store.sportProgram(FOOTBALL)));
    await driver.drive(300, 3_000);

    const room = sportRoom(FOOTBALL);
    const measured: Measured[] = [];
    let profiled = false;
    let traced = false;
    for (let round = 0; round < ROUNDS; round++) {
      const order = [...PHASES.slice(round % PHASES.length), ...PHASES.slice(0, round % PHASES.length)];
      for (const phase of order) {
        const snap = store.sportProgram(FOOTBALL);
        const labels = labelMap(snap);
        driver.refreshPool();
        driver.setVisible(await visibleOutcomeIds(page, snap));
        await sleep(SETTLE_MS);
        const profile = PROFILE_RATE !== null && !profiled && phase.perSecond === PROFILE_RATE;
        if (profile) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        const trace = TRACE_RATE !== null && !traced && phase.perSecond === TRACE_RATE;
        if (trace) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'v8'] });
        const reloadsBefore = reloads;
        // The CPU readings (a DevTools command served on the page's main thread) stay outside the probe's window,
        // so the probe never counts the bench's own work.
        const cpuBefore = await readMainThread(cdp);
        const windowStarted = Date.now();
        await startWindow(page);
        const drove = phase.perSecond > 0 ? await driver.drive(phase.perSecond, phase.seconds * 1000) : (await sleep(phase.seconds * 1000), null);
        const sample = await stopWindow(page);
        const cpu = perSecond(cpuBefore, await readMainThread(cdp), (Date.now() - windowStarted) / 1000);
        if (trace) {
          const file = join(tmpdir(), `client-live-${phase.perSecond}-${Date.now()}.trace.json`);
          await writeFile(file, await browser.stopTracing());
          log(`  trace of the ${phase.name} window: ${file}`);
          traced = true;
        }
        if (profile) {
          const { profile: p } = await cdp.send('Profiler.stop');
          const file = join(tmpdir(), `client-live-${phase.perSecond}-${Date.now()}.cpuprofile`);
          await writeFile(file, JSON.stringify(p));
          log(`  CPU profile of the ${phase.name} window: ${file}`);
          profiled = true;
        }
        const figures = analyseWindow(sample, labels, room);
        const offeredPerS = drove ? drove.changes / (drove.ms / 1000) : 0;
        measured.push({ phase, round, figures, offeredPerS, visibleOutcomes: driver.visibleCount, reloads: reloads - reloadsBefore, cpu });
        log(
          `  round ${round + 1} ${phase.name.padEnd(12)} offered ${Math.round(offeredPerS)}/s received ${Math.round(figures.receivedPerS)}/s ` +
            `(${figures.socketFramesPerS.toFixed(1)} frames/s), ${fmtFps(figures.fps)} fps, worst gap ${fmtMs(figures.worstFrameGap)} ms, ` +
            `long tasks ${figures.longTasks} (max ${fmtMs(figures.longTaskMax)} ms), LoAF ${figures.longFrames} (max ${fmtMs(figures.longFrameMax)} ms, ${Math.round(figures.longFrameStyleLayoutShare * 100)}% style+layout), ` +
            `paint p50/p95 ${fmtMs(percentile(figures.paint, 50))}/${fmtMs(percentile(figures.paint, 95))} ms over ${figures.paint.length} cells ` +
            `(${figures.unmatched} unmatched), on-screen outcomes ${driver.visibleCount}, snapshot reloads ${reloads - reloadsBefore}, ` +
            `main-thread CPU ${Math.round(cpu.task)} ms/s (script ${Math.round(cpu.script)}, style+layout ${Math.round(cpu.styleLayout)}, other ${Math.round(cpu.other)})`,
        );
        if (process.env.BENCH_VERBOSE === '1') {
          for (const l of figures.longFrameScripts) log(`      long frame ${l}`);
          for (const u of figures.unmatchedExamples) log(`      unmatched ${u}`);
        }
      }
    }

    const load1 = loadavg();
    const { table, verdict, met } = report(measured);
    const cpuModel = cpus()[0]?.model ?? 'unknown CPU';
    const machine =
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${availableParallelism()} CPUs (${cpuModel}), ` +
      `Lighthouse benchmarkIndex ${Math.round(benchmarkIndex)}; ` +
      `chromium ${browserVersion} headless; node ${process.version}; load average ${load0.map((l) => l.toFixed(2)).join(' ')} at start, ` +
      `${load1.map((l) => l.toFixed(2)).join(' ')} at the end`;
    const setup =
      `football program /iddaa/futbol with ${pageSnapshot.events.length} events in the page's snapshot (${listSize} list rows), ` +
      `${liveEvents} of them live (feed clock ${FEED_AT === 'now' ? 'real' : `set to ${FEED_AT} Istanbul`}), ` +
      `${VIEWPORT_NAME}, CPU throttle ${CPU_RATE}x, ${ROUNDS} rounds in rotating order, windows of ${SECONDS} s (burst ${BURST_SECONDS} s), ` +
      `commits every 50 ms, a third of the changes on the rows on screen`;
    const notes = [
      'paint = from the socket frame\'s arrival in the page to the end of the main-thread frame that showed the new odd in a cell on screen; ' +
        'commit-to-paint = from the edge\'s commit time to the same point. Pooled over all rounds; the range is of per-round p95s.',
      'fps ratio to idle = frames/s of the window / frames/s of the idle window of the same round; "idle again" against "idle" is the A-vs-A noise.',
      'received/s = odds changes in the page\'s socket frames for the room (the edge merges repeated changes of one outcome within a commit).',
      'main-thread CPU = the renderer main thread\'s own CPU time per second of the window (thread ticks, in throttled ms; other processes excluded), ' +
        'median over rounds; "other" is paint, layerization and the commit. It compares builds on a noisy machine better than long-task counts.',
    ];
    const out = [
      `Client live odds, ${setup}`,
      '',
      table,
      '',
      ...notes,
      ...verdict,
      `Bar (quality-bars.md, Client): ${met ? 'MET' : 'MISSED'} for the streaming windows.`,
      errors.length > 0 ? `page errors: ${errors.slice(0, 5).join(' | ')}` : 'no page errors',
      `machine: ${machine}; total ${Math.round((Date.now() - started) / 1000)} s`,
    ].join('\n');
    console.log(`\n${out}`);
    await mkdir(join(REPO, 'tests/bench/results'), { recursive: true });
    await writeFile(
      RESULTS,
      [
        '# Client live odds benchmark, last run',
        '',
        'Written by `npm run bench:client` (tests/bench/client-live.bench.ts; the method and its limits are in its header).',
        '',
        `- Machine: ${machine}`,
        `- Setup: ${setup}`,
        `- Static build: ${STATIC_DIR === join(REPO, 'dist/client') ? 'dist/client' : STATIC_DIR}`,
        '',
        table,
        '',
        ...notes.map((n) => `- ${n}`),
        '',
        ...verdict.map((v) => `- ${v}`),
        '',
        `Bar (quality-bars.md, Client): **${met ? 'met' : 'missed'}** for the streaming windows.`,
        '',
      ].join('\n'),
    );
    log(`  written ${RESULTS}`);
    return errors.length > 0 ? 1 : 0;
  });
};

runMain('bench:client', main);
