/**
 * Scale-out through the machine's Redis: one feed publisher (broadcasting as `npm run feed` does, under a Redis
 * namespace of this run), two edges with FEED_MODE=external deliver identical versions in identical order; a
 * dropped Redis subscription ends in resync, never in silent loss.
 * Skips only when REDIS_URL is unset and no Redis answers on 127.0.0.1:6379.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_ROOM } from '@shared/protocol/realtime';
import { startFeedBroadcast } from '../../edge/bus/redis-replication';
import { createGeneratorFeed, type GeneratorFeed } from '../../edge/feed/generator-feed';
import { startTestEdge, type TestEdge } from './harness';
import { REDIS_URL, redisAvailable, testNamespace } from './redis-env';
import { connectWs, type Frame, type TestSocket } from './ws-client';

const available = await redisAvailable();
const NS = testNamespace();

/** Room frames and resyncs of one room in arrival order: every frame is last+1, except right after a resync. */
const checkNoSilentLoss = (frames: Frame[], room: string): void => {
  let last: number | null = null;
  for (const f of frames) {
    if (f.room !== room) continue;
    if (f.event === 'resync' || f.event === 'version') last = f.v!;
    else if (f.event === undefined) {
      if (last !== null && f.v! > last) expect(f.v).toBe(last + 1);
      last = Math.max(last ?? 0, f.v!);
    }
  }
};

describe.skipIf(!available)('realtime over Redis', () => {
  let feed: GeneratorFeed;
  let broadcast: Awaited<ReturnType<typeof startFeedBroadcast>>;
  let a: TestEdge;
  let b: TestEdge;
  let ca: TestSocket;
  let cb: TestSocket;

  beforeAll(async () => {
    feed = createGeneratorFeed({ seed: 4242, tickMs: 250 });
    broadcast = await startFeedBroadcast(feed, { redisUrl: REDIS_URL, namespace: NS, onError: () => undefined });
    a = await startTestEdge({ redisUrl: REDIS_URL, redisNamespace: NS, feedMode: 'external' });
    b = await startTestEdge({ redisUrl: REDIS_URL, redisNamespace: NS, feedMode: 'external' });
    feed.start();
    ca = await connectWs(a.edge.wsPort);
    cb = await connectWs(b.edge.wsPort);
    for (const c of [ca, cb]) c.send({ event: 'joinroom', data: LIVE_ROOM });
  }, 60_000);
  afterAll(async () => {
    ca?.close();
    cb?.close();
    await feed?.stop();
    await a?.close();
    await b?.close();
    await broadcast?.stop();
    const admin = new Redis(REDIS_URL);
    const keys = await admin.keys(`${NS}:*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });

  it('two edges deliver identical versions in identical order', async () => {
    const live = (c: TestSocket) => c.frames.filter((f) => f.room === LIVE_ROOM && f.event === undefined);
    await ca.next(() => live(ca).length >= 6, 10_000);
    await cb.next(() => live(cb).length >= 6, 10_000);
    const fromB = new Map(live(cb).map((f) => [f.v, JSON.stringify(f)]));
    const common = live(ca).filter((f) => fromB.has(f.v));
    expect(common.length).toBeGreaterThanOrEqual(4);
    for (const f of common) expect(JSON.stringify(f)).toBe(fromB.get(f.v));
    const vs = common.map((f) => f.v!);
    expect(vs).toEqual(vs.map((_, i) => vs[0]! + i));
    checkNoSilentLoss(ca.frames, LIVE_ROOM);
    checkNoSilentLoss(cb.frames, LIVE_ROOM);
  });

  it('a lost Redis subscription ends in resync on both edges, then delivery continues without gaps', async () => {
    const admin = new Redis(REDIS_URL);
    const resyncsBefore = [ca, cb].map((c) => c.frames.filter((f) => f.event === 'resync').length);
    const list = (await admin.call('CLIENT', 'LIST')) as string;
    const ids = list.split('\n').filter((l) => l.includes(`name=iddaa-bus-sub-${process.pid}`)).map((l) => /id=(\d+)/.exec(l)?.[1]);
    expect(ids.length).toBe(3); // the feed's bus and the two edges'
    for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id!);
    await admin.quit();
    for (const [i, c] of [ca, cb].entries()) {
      const resync = await c.next((f) => f.event === 'resync' && c.frames.filter((x) => x.event === 'resync').length > resyncsBefore[i]!, 10_000);
      expect(resync.room).toBe(LIVE_ROOM);
      // What the client does after loading the snapshot: rejoin at that version.
      c.send({ event: 'joinroomVer', data: { room: LIVE_ROOM, version: resync.v } });
      const seen = c.frames.length;
      await c.next(() => c.frames.slice(seen).filter((f) => f.room === LIVE_ROOM && f.event === undefined).length >= 3, 10_000);
      checkNoSilentLoss(c.frames, LIVE_ROOM);
    }
  }, 30_000);
});
