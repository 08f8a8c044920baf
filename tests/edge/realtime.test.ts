/** Realtime contract against a real edge: join/leave, versions, replay, resync, member rooms. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/protocol/api';
import { CLOSE_CODE, MT, ROOM_ERROR } from '@shared/protocol/realtime';
import { SESSION_COOKIE } from '@shared/protocol/api';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser } from './browser';
import { eveningFeed, eveningFeedClock } from './evening-feed';
import { startTestEdge, type TestEdge } from './harness';
import { connectWs, roomFrames } from './ws-client';

let t: TestEdge;
beforeAll(async () => {
  // Live_V3 traffic needs live matches: the feed runs at 20:30 Istanbul whatever the hour of the run.
  t = await startTestEdge({ makeFeed: eveningFeed(eveningFeedClock()) });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const ROOM = 'Member_testroom_V3';
const publish = (room: string, n: number) => t.edge.bus.publishNext(room, MT.scoreUpdate, { n });

describe('realtime rooms', () => {
  it('joinroom answers the version, then delivers the room in version order; leaveroom stops it', async () => {
    const s = await connectWs(t.edge.wsPort);
    s.send({ event: 'joinroom', data: 'Live_V3' });
    const first = await s.next((f) => f.event === 'version' && f.room === 'Live_V3');
    expect(first.v).toBeGreaterThan(0);
    // The feed ticks every second: wait for two live messages and check they follow the joined version.
    await s.next(() => roomFrames(s, 'Live_V3').length >= 2, 15_000);
    const vs = roomFrames(s, 'Live_V3').map((f) => f.v!);
    expect(vs[0]).toBe(first.v! + 1);
    expect(vs[1]).toBe(vs[0]! + 1);
    s.send({ event: 'leaveroom', data: 'Live_V3' });
    s.send({ event: 'GetVersion', data: 'Live_V3' });
    const after = await s.next((f) => f.event === 'version' && f !== first);
    const count = roomFrames(s, 'Live_V3').length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(roomFrames(s, 'Live_V3').length).toBe(count);
    expect(after.v).toBeGreaterThanOrEqual(vs[1]!);
    s.close();
  });

  it('joinroomVer at the HTTP snapshot version continues exactly after the snapshot', async () => {
    const snap = (await (await fetch(`${t.url}${API.liveProgram}`)).json()) as { version: number };
    expect(snap.version).toBeGreaterThan(0);
    const s = await connectWs(t.edge.wsPort);
    s.send({ event: 'joinroomVer', data: { room: 'Live_V3', version: snap.version } });
    await s.next((f) => f.event === 'version' && f.room === 'Live_V3');
    await s.next(() => roomFrames(s, 'Live_V3').length >= 1, 15_000);
    expect(roomFrames(s, 'Live_V3')[0]!.v).toBe(snap.version + 1);
    expect(s.frames.some((f) => f.event === 'resync')).toBe(false);
    s.close();
  });

  it('a program room nobody here is in keeps its log: a join at an older snapshot version replays, never resyncs', async () => {
    const r = 'Sport_990003_V3';
    await publishRoom(r, 40);
    // The page loaded its snapshot at version 41; two changes came before it joined.
    for (const v of [41, 42, 43]) await publishRoom(r, v);
    const s = await connectWs(t.edge.wsPort);
    s.send({ event: 'joinroomVer', data: { room: r, version: 41 } });
    const ver = await s.next((f) => f.event === 'version' && f.room === r);
    expect(roomFrames(s, r).map((f) => f.v)).toEqual([42, 43]);
    expect(ver.v).toBe(43);
    expect(s.frames.some((f) => f.event === 'resync')).toBe(false);
    s.close();
  });

  it('replays what came after the given version after a short drop, with no gap and no reordering', async () => {
    const r = 'Event_990001_V3';
    const a = await connectWs(t.edge.wsPort);
    a.send({ event: 'joinroom', data: r });
    const joined = await a.next((f) => f.event === 'version' && f.room === r);
    for (let i = 0; i < 3; i++) await publishRoom(r, joined.v! + 1 + i);
    await a.next(() => roomFrames(a, r).length === 3);
    const last = roomFrames(a, r)[2]!.v!;
    a.close();
    await a.closed;
    for (let i = 1; i <= 4; i++) await publishRoom(r, last + i);
    const b = await connectWs(t.edge.wsPort);
    b.send({ event: 'joinroomVer', data: { room: r, version: last } });
    const ver = await b.next((f) => f.event === 'version' && f.room === r);
    expect(roomFrames(b, r).map((f) => f.v)).toEqual([last + 1, last + 2, last + 3, last + 4]);
    expect(ver.v).toBe(last + 4);
    expect(b.frames.some((f) => f.event === 'resync')).toBe(false);
    b.close();
  });

  it('answers resync when the replay buffer no longer holds the version', async () => {
    const r = 'Event_990002_V3';
    const a = await connectWs(t.edge.wsPort);
    a.send({ event: 'joinroom', data: r });
    const joined = await a.next((f) => f.event === 'version' && f.room === r);
    const limit = t.edge.config.wsReplayMessages;
    for (let i = 1; i <= limit + 5; i++) await publishRoom(r, joined.v! + i);
    const b = await connectWs(t.edge.wsPort);
    b.send({ event: 'joinroomVer', data: { room: r, version: joined.v! } });
    const resync = await b.next((f) => f.event === 'resync');
    expect(resync).toMatchObject({ room: r, v: joined.v! + limit + 5 });
    expect(roomFrames(b, r)).toEqual([]);
    a.close();
    b.close();
  });

  it('a gap in the versions from the bus makes subscribers resync, never skip silently', async () => {
    const r = 'Event_990003_V3';
    const a = await connectWs(t.edge.wsPort);
    a.send({ event: 'joinroom', data: r });
    const joined = await a.next((f) => f.event === 'version' && f.room === r);
    await publishRoom(r, joined.v! + 1);
    await publishRoom(r, joined.v! + 3);
    const resync = await a.next((f) => f.event === 'resync');
    expect(resync).toMatchObject({ room: r, v: joined.v! + 3 });
    expect(roomFrames(a, r).map((f) => f.v)).toEqual([joined.v! + 1]);
    a.close();
  });

  it('refuses member rooms without that member session; unknown rooms answer an error frame', async () => {
    const s = await connectWs(t.edge.wsPort);
    s.send({ event: 'joinroom', data: ROOM });
    expect(await s.next((f) => f.event === 'error')).toMatchObject({ room: ROOM, code: ROOM_ERROR.forbidden });
    s.send({ event: 'joinroom', data: 'Nope_1' });
    expect(await s.next((f) => f.event === 'error' && f.code === ROOM_ERROR.unknownRoom)).toMatchObject({ room: 'Nope_1' });
    await publish(ROOM, 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(roomFrames(s, ROOM)).toEqual([]);
    s.close();
  });
});

describe('member rooms and shutdown', () => {
  it('accepts a member room with that member session and delivers its notices; another member is refused', async () => {
    const demo = await openBrowser(t.url);
    expect((await demo.login('demo', DEMO_MEMBERS[0]!.password)).IsSuccess).toBe(true);
    const { body } = await demo.post<{ EncryptedId?: string; Data?: { EncryptedId?: string } }>(API.memberInfo);
    const encryptedId = body.EncryptedId ?? body.Data?.EncryptedId;
    expect(encryptedId).toBeTruthy();
    const room = `Member_${encryptedId}_V3`;
    const s = await connectWs(t.edge.wsPort, { cookie: `${SESSION_COOKIE}=${encodeURIComponent(demo.sessionCookie!)}` });
    s.send({ event: 'joinroom', data: room });
    const joined = await s.next((f) => f.event === 'version' && f.room === room);
    const v = await t.edge.bus.publishNext(room, MT.settlementNotice, { couponId: 1, couponNo: 'X', status: 'won', payoutKurus: 100, balanceKurus: 200 });
    expect(v).toBe(joined.v! + 1);
    expect(await s.next((f) => f.room === room && f.MT === MT.settlementNotice)).toMatchObject({ v, M: { couponNo: 'X' } });
    s.send({ event: 'joinroom', data: 'Member_someoneelse_V3' });
    expect(await s.next((f) => f.event === 'error')).toMatchObject({ code: ROOM_ERROR.forbidden });
    s.close();
  });

  it('graceful shutdown closes every client with 1001 (reconnect elsewhere) and stops taking connections', async () => {
    const own = await startTestEdge();
    const clients = await Promise.all([connectWs(own.edge.wsPort), connectWs(own.edge.wsPort)]);
    clients[0]!.send({ event: 'joinroom', data: 'Live_V3' });
    await clients[0]!.next((f) => f.event === 'version');
    const port = own.edge.wsPort;
    await own.close();
    for (const c of clients) expect((await c.closed).code).toBe(CLOSE_CODE.goingAway);
    await expect(connectWs(port)).rejects.toThrow();
  }, 60_000);
});

/** Publishes one test message at version v on an Event room nobody else publishes (codes above the feed's). */
const publishRoom = (room: string, v: number) => t.edge.bus.publish({ room, v, MT: MT.oddsChange, M: { outcomes: [] } });
