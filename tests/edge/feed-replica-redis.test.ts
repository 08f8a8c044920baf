/**
 * FEED_MODE=external through the machine's Redis: the feed (in-process here, publishing exactly as `npm run feed`
 * does, under a namespace of its own) and edges that replicate its program. Their HTTP snapshots are the feed's
 * own at the same versions; a snapshot at v joined at v continues with v+1, v+2 ...; an edge started late
 * catches up from the dump; a lost replication item sends an edge back to the dump.
 * Skips only when REDIS_URL is unset and no Redis answers on 127.0.0.1:6379.
 */
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUTRIGHT_IDS } from '@shared/constants/sports';
import { API } from '@shared/protocol/api';
import type { ProgramSnapshot, SportMenuAnswer } from '@shared/protocol/program';
import { LIVE_ROOM, MT, type MessageType, type OddsChangeBody, type RealtimeItem } from '@shared/protocol/realtime';
import { createRedisReplicationSink, replicationDumpKey, startFeedBroadcast } from '../../edge/bus/redis-replication';
import { createGeneratorFeed, type GeneratorFeed } from '../../edge/feed/generator-feed';
import { decodeDump, type ReplicationItem } from '../../edge/program/replication';
import { startTestEdge, type TestEdge } from './harness';
import { REDIS_URL, redisAvailable, testNamespace } from './redis-env';
import { connectWs, roomFrames, type Frame, type TestSocket } from './ws-client';

const available = await redisAvailable();

const NS = testNamespace();

const getJson = async <T>(base: string, path: string): Promise<T> => {
  const res = await fetch(`${base}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const strip = (snap: ProgramSnapshot | undefined): Omit<ProgramSnapshot, 'asOf'> | undefined => {
  if (!snap) return snap;
  const { asOf: _asOf, ...rest } = snap;
  return rest;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!available)('edges replicate the external feed\'s program over Redis', () => {
  let feed: GeneratorFeed;
  let broadcast: Awaited<ReturnType<typeof startFeedBroadcast>>;
  /** Items the test wants lost on the way (the feed's side of the transport drops them). */
  let dropNext = 0;
  const dropped: ReplicationItem[] = [];
  const edges: TestEdge[] = [];
  let a: TestEdge;
  let b: TestEdge;
  const sockets: TestSocket[] = [];
  let commitsSeen = 0;

  /** Stops the feed's clock (nothing commits until resume) and waits until every edge serves its versions. */
  const pauseAndSettle = async (list: TestEdge[]): Promise<void> => {
    await feed.stop();
    const want = { live: feed.reader.version({ live: true }), sport: feed.reader.version({ sportId: 1 }) };
    for (const e of list) {
      const end = Date.now() + 15_000;
      for (;;) {
        const live = await getJson<ProgramSnapshot>(e.url, API.liveProgram);
        const sport = await getJson<ProgramSnapshot>(e.url, `${API.sportProgram}?sportId=1`);
        if (live.version === want.live && sport.version === want.sport) break;
        if (Date.now() > end) throw new Error(`edge at live ${live.version}/sport ${sport.version}, feed at ${want.live}/${want.sport}`);
        await sleep(50);
      }
    }
  };

  /** Everything the program routes answer equals the feed store's own answer (up to asOf, the build time). */
  const expectFeedProgram = async (e: TestEdge): Promise<void> => {
    const store = feed.reader;
    const live = await getJson<ProgramSnapshot>(e.url, API.liveProgram);
    expect(live.events.length).toBeGreaterThan(0);
    expect(strip(live)).toEqual(strip(store.liveProgram()));
    for (const id of [1, 2, 5, OUTRIGHT_IDS[0]!]) {
      expect(strip(await getJson<ProgramSnapshot>(e.url, `${API.sportProgram}?sportId=${id}`)), `sport ${id}`).toEqual(strip(store.sportProgram(id)));
    }
    expect((await getJson<SportMenuAnswer>(e.url, API.sportMenu)).sports).toEqual(store.sportMenu());
    const sport = store.sportProgram(1);
    for (const code of [...live.events.slice(0, 3), ...sport.events.slice(0, 3)].map((ev) => ev.code)) {
      expect(strip(await getJson<ProgramSnapshot>(e.url, `${API.eventDetail}?code=${code}`)), `event ${code}`).toEqual(strip(store.eventDetail(code)));
    }
  };

  beforeAll(async () => {
    feed = createGeneratorFeed({ seed: 9191, tickMs: 250 });
    const sink = createRedisReplicationSink(REDIS_URL, NS, () => undefined);
    broadcast = await startFeedBroadcast(feed, {
      redisUrl: REDIS_URL,
      namespace: NS,
      dumpEveryMs: 1000,
      onError: () => undefined,
      sink: {
        ...sink,
        async publish(text) {
          if (dropNext > 0) {
            dropNext--;
            dropped.push(JSON.parse(text) as ReplicationItem);
            return;
          }
          await sink.publish(text);
        },
      },
    });
    feed.onChange(() => commitsSeen++);
    feed.start();
    a = await startTestEdge({ redisUrl: REDIS_URL, redisNamespace: NS, feedMode: 'external' });
    edges.push(a);
    b = await startTestEdge({ redisUrl: REDIS_URL, redisNamespace: NS, feedMode: 'external' });
    edges.push(b);
  }, 60_000);

  // A test that failed while the feed was paused must not leave it paused for the next (start() is idempotent).
  afterEach(() => feed?.start());

  afterAll(async () => {
    for (const s of sockets) s.close();
    await feed?.stop();
    for (const e of edges) await e.close();
    await broadcast?.stop();
    const admin = new Redis(REDIS_URL);
    const keys = await admin.keys(`${NS}:*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });

  it('both edges serve the feed\'s own snapshots, menu and event details at the feed\'s versions', async () => {
    // Some commits after both edges loaded the dump: they must have followed the items, not only the dump.
    const commits = commitsSeen;
    const end = Date.now() + 20_000;
    while (commitsSeen < commits + 5) {
      if (Date.now() > end) throw new Error('the feed commits nothing');
      await sleep(100);
    }
    await pauseAndSettle([a, b]);
    await expectFeedProgram(a);
    await expectFeedProgram(b);
    feed.start();
  }, 60_000);

  it('a snapshot at v joined at v continues v+1, v+2 ... and the odds applied give the later snapshot', async () => {
    // The room is in use on this edge already, as on a live site.
    const warm = await connectWs(a.edge.wsPort);
    sockets.push(warm);
    warm.send({ event: 'joinroom', data: LIVE_ROOM });
    await warm.next((f) => f.event === 'version' && f.room === LIVE_ROOM);

    const snap = await getJson<ProgramSnapshot>(a.url, API.liveProgram);
    const odds = new Map(snap.outcomes.map((o) => [o.id, o.odd]));
    const s = await connectWs(a.edge.wsPort);
    sockets.push(s);
    s.send({ event: 'joinroomVer', data: { room: LIVE_ROOM, version: snap.version } });
    // A version the snapshot already has may still be on its way (the replica and the room messages travel on two
    // connections); a client skips those. After it: every version, in order.
    const after = (): Frame[] => roomFrames(s, LIVE_ROOM).filter((f) => f.v! > snap.version);
    await s.next(() => after().length >= 6, 40_000);
    const frames = after();
    expect(frames.map((f) => f.v)).toEqual(frames.map((_f, i) => snap.version + 1 + i));
    expect(s.frames.some((f) => f.event === 'resync')).toBe(false);

    // A later snapshot of the edge, at a version whose messages the client holds.
    let later: ProgramSnapshot;
    const end = Date.now() + 10_000;
    for (;;) {
      later = await getJson<ProgramSnapshot>(a.url, API.liveProgram);
      if (later.version <= after().at(-1)!.v! && later.version > snap.version) break;
      if (Date.now() > end) throw new Error('no later snapshot covered by the messages');
      await sleep(20);
    }
    const itemsOf = (f: Frame): RealtimeItem[] => (f.MT === MT.batch ? (f.M as RealtimeItem[]) : [{ MT: f.MT as MessageType, M: f.M }]);
    let moved = 0;
    for (const f of after().filter((x) => x.v! <= later.version)) {
      for (const item of itemsOf(f)) {
        if (item.MT !== MT.oddsChange) continue;
        for (const o of (item.M as OddsChangeBody).outcomes) {
          odds.set(o.id, o.odd);
          moved++;
        }
      }
    }
    expect(moved).toBeGreaterThan(0);
    const common = later.outcomes.filter((o) => snap.outcomes.some((x) => x.id === o.id));
    expect(common.length).toBeGreaterThan(0);
    for (const o of common) expect(odds.get(o.id), `outcome ${o.id}`).toBe(o.odd);
  }, 90_000);

  it('an edge started after the feed has run a while catches up from the dump', async () => {
    await sleep(1500);
    const versionAtStart = feed.reader.version({ live: true });
    const c = await startTestEdge({ redisUrl: REDIS_URL, redisNamespace: NS, feedMode: 'external' });
    edges.push(c);
    const first = await getJson<ProgramSnapshot>(c.url, API.liveProgram);
    // Served from the dump (and what followed it): never an empty program or one of its own.
    expect(first.version).toBeGreaterThanOrEqual(versionAtStart);
    await pauseAndSettle([a, b, c]);
    await expectFeedProgram(c);
    feed.start();
  }, 60_000);

  it('a lost replication item sends the edges back to the dump, and they converge', async () => {
    await pauseAndSettle([a, b]);
    const live = feed.reader.liveProgram();
    const [x, y] = live.outcomes.filter((o) => o.status === 1);
    expect(x && y).toBeTruthy();
    const dumpKey = replicationDumpKey(NS);
    const admin = new Redis(REDIS_URL);

    // A commit the edges never hear of, then one they do: they see the gap at once.
    dropNext = 1;
    feed.reader.updateOutcome(x!.id, { odd: x!.odd + 13 });
    feed.reader.commit();
    expect(dropped.at(-1)!.ops).toEqual([{ op: 'outcome', id: x!.id, patch: { odd: x!.odd + 13 } }]);
    feed.reader.updateOutcome(y!.id, { odd: y!.odd + 17 });
    feed.reader.commit();

    // Held until a dump covers the lost item: the edge does not apply the later one over the gap. (Checked
    // only while the stored dump is still older than the lost item: once it is not, the edge may have reloaded.)
    const lostSeq = dropped.at(-1)!.seq;
    const dumpSeq = async (): Promise<number> => (await decodeDump((await admin.getBuffer(dumpKey))!)).seq;
    await sleep(150);
    const stalled = await getJson<ProgramSnapshot>(a.url, API.liveProgram);
    if ((await dumpSeq()) < lostSeq) {
      expect(stalled.version).toBe(live.version);
      expect(stalled.outcomes.find((o) => o.id === y!.id)!.odd).toBe(y!.odd);
    }

    // The feed rewrites its dump every second; the edges load it and go on from there.
    const end = Date.now() + 10_000;
    while ((await dumpSeq()) < lostSeq) {
      if (Date.now() > end) throw new Error('the feed wrote no new dump');
      await sleep(50);
    }
    await admin.quit();
    await pauseAndSettle([a, b]);
    for (const e of [a, b]) {
      const snap = await getJson<ProgramSnapshot>(e.url, API.liveProgram);
      expect(snap.version).toBe(live.version + 2);
      expect(snap.outcomes.find((o) => o.id === x!.id)!.odd).toBe(x!.odd + 13);
      expect(snap.outcomes.find((o) => o.id === y!.id)!.odd).toBe(y!.odd + 17);
      await expectFeedProgram(e);
    }
    // And live replication continues after the reload.
    feed.start();
    await sleep(1500);
    await pauseAndSettle([a, b]);
    await expectFeedProgram(a);
  }, 60_000);

  it('edges whose replication subscription drops catch up on what they missed and converge', async () => {
    await pauseAndSettle([a, b]);
    const admin = new Redis(REDIS_URL);
    const list = (await admin.call('CLIENT', 'LIST')) as string;
    const ids = list.split('\n').filter((l) => l.includes(`name=iddaa-replica-sub-${process.pid}`)).map((l) => /id=(\d+)/.exec(l)?.[1]);
    expect(ids.length).toBe(edges.length);
    for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id!);
    await admin.quit();
    // Committed while the subscriptions are down: these items do not reach the edges.
    const outcome = feed.reader.liveProgram().outcomes[0]!;
    feed.reader.updateOutcome(outcome.id, { odd: outcome.odd + 21 });
    feed.reader.commit();
    await pauseAndSettle([a, b]);
    for (const e of [a, b]) {
      const snap = await getJson<ProgramSnapshot>(e.url, API.liveProgram);
      expect(snap.outcomes.find((o) => o.id === outcome.id)!.odd).toBe(outcome.odd + 21);
      await expectFeedProgram(e);
    }
    feed.start();
    await sleep(1000);
    await pauseAndSettle([a, b]);
    await expectFeedProgram(b);
  }, 60_000);
});

describe.skipIf(!available)('an edge with FEED_MODE=external started before the feed process', () => {
  const ns = `${NS}-early`;
  afterAll(async () => {
    const admin = new Redis(REDIS_URL);
    const keys = await admin.keys(`${ns}:*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });

  it('waits without crashing, then serves the feed\'s program once it comes', async () => {
    let settled: 'ok' | 'failed' | null = null;
    const starting = startTestEdge({ redisUrl: REDIS_URL, redisNamespace: ns, feedMode: 'external' });
    starting.then(() => (settled = 'ok'), () => (settled = 'failed'));
    await sleep(3000);
    expect(settled).toBe(null);

    const feed = createGeneratorFeed({ seed: 5353, tickMs: 250 });
    const broadcast = await startFeedBroadcast(feed, { redisUrl: REDIS_URL, namespace: ns, onError: () => undefined });
    feed.start();
    const edge = await starting;
    try {
      await feed.stop();
      const end = Date.now() + 15_000;
      for (;;) {
        const live = await getJson<ProgramSnapshot>(edge.url, API.liveProgram);
        if (live.version === feed.reader.version({ live: true })) {
          expect(strip(live)).toEqual(strip(feed.reader.liveProgram()));
          break;
        }
        if (Date.now() > end) throw new Error('the edge did not reach the feed');
        await sleep(50);
      }
    } finally {
      await edge.close();
      await broadcast.stop();
    }
  }, 60_000);
});
