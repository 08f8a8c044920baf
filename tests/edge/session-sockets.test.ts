/**
 * Sockets do not outlive their session: after logout, expiry and a password change, a socket opened
 * with the ended session leaves the member room (told with a 4403 error frame), receives no more notices and
 * cannot join it again, while it stays open for program rooms. Across two edge nodes the notice goes over Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, SESSION_COOKIE } from '@shared/protocol/api';
import { LIVE_ROOM, memberRoom, MT, ROOM_ERROR } from '@shared/protocol/realtime';
import { SECURITY_API } from '@shared/protocol/security-api';
import { connectRedisBus } from '../../edge/bus/redis-bus';
import type { Bus } from '../../edge/bus/bus.port';
import { startRealtimeServer, type RealtimeServer } from '../../edge/realtime/realtime-server';
import type { SocketMember } from '../../edge/realtime/conn';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser, type Browser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { REDIS_URL, redisAvailable, testNamespace } from './redis-env';
import { connectWs, roomFrames, type TestSocket } from './ws-client';

const NOTICE = { couponId: 1, couponNo: 'X1', status: 'won', payoutKurus: 100, balanceKurus: 100_100 };
const MINUTE = 60_000;

/** The socket left `room` because its session ended, gets none of its notices and may not join it again. */
const expectOut = async (bus: Bus, s: TestSocket, room: string): Promise<void> => {
  expect(await s.next((f) => f.event === 'error' && f.room === room)).toMatchObject({ code: ROOM_ERROR.forbidden });
  const before = roomFrames(s, room).length;
  await bus.publishNext(room, MT.settlementNotice, NOTICE);
  s.send({ event: 'joinroom', data: room });
  await s.next((f) => f.event === 'error' && f.room === room && s.frames.filter((x) => x.event === 'error').length >= 2);
  await new Promise((r) => setTimeout(r, 200));
  expect(roomFrames(s, room).length).toBe(before);
  // Still a working socket for the program.
  s.send({ event: 'joinroom', data: LIVE_ROOM });
  await s.next((f) => f.event === 'version' && f.room === LIVE_ROOM);
};

describe('member sockets and the end of their session', () => {
  let t: TestEdge;
  beforeAll(async () => {
    t = await startTestEdge({ sessionIdleMinutes: 30, loginRateLimitPerMinute: 1000 });
  }, 60_000);
  afterAll(() => t?.close());

  /** A logged-in browser and its socket, in its member room, having received one notice. */
  const memberSocket = async (username: string, password: string): Promise<{ b: Browser; s: TestSocket; room: string }> => {
    const b = await openBrowser(t.url);
    expect((await b.login(username, password)).IsSuccess).toBe(true);
    const id = (await b.post<{ EncryptedId: string }>(API.memberInfo)).body.EncryptedId;
    const room = memberRoom(id);
    const s = await connectWs(t.edge.wsPort, { cookie: `${SESSION_COOKIE}=${encodeURIComponent(b.sessionCookie!)}` });
    s.send({ event: 'joinroom', data: room });
    await s.next((f) => f.event === 'version' && f.room === room);
    const v = await t.edge.bus.publishNext(room, MT.settlementNotice, NOTICE);
    await s.next((f) => f.room === room && f.v === v);
    return { b, s, room };
  };

  it('logout: the socket leaves the member room at once', async () => {
    const { b, s, room } = await memberSocket('demo', DEMO_MEMBERS[0]!.password);
    expect((await b.post(API.logout)).status).toBe(200);
    await expectOut(t.edge.bus, s, room);
    s.close();
  });

  it("password change: every socket of the member's old sessions leaves; the new session's socket joins", async () => {
    const { password } = DEMO_MEMBERS[2]!;
    const other = await memberSocket('mehmet', password);
    const { b, s, room } = await memberSocket('mehmet', password);
    const r = await b.post<{ Token: string }>(SECURITY_API.changePassword, { currentPassword: password, newPassword: 'Parola.Yeni2024', newPasswordAgain: 'Parola.Yeni2024' });
    expect(r.status).toBe(200);
    await expectOut(t.edge.bus, s, room);
    await expectOut(t.edge.bus, other.s, room);
    const renewed = await connectWs(t.edge.wsPort, { cookie: `${SESSION_COOKIE}=${encodeURIComponent(b.sessionCookie!)}` });
    renewed.send({ event: 'joinroom', data: room });
    await renewed.next((f) => f.event === 'version' && f.room === room);
    for (const x of [s, other.s, renewed]) x.close();
  });

  it('expiry: past the idle limit the socket leaves, with no request to tell it', async () => {
    const { s, room } = await memberSocket('ayse', DEMO_MEMBERS[1]!.password);
    t.clock.set(Date.now() + 29 * MINUTE);
    await new Promise((r) => setTimeout(r, 1500));
    expect(s.frames.some((f) => f.event === 'error')).toBe(false);
    t.clock.set(Date.now() + 31 * MINUTE);
    try {
      await expectOut(t.edge.bus, s, room);
    } finally {
      t.clock.reset();
    }
    s.close();
  });
});

const available = await redisAvailable();

describe.skipIf(!available)('two edge nodes over Redis', () => {
  const NS = testNamespace();
  const nodes: Array<{ bus: Bus; server: RealtimeServer }> = [];
  /** The sessions the nodes know: cookie -> member; `alive` says which sessions still are. */
  const alive = new Set(['s-ayla', 's-ayla-2', 's-ozan']);
  const memberOf = (cookie: string | undefined): SocketMember | null => {
    const [publicId = '', memberId = '0', sessionId = ''] = (cookie ?? '').split('.');
    if (!alive.has(sessionId)) return null;
    return { publicId, memberId: Number(memberId), sessionId, endsAt: Date.now() + 3_600_000, recheck: async () => (alive.has(sessionId) ? Date.now() + 3_600_000 : null) };
  };

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const bus = await connectRedisBus(REDIS_URL, () => undefined, NS);
      const server = await startRealtimeServer({
        port: 0, host: '127.0.0.1', bus, allowedOrigins: [], sessionCookie: 'sid',
        limits: {
          maxFrameBytes: 4096, maxRoomsPerConnection: 8, idleTimeoutSec: 120, maxBackpressureBytes: 65_536, replayMessages: 16,
          replayMs: 60_000, frameRatePerSec: 20, frameBurst: 100, maxConnections: 100, maxConnectionsPerAddress: 100,
        },
        memberOfSession: async (cookie) => memberOf(cookie),
        versionOf: (room) => bus.lastVersion(room),
        onError: () => undefined,
      });
      nodes.push({ bus, server });
    }
  }, 30_000);
  afterAll(async () => {
    for (const n of nodes) {
      await n.server.close(100);
      await n.bus.close();
    }
  });

  const socketOn = async (node: number, cookie: string, room: string): Promise<TestSocket> => {
    const s = await connectWs(nodes[node]!.server.port, { cookie: `sid=${cookie}` });
    s.send({ event: 'joinroom', data: room });
    await s.next((f) => f.event === 'version' && f.room === room);
    return s;
  };

  it('a session ended on one node takes its sockets on the other out of the member room', async () => {
    const room = memberRoom('ayla');
    const s = await socketOn(1, 'ayla.7.s-ayla', room);
    alive.delete('s-ayla');
    await nodes[0]!.bus.publishSessionsEnded({ sessionIds: ['s-ayla'] });
    await expectOut(nodes[0]!.bus, s, room);
    s.close();
  });

  it("a member's sessions ended (password change) make that member's sockets check theirs; others stay", async () => {
    const room = memberRoom('ozan');
    const ended = await socketOn(1, 'ozan.8.s-ozan', room);
    const kept = await socketOn(1, 'ayla.7.s-ayla-2', memberRoom('ayla'));
    alive.delete('s-ozan');
    await nodes[0]!.bus.publishSessionsEnded({ memberIds: [8, 7] });
    await expectOut(nodes[0]!.bus, ended, room);
    const v = await nodes[0]!.bus.publishNext(memberRoom('ayla'), MT.settlementNotice, NOTICE);
    await kept.next((f) => f.room === memberRoom('ayla') && f.v === v);
    expect(kept.frames.some((f) => f.event === 'error')).toBe(false);
    ended.close();
    kept.close();
  });
});
