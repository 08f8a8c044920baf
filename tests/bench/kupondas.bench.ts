/**
 * Kupondaş at scale. Run: `npm run bench:kupondas` (PostgreSQL side: BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; a database of its own is created there and dropped afterwards).
 *
 * On PGlite and on PostgreSQL, each freshly migrated, bulk SQL seeds 10,000 members, 200,000 played coupons (two
 * selections each) shared one each (80 % for all members; 30 % open, 35 % won, 35 % lost; 10 % live) over 60 days,
 * 100,000 follows and 2,000 blocks. Then the edge's own services (what the HTTP handlers call, cards hydrated) are
 * timed, one call at a time, BENCH_WARMUP (default 20) then BENCH_REQUESTS (default 200) per case, viewers rotating over 50 members:
 * the first and a deep page of both feeds, a profile, a share, and the weekly and all-time leaderboards computed
 * from the database (the service caches them; this is the uncached cost). EXPLAIN of each feed query at this scale
 * names the indexes the planner picked. Targets (shown, not enforced): PostgreSQL feed pages p99 ≤ 20 ms; a deep
 * page no slower than the first. Output: a table on stdout and tests/bench/results/kupondas.md.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { KUPONDAS_SOCIAL } from '@shared/constants/kupondas-social';
import type { FeedAnswer, FeedFilter } from '@shared/protocol/kupondas-social-api';
import { encodeCursor } from '@shared/rules/kupondas-cursor';
import { istanbulWeekStart } from '@shared/rules/kupondas-periods';
import { createKupondasFeedService } from '../../edge/domain/kupondas-feed.service';
import { createKupondasLeaderboardService } from '../../edge/domain/kupondas-leaderboard.service';
import type { Db, Queryable } from '../../edge/storage/db.port';
import { kupondasFeedsRepo } from '../../edge/storage/kupondas-feeds.repo';
import { kupondasLeaderboardsRepo } from '../../edge/storage/kupondas-leaderboards.repo';
import { migrate } from '../../edge/storage/migrate';
import { openPgliteDb } from '../../edge/storage/pglite-db';
import { openPostgresDb } from '../../edge/storage/pg-db';
import { guardedRun, runMain } from './lib/run-bench';
import { markdownTable } from './lib/stats';

const envInt = (name: string, def: number): number => {
  const n = Number(process.env[name] ?? def);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
};
const WARMUP = envInt('BENCH_WARMUP', 20);
const REQUESTS = envInt('BENCH_REQUESTS', 200);
/** BENCH_SCALE divides every count (a quick check of the bench itself); 1 is the issue's scale. */
const SCALE = envInt('BENCH_SCALE', 1);
const MEMBERS = 10_000 / SCALE;
const SHARES = 200_000 / SCALE;
const FOLLOWS = 100_000 / SCALE;
const ALL_DEPTH = 50_000 / SCALE;
const BLOCKS = 2_000 / SCALE;
const VIEWERS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS = resolve(import.meta.dirname, 'results/kupondas.md');
const log = (s: string) => process.stderr.write(`${s}\n`);

/** Bulk SQL seed, a few statements; times are whole milliseconds, as the edge's clock writes them. */
const seed = async (db: Db, now: number): Promise<void> => {
  const at = new Date(now);
  const q = (label: string, sql: string, params: unknown[] = []) => {
    log(`  seed: ${label}`);
    return db.query(sql, params);
  };
  await q('members', `INSERT INTO members (member_no, citizen_id, username, email, password_hash, name, surname, nickname, public_id, created_at)
     SELECT 70000000 + g, '7' || lpad(g::text, 10, '0'), 'uye' || g, 'uye' || g || '@example.com', 'x', 'Ad', 'Soyad', 'uye' || g, 'pb' || g, $1
     FROM generate_series(1, $2::int) g`, [at, MEMBERS]);
  const [first] = await db.query<{ id: number }>(`SELECT MIN(id) AS id FROM members WHERE username LIKE 'uye%'`);
  const base = first!.id;
  // One coupon every 25.92 s back from now: 200,000 over 60 days, whole milliseconds.
  await q('coupons', `INSERT INTO coupons (coupon_no, member_id, idempotency_key, request_hash, amount_kurus, misli, total_odd, max_winnings_kurus, status, played_at)
     SELECT (900000000 + g)::text, $1::bigint + (g * 7919) % $2::int, 'k' || g, 'h', 5000, 50, 150 + (g * 37) % 900, 50000,
       CASE WHEN g % 20 < 6 THEN 'open' WHEN g % 20 < 13 THEN 'won' ELSE 'lost' END,
       $3::timestamptz - ($4::int - g) * interval '25920 milliseconds'
     FROM generate_series(1, $4::int) g`, [base, MEMBERS, at, SHARES]);
  await q('selections', `INSERT INTO coupon_selections (coupon_id, position, event_code, market_id, outcome_id, odd, seen_odd, banker, mbs, sport_id,
       live, event_name, market_name, outcome_name, status, starts_at)
     SELECT c.id, p, 1000 + (c.id % 500), 1, p, 120 + p * 10, 120 + p * 10, false, 1, 1, false, 'Ev Sahibi - Deplasman', 'Maç Sonucu',
       p::text, CASE WHEN c.status = 'open' THEN 'open' WHEN c.status = 'won' THEN 'won' ELSE 'lost' END, c.played_at + interval '1 hour'
     FROM coupons c, generate_series(1, 2) p WHERE c.coupon_no >= '900000000'`);
  await q('shares', `INSERT INTO coupon_shares (coupon_id, member_id, privacy_level, platform_id, share_all, snapshot, total_odd, is_live, earns_score,
       status, score, shared_at, settled_at)
     SELECT c.id, c.member_id, CASE WHEN c.id % 5 = 0 THEN 2 ELSE 1 END, 1, 1, '{}'::jsonb, c.total_odd, c.id % 10 = 3, true, c.status,
       CASE WHEN c.status = 'won' THEN c.total_odd / 10 WHEN c.status = 'lost' THEN 0 END, c.played_at + interval '1 second',
       CASE WHEN c.status <> 'open' THEN LEAST(c.played_at + interval '1 day', $1::timestamptz) END
     FROM coupons c WHERE c.coupon_no >= '900000000'`, [at]);
  // Every member follows ten others, the lower-numbered members more often (a popular few).
  await q('follows', `INSERT INTO member_follows (follower_id, followee_id, created_at)
     SELECT f, e, $3 FROM (
       SELECT $1::bigint + (g % $2::int) AS f, $1::bigint + ((g / $2::int) * 97 + (g % $2::int) * 13 + (g % 7) * 331) % ($2::int / 2) AS e
       FROM generate_series(0, $4::int - 1) g) x
     WHERE f <> e ON CONFLICT DO NOTHING`, [base, MEMBERS, at, FOLLOWS]);
  // A few blocks, so the feeds' block checks read a real index.
  await q('blocks', `INSERT INTO member_blocks (blocker_id, blocked_id, created_at)
     SELECT $1::bigint + (g * 5) % $2::int, $1::bigint + (g * 5 + 1) % $2::int, $3 FROM generate_series(0, $4::int - 1) g ON CONFLICT DO NOTHING`,
  [base, MEMBERS, at, BLOCKS]);
  await db.exec('ANALYZE');
};

interface Case {
  name: string;
  feed: boolean;
  run: (i: number) => Promise<unknown>;
}
interface Row {
  name: string;
  p50: number;
  p99: number;
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** The cursor that starts the page after the `depth`-th card of a feed (found with OFFSET, untimed). */
const cursorAt = async (db: Queryable, where: string, params: unknown[], depth: number): Promise<string> => {
  const [row] = await db.query<{ id: number; at: Date }>(
    `SELECT s.id, s.shared_at AS at FROM coupon_shares s WHERE ${where} ORDER BY s.shared_at DESC, s.id DESC OFFSET ${depth - 1} LIMIT 1`, params);
  if (!row) throw new Error(`no card at depth ${depth} for ${where}`);
  return encodeCursor({ at: row.at.getTime(), id: row.id });
};

/** Index names and scan types of one query's plan at this scale. */
const explain = async (db: Queryable, call: (q: Queryable) => Promise<unknown>): Promise<string> => {
  let sql = '';
  let params: readonly unknown[] = [];
  await call({ query: async (s, p) => ((sql = s), (params = p ?? []), []), exec: async () => undefined });
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = row!['QUERY PLAN'];
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  const indexes = [...new Set([...text.matchAll(/"Index Name":\s*"([a-z_]+)"/g)].map((m) => m[1]))];
  const seq = [...new Set([...text.matchAll(/"Node Type":\s*"Seq Scan",[^}]*?"Relation Name":\s*"([a-z_]+)"/g)].map((m) => m[1]))];
  return `${indexes.join(', ')}${seq.length ? `; SEQ SCAN ${seq.join(', ')}` : ''}`;
};

const measure = async (db: Db, driver: string, now: number): Promise<{ rows: Row[]; plans: [string, string][] }> => {
  const leaderboards = createKupondasLeaderboardService({ db, now: () => now });
  const feed = createKupondasFeedService({ db, leaderboards });
  const viewers = (await db.query<{ id: number; nickname: string }>(
    `SELECT m.id, m.nickname FROM members m WHERE EXISTS (SELECT 1 FROM member_follows f WHERE f.follower_id = m.id)
     ORDER BY m.id LIMIT ${VIEWERS}`)).map((r) => r);
  const profiles = (await db.query<{ nickname: string }>(`SELECT nickname FROM members WHERE username LIKE 'uye%' ORDER BY id LIMIT ${VIEWERS}`)).map((r) => r.nickname);
  const shares = (await db.query<{ id: number }>(`SELECT id FROM coupon_shares WHERE privacy_level = 1 ORDER BY id LIMIT ${VIEWERS}`)).map((r) => r.id);
  const allDeep = await cursorAt(db, 's.privacy_level = 1', [], ALL_DEPTH);
  const followingDeep = await Promise.all(viewers.map((v) => cursorAt(db,
    's.member_id IN (SELECT followee_id FROM member_follows WHERE follower_id = $1)', [v.id], 150)));
  const page = async (p: Promise<FeedAnswer | { refused: string }>): Promise<void> => {
    const a = await p;
    if ('refused' in a || a.Shares.length !== KUPONDAS_SOCIAL.pageSize) throw new Error(`short page: ${JSON.stringify(a).slice(0, 200)}`);
  };
  const v = (i: number) => viewers[i % viewers.length]!;
  const weekStart = new Date(istanbulWeekStart(now));
  const cases: Case[] = [
    { name: "'Tüm Paylaşımlar' first page", feed: true, run: (i) => page(feed.feed(v(i).id, 'all', 'all', undefined, undefined)) },
    { name: `'Tüm Paylaşımlar' page at ${ALL_DEPTH.toLocaleString('en-US')}`, feed: true, run: (i) => page(feed.feed(v(i).id, 'all', 'all', allDeep, undefined)) },
    { name: "'Tüm Paylaşımlar' won, first page", feed: true, run: (i) => page(feed.feed(v(i).id, 'all', 'won', undefined, undefined)) },
    { name: "'Tüm Paylaşımlar' live, first page", feed: true, run: (i) => page(feed.feed(v(i).id, 'all', 'live', undefined, undefined)) },
    { name: "'Takip Ettiklerim' first page", feed: true, run: (i) => page(feed.feed(v(i).id, 'following', 'all', undefined, undefined)) },
    { name: "'Takip Ettiklerim' page at 150", feed: true, run: (i) => page(feed.feed(v(i).id, 'following', 'all', followingDeep[i % viewers.length], undefined)) },
    { name: 'profile (stats and first page)', feed: false, run: (i) => feed.profile(v(i).id, profiles[i % profiles.length]!) },
    { name: 'a share', feed: false, run: (i) => feed.share(null, shares[i % shares.length]!) },
    { name: 'leaderboard weekly (uncached)', feed: false, run: () => kupondasLeaderboardsRepo.ranking(db, weekStart, KUPONDAS_SOCIAL.leaderboardMinSettled, KUPONDAS_SOCIAL.leaderboardSize) },
    { name: 'leaderboard all time (uncached)', feed: false, run: () => kupondasLeaderboardsRepo.ranking(db, null, KUPONDAS_SOCIAL.leaderboardMinSettled, KUPONDAS_SOCIAL.leaderboardSize) },
  ];
  const rows: Row[] = [];
  for (const c of cases) {
    for (let i = 0; i < WARMUP; i++) await c.run(i);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      await c.run(i);
      times.push(performance.now() - t0);
    }
    rows.push({ name: c.name, p50: percentile(times, 50), p99: percentile(times, 99) });
    log(`  ${driver}: ${c.name}: p50 ${rows.at(-1)!.p50.toFixed(2)} ms, p99 ${rows.at(-1)!.p99.toFixed(2)} ms`);
  }
  const viewer = v(0).id;
  const deep = { at: new Date(0), id: 1 };
  const filters: FeedFilter[] = ['all', 'won', 'live'];
  const plans: [string, string][] = [];
  for (const f of filters) {
    plans.push([`all/${f}`, await explain(db, (q) => kupondasFeedsRepo.publicFeed(q, viewer, f, null, 20))]);
    plans.push([`following/${f}`, await explain(db, (q) => kupondasFeedsRepo.followingFeed(q, viewer, f, deep, 20))]);
  }
  plans.push(['profile', await explain(db, (q) => kupondasFeedsRepo.memberShares(q, viewer, viewers[1]!.id, null, 20))]);
  return { rows, plans };
};

const main = async (): Promise<number> => {
  const now = Date.now();
  const dir = await mkdtemp(join(tmpdir(), 'kupondas-bench-'));
  const dbName = `kupondas_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  let opened: Db[] = [];
  const cleanup = async () => {
    for (const d of opened) await d.close().catch(() => undefined);
    opened = [];
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  return guardedRun('bench:kupondas', 30 * 60_000, cleanup, async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    const pgUrl = new URL(PG_URL);
    pgUrl.pathname = `/${dbName}`;
    const results: Record<string, { rows: Row[]; plans: [string, string][] }> = {};
    for (const [driver, open] of [['PGlite', () => openPgliteDb(join(dir, 'pglite'))], ['PostgreSQL', () => openPostgresDb(pgUrl.toString())]] as const) {
      log(`${driver}: migrate and seed`);
      const db = await open();
      opened.push(db);
      await migrate(db, undefined, () => now);
      const t0 = performance.now();
      await seed(db, now);
      log(`${driver}: seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      results[driver] = await measure(db, driver, now);
    }
    const lite = results.PGlite!;
    const post = results.PostgreSQL!;
    const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 1);
    const table = markdownTable(
      ['Call', 'PGlite p50 ms', 'PGlite p99 ms', 'PostgreSQL p50 ms', 'PostgreSQL p99 ms'],
      lite.rows.map((r, i) => [r.name, fmt(r.p50), fmt(r.p99), fmt(post.rows[i]!.p50), fmt(post.rows[i]!.p99)]),
    );
    const plans = markdownTable(['Feed query', 'PGlite indexes', 'PostgreSQL indexes'], lite.plans.map(([n, p], i) => [n, p, post.plans[i]![1]]));
    const feedP99 = Math.max(...post.rows.filter((r) => r.name.includes("'")).map((r) => r.p99));
    const deepOk = post.rows[1]!.p50 <= post.rows[0]!.p50 * 1.2 && post.rows[5]!.p50 <= post.rows[4]!.p50 * 1.2;
    const verdict = `PostgreSQL feed pages p99 max ${fmt(feedP99)} ms (target ≤ 20): ${feedP99 <= 20 ? 'met' : 'NOT met'}; deep pages' p50 within 20 % of the first page's: ${deepOk ? 'yes' : 'NO'}.`;
    const md = `# bench:kupondas\n\n${new Date(now).toISOString().slice(0, 10)}, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ${REQUESTS} calls per case after ${WARMUP} warm-up, one at a time.\n` +
      `${MEMBERS.toLocaleString('en-US')} members, ${SHARES.toLocaleString('en-US')} shares, ~${FOLLOWS.toLocaleString('en-US')} follows.\n\n${table}\n\n${verdict}\n\nEXPLAIN at this scale:\n\n${plans}\n`;
    await mkdir(resolve(RESULTS, '..'), { recursive: true });
    await writeFile(RESULTS, md);
    process.stdout.write(md);
    return 0;
  });
};

runMain('bench:kupondas', main);
