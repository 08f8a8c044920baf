/**
 * Share rooms scaled out through the machine's Redis: the edge that settles the coupon publishes the result of a
 * followers-only share; a second realtime node (its own bus connection, the same database, as a second edge
 * process would have) delivers it to the owner and a follower on it, refuses a non-follower, and stops delivering
 * to a follower who unfollowed through the first edge after joining on the second.
 * Skips only when REDIS_URL is unset and no Redis answers on 127.0.0.1:6379.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_LEVEL } from '@shared/protocol/kupondas-share-api';
import { KUPONDAS_SOCIAL_API as S } from '@shared/protocol/kupondas-social-api';
import { MT, ROOM_ERROR, shareRoom } from '@shared/protocol/realtime';
import type { Bus } from '../../edge/bus/bus.port';
import { connectRedisBus } from '../../edge/bus/redis-bus';
import { createMemberNotices } from '../../edge/domain/member-notices';
import { createSessionService } from '../../edge/domain/session.service';
import { startRealtimeEdge } from '../../edge/realtime/realtime-edge';
import type { RealtimeServer } from '../../edge/realtime/realtime-server';
import { publishResult, waitSettled } from './coupon-fixtures';
import { startTestEdge, type TestEdge } from './harness';
import { KUPONDAS_EDGE, newMember, playAndShare } from './kupondas-fixtures';
import { REDIS_URL, redisAvailable, testNamespace } from './redis-env';
import { join, settledOf, social, socketOf } from './share-room-fixtures';
import type { TestSocket } from './ws-client';

const available = await redisAvailable();
const NS = testNamespace();
const MINUTE_MS = 60_000;

describe.skipIf(!available)('share rooms over Redis', () => {
  let a: TestEdge;
  let busB: Bus;
  let nodeB: RealtimeServer;
  const sockets: TestSocket[] = [];
  const onError = (err: unknown): void => {
    throw err;
  };

  beforeAll(async () => {
    a = await startTestEdge({ ...KUPONDAS_EDGE, redisUrl: REDIS_URL, redisNamespace: NS });
    busB = await connectRedisBus(REDIS_URL, () => undefined, NS);
    const { config } = a.edge;
    const sessions = createSessionService({
      db: a.db, now: a.clock.now, idleMs: config.sessionIdleMinutes * MINUTE_MS, absoluteMs: config.sessionAbsoluteHours * 60 * MINUTE_MS,
    });
    nodeB = await startRealtimeEdge({
      config: { ...config, wsPort: 0 }, bus: busB, store: a.edge.program, sessions, members: createMemberNotices(busB, a.db, onError), db: a.db, onError, now: a.clock.now,
    });
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await nodeB?.close(0);
    await busB?.close();
    await a?.close();
    const admin = new Redis(REDIS_URL);
    const keys = await admin.keys(`${NS}:*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });

  it('delivers a followers-only result from one node to the owner and a follower on another, no one else', async () => {
    const [owner, follower, leaver, stranger] = await Promise.all([newMember(a), newMember(a), newMember(a), newMember(a)]);
    await social(follower, S.follow, owner.nickname);
    await social(leaver, S.follow, owner.nickname);
    const { shareId, played, picks } = await playAndShare(a, owner, PRIVACY_LEVEL.followersOnly);
    const room = shareRoom(shareId);
    const [so, sf, sl, ss] = await Promise.all([owner, follower, leaver, stranger].map((m) => socketOf(nodeB.port, m, sockets)));
    for (const s of [so!, sf!, sl!]) expect(await join(s, room)).toMatchObject({ event: 'version', v: 0 });
    expect(await join(ss!, room)).toMatchObject({ event: 'error', code: ROOM_ERROR.forbidden });
    // Unfollowed through the first edge after joining on the second: no notice needed, the next message is checked.
    await social(leaver, S.unfollow, owner.nickname);

    await publishResult(a, picks[0]!, 'lost');
    expect(await waitSettled(a.db, played.CouponId)).toBe('lost');
    for (const s of [so!, sf!]) expect((await s.next((f) => f.room === room && f.MT === MT.shareSettled, 10_000)).M).toMatchObject({ shareId, status: 'lost' });
    expect(await sl!.next((f) => f.room === room && f.event === 'error', 10_000)).toMatchObject({ code: ROOM_ERROR.forbidden });
    await new Promise((r) => setTimeout(r, 300));
    for (const s of [sl!, ss!]) {
      expect(settledOf(s, room)).toEqual([]);
      expect(JSON.stringify(s.frames)).not.toContain(played.CouponNo);
    }
    expect(settledOf(so!, room).map((f) => f.v)).toEqual([1]);
  });
});
