/**
 * HTTP API benchmark (docs: shared/design/quality-bars.md, "HTTP API"). Run: `npm run bench:http`.
 *
 * One edge started in-process (temporary PGlite directory, real feed, real demo member) and, in the same process,
 * a bare fastify server that answers the same paths with the very bytes the edge answered once (same content
 * type and content coding): the ceiling for this machine. Cases ask for identity unless named otherwise; the
 * br case asks like a browser, and the ceiling then answers the edge's br bytes with the same Content-Encoding,
 * so both sides always send the same bytes. autocannon runs in a child process (pinned to other CPUs than this
 * process where there are two or more) against edge and ceiling alternately, the order rotating each round, plus
 * a second ceiling run per round (A-vs-A) whose ratio shows how noisy the machine is. Every figure that matters
 * is a ratio of runs made side by side in the same round; absolute req/s only describe this machine today.
 *
 * Loopback only, bounded (about 2.5 minutes with the defaults), stops by itself and closes everything.
 * Knobs (environment): BENCH_SECONDS per run (default 3), BENCH_ROUNDS (default 3, at least 3),
 * BENCH_CONNECTIONS (default 50), BENCH_PIN=0 to skip CPU pinning.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { ANTI_FORGERY, API, SESSION_COOKIE, VISITOR_COOKIE, type LoginAnswer, type MemberInfoAnswer } from '@shared/protocol/api';
import { startEdge, type EdgeHandle } from '../../edge/app';
import { preparePgliteDir } from '../edge/pglite-template';
import { primeDemoHashes } from '../edge/seed-hashes';
import { guardedRun, runMain } from './lib/run-bench';
import { startLoadGenerator, type LoadGenerator, type LoadJob, type LoadSample } from './lib/load';
import { fmtInt, fmtMs, fmtPct, fmtRatio, markdownTable, median, range, spreadAroundOne } from './lib/stats';

const envInt = (name: string, def: number, min: number, max: number): number => {
  const raw = process.env[name]?.trim();
  const n = raw ? Number(raw) : def;
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer ${min}-${max} (got "${raw}")`);
  return n;
};

const SECONDS = envInt('BENCH_SECONDS', 3, 1, 10);
const ROUNDS = envInt('BENCH_ROUNDS', 3, 3, 7);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 50, 1, 500);
const PIPELINING = 1;
const WARMUP_SECONDS = 1.5;
const PIN = process.env.BENCH_PIN !== '0';
/** Hard stop: whatever happens, the process ends (non-zero) after this. */
const BUDGET_MS = 60_000 + 4 * (2 * WARMUP_SECONDS + ROUNDS * 3 * SECONDS) * 1000 * 1.6;
const SETTLE_MS = 250;
/** Read before pinning: afterwards this process sees only its own CPUs. */
const CPUS = availableParallelism();

const DEMO = { username: 'demo', password: 'Demo.1234' };
const REPO = resolve(import.meta.dirname, '../..');
const BUILT_CLIENT = join(REPO, 'dist/client');
const TOKEN_INPUT = new RegExp(`<input type="hidden" name="${ANTI_FORGERY.field}" value="([^"]*)">`);

interface Case {
  name: string;
  method: 'GET' | 'POST';
  /** Path and query, the same on edge and ceiling. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

type Target = 'edge' | 'base' | 'base2';
/** Rotating orders: each target runs first, second and third once every three rounds. */
const ORDERS: Target[][] = [
  ['edge', 'base', 'base2'],
  ['base', 'base2', 'edge'],
  ['base2', 'edge', 'base'],
];

interface CaseResult {
  name: string;
  samples: Record<Target, LoadSample[]>;
  /** Per round: edge / ceiling, and ceiling (second run) / ceiling (A-vs-A). */
  ratios: number[];
  aa: number[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (s: string) => process.stderr.write(`${s}\n`);

// ---------------------------------------------------------------------------------------------------------------
// Setup: edge, member session, reference bodies, ceiling.

const makeStaticDir = async (root: string): Promise<string> => {
  if (existsSync(join(BUILT_CLIENT, 'index.html'))) return BUILT_CLIENT;
  const dir = join(root, 'static');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><html lang="tr"><head><title>iddaa</title></head><body></body></html>');
  return dir;
};

const setCookieValue = (res: Response, name: string): string | undefined => {
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
};

/** Opens the home page for a visitor cookie and its token, logs in, and returns the member's cookie and token. */
const logIn = async (base: string): Promise<{ cookie: string; token: string }> => {
  const page = await fetch(`${base}/`, { headers: { Accept: 'text/html' } });
  const html = await page.text();
  const visitorId = setCookieValue(page, VISITOR_COOKIE);
  const visitorToken = TOKEN_INPUT.exec(html)?.[1];
  if (!visitorId || !visitorToken) throw new Error(`home page gave no visitor cookie or token (status ${page.status})`);
  const res = await fetch(`${base}${API.login}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Cookie: `${VISITOR_COOKIE}=${visitorId}`,
      [ANTI_FORGERY.header]: visitorToken,
    },
    body: JSON.stringify(DEMO),
  });
  const answer = (await res.json()) as LoginAnswer;
  const sid = setCookieValue(res, SESSION_COOKIE);
  if (!answer.IsSuccess || !answer.Token || !sid) throw new Error(`login failed: ${res.status} ${JSON.stringify(answer)}`);
  return { cookie: `${SESSION_COOKIE}=${sid}`, token: answer.Token };
};

const buildCases = (member: { cookie: string; token: string }): Case[] => {
  const json = { Accept: 'application/json', 'Accept-Encoding': 'identity' };
  const football = `${API.sportProgram}?sportId=1`;
  return [
    { name: 'sport program, football', method: 'GET', path: football, headers: json },
    // What a browser sends: the edge answers the version's brotli bytes, made once per version.
    { name: 'sport program, football, br', method: 'GET', path: football, headers: { ...json, 'Accept-Encoding': 'gzip, deflate, br, zstd' } },
    // A browser sends its session cookie with every same-origin call: the edge then looks the session up.
    { name: 'sport program, football, member cookie', method: 'GET', path: football, headers: { ...json, Cookie: member.cookie } },
    { name: 'sport menu', method: 'GET', path: API.sportMenu, headers: json },
    {
      name: 'member info, logged in',
      method: 'POST',
      path: API.memberInfo,
      headers: { ...json, 'Content-Type': 'application/json', Cookie: member.cookie, [ANTI_FORGERY.header]: member.token },
      body: '{}',
    },
  ];
};

interface Reference {
  status: number;
  contentType: string;
  /** Content-Encoding of the edge's answer, if any; the ceiling sends the same. */
  contentEncoding: string | undefined;
  body: Buffer;
}

/** The edge's answer as it came over the wire (fetch would decode a compressed body). */
const fetchReference = (base: string, c: Case): Promise<Reference> =>
  new Promise((done, fail) => {
    const req = request(`${base}${c.path}`, { method: c.method, headers: c.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const status = res.statusCode ?? 0;
        if (status !== 200) return fail(new Error(`${c.name}: edge answered ${status}: ${body.toString('utf8').slice(0, 200)}`));
        const encoding = res.headers['content-encoding'];
        done({ status, contentType: res.headers['content-type'] ?? 'application/octet-stream', contentEncoding: encoding, body });
      });
    });
    req.on('error', fail);
    req.end(c.body);
  });

/**
 * The ceiling: bare fastify, one route per case path answering the edge's bytes verbatim, picked by the case's
 * Accept-Encoding (the cases of one path differ in nothing else the answer depends on).
 */
const startCeiling = async (cases: Case[], refs: Map<Case, Reference>): Promise<{ app: FastifyInstance; url: string }> => {
  const app = Fastify({ logger: false, forceCloseConnections: 'idle' });
  const routes = new Map<string, Map<string, Reference>>();
  for (const c of cases) {
    const url = c.path.split('?')[0]!;
    const key = `${c.method} ${url}`;
    let byEncoding = routes.get(key);
    if (!byEncoding) {
      byEncoding = new Map();
      routes.set(key, byEncoding);
      const answers = byEncoding;
      app.route({
        method: c.method,
        url,
        handler: (req, reply) => {
          const ref = answers.get(String(req.headers['accept-encoding'] ?? ''))!;
          if (ref.contentEncoding) reply.header('Content-Encoding', ref.contentEncoding);
          return reply.code(ref.status).type(ref.contentType).send(ref.body);
        },
      });
    }
    const accept = c.headers['Accept-Encoding'] ?? '';
    if (!byEncoding.has(accept)) byEncoding.set(accept, refs.get(c)!);
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: address };
};

// ---------------------------------------------------------------------------------------------------------------
// Measurement.

const job = (base: string, c: Case, seconds: number): LoadJob => ({
  url: `${base}${c.path}`,
  method: c.method,
  headers: c.headers,
  body: c.body,
  seconds,
  connections: CONNECTIONS,
  pipelining: PIPELINING,
});

const measureCase = async (load: LoadGenerator, c: Case, urls: Record<Target, string>): Promise<CaseResult> => {
  log(`\n${c.name}: warm-up`);
  await load.run(job(urls.edge, c, WARMUP_SECONDS));
  await load.run(job(urls.base, c, WARMUP_SECONDS));
  const samples: Record<Target, LoadSample[]> = { edge: [], base: [], base2: [] };
  const ratios: number[] = [];
  const aa: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const got = {} as Record<Target, LoadSample>;
    for (const target of ORDERS[round % ORDERS.length]!) {
      await sleep(SETTLE_MS);
      const s = await load.run(job(urls[target], c, SECONDS));
      got[target] = s;
      samples[target].push(s);
    }
    ratios.push(got.edge.rps / got.base.rps);
    aa.push(got.base2.rps / got.base.rps);
    log(
      `  round ${round + 1}: edge ${fmtInt(got.edge.rps)} req/s, ceiling ${fmtInt(got.base.rps)} / ${fmtInt(got.base2.rps)} req/s, ` +
        `ratio ${fmtRatio(ratios.at(-1)!)}, A-vs-A ${fmtRatio(aa.at(-1)!)}`,
    );
  }
  return { name: c.name, samples, ratios, aa };
};

const report = (results: CaseResult[]): string => {
  const head = ['case', 'edge req/s', 'ceiling req/s', 'ratio (median)', 'ratio range', 'A-vs-A spread', 'edge p99 ms', 'ceiling p99 ms'];
  const rows = results.map((r) => {
    const rr = range(r.ratios);
    const ceiling = [...r.samples.base, ...r.samples.base2];
    return [
      r.name,
      fmtInt(median(r.samples.edge.map((s) => s.rps))),
      fmtInt(median(ceiling.map((s) => s.rps))),
      fmtRatio(median(r.ratios)),
      `${fmtRatio(rr.min)}-${fmtRatio(rr.max)}`,
      `${fmtPct(spreadAroundOne(r.aa))} (${r.aa.map(fmtRatio).join(', ')})`,
      fmtMs(median(r.samples.edge.map((s) => s.p99))),
      fmtMs(median(ceiling.map((s) => s.p99))),
    ];
  });
  return markdownTable(head, rows);
};

/** Anything but clean 2xx answers, or answers of a different size than the ceiling's, makes the figures void. */
const problems = (results: CaseResult[]): string[] => {
  const out: string[] = [];
  for (const r of results) {
    for (const [target, list] of Object.entries(r.samples)) {
      const bad = list.reduce((n, s) => n + s.non2xx + s.errors + s.timeouts, 0);
      if (bad > 0) out.push(`${r.name}: ${target} had ${bad} non-2xx answers, errors or timeouts`);
    }
  }
  return out;
};

// ---------------------------------------------------------------------------------------------------------------

const main = async (): Promise<number> => {
  const root = await mkdtemp(join(tmpdir(), 'iddaa-bench-http-'));
  let edge: EdgeHandle | undefined;
  let ceiling: FastifyInstance | undefined;
  let load: LoadGenerator | undefined;
  const cleanup = async () => {
    load?.close();
    await ceiling?.close().catch(() => undefined);
    await edge?.close().catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  };
  return guardedRun('bench:http', BUDGET_MS, cleanup, async () => {
    const started = Date.now();
    const dataDir = join(root, 'data');
    await preparePgliteDir(dataDir);
    await primeDemoHashes();
    const staticDir = await makeStaticDir(root);
    edge = await startEdge({
      port: 0,
      wsPort: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: null,
      redisUrl: null,
      staticDir,
      logLevel: 'silent',
      cookieSecure: false,
      noPlayWindow: null,
    });
    const member = await logIn(edge.url);
    const cases = buildCases(member);
    const refs = new Map<Case, Reference>();
    for (const c of cases) refs.set(c, await fetchReference(edge.url, c));
    const info = JSON.parse(refs.get(cases.find((c) => c.path === API.memberInfo)!)!.body.toString('utf8')) as MemberInfoAnswer;
    if (!info.IsLogin) throw new Error('member info answered IsLogin false: the session cookie or token was not accepted');
    const started2 = await startCeiling(cases, refs);
    ceiling = started2.app;
    load = await startLoadGenerator({ pinCpus: PIN });

    log(
      `bench:http  node ${process.version}, ${CPUS} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}, ` +
        `pinning ${load.pinning ? `server CPU ${load.pinning.server}, autocannon CPU ${load.pinning.generator}` : 'off'}`,
    );
    log(`  edge ${edge.url} (PGlite, static ${staticDir === BUILT_CLIENT ? 'dist/client' : 'temporary'}), ceiling ${started2.url}`);
    log(`  ${CONNECTIONS} connections, pipelining ${PIPELINING}, ${ROUNDS} rounds of ${SECONDS} s per target, ready in ${Date.now() - started} ms`);
    for (const c of cases) {
      const ref = refs.get(c)!;
      log(`  ${c.name}: ${c.method} ${c.path} -> ${ref.body.length} bytes, ${ref.contentType}${ref.contentEncoding ? `, ${ref.contentEncoding}` : ''}`);
    }

    const urls: Record<Target, string> = { edge: edge.url, base: started2.url, base2: started2.url };
    const results: CaseResult[] = [];
    for (const c of cases) results.push(await measureCase(load, c, urls));

    const bytes = results.map((r) => {
      const e = median(r.samples.edge.map((s) => s.bytesPerResponse));
      const b = median(r.samples.base.map((s) => s.bytesPerResponse));
      return `  ${r.name}: ${fmtInt(e)} bytes per answer from the edge, ${fmtInt(b)} from the ceiling (headers included)`;
    });
    console.log(`\nHTTP API, edge vs bare fastify serving the same bytes (${CONNECTIONS} connections, pipelining ${PIPELINING}, ` +
      `${ROUNDS} rounds x ${SECONDS} s, node ${process.version}, ${CPUS} CPUs${load.pinning ? ', pinned' : ''})\n`);
    console.log(report(results));
    console.log(
      '\nratio = edge req/s / ceiling req/s in the same round; A-vs-A = second ceiling run / ceiling in the same round (noise).\n' +
        'req/s and p99 are medians (ceiling: over both of its runs per round); p99 is under saturation (closed loop), so mostly queueing.',
    );
    console.log(bytes.join('\n'));
    console.log(`  load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}; total ${Math.round((Date.now() - started) / 1000)} s`);
    const bad = problems(results);
    for (const p of bad) console.error(`INVALID: ${p}`);
    return bad.length > 0 ? 1 : 0;
  });
};

runMain('bench:http', main);
