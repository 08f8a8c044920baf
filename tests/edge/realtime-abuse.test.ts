/**
 * Socket abuse: GetVersion floods create no room and end at the frame budget (4420), a member room's
 * version needs that member's session, and unmasked client frames end the connection; throughout, the server
 * answers /healthz and a canary in a busy room receives every version in order.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, SESSION_COOKIE } from '@shared/protocol/api';
import { CLOSE_CODE, MT, ROOM_ERROR } from '@shared/protocol/realtime';
import { getStats } from '../../edge/realtime/realtime-stats';
import { DEMO_MEMBERS } from '../../edge/storage/seed';
import { openBrowser } from './browser';
import { startTestEdge, type TestEdge } from './harness';
import { connectWs, roomFrames, type TestSocket } from './ws-client';

const BURST = 2500;
const BUSY = 'Event_990500_V3';
let t: TestEdge;
let canary: TestSocket;
let v = 0;

beforeAll(async () => {
  t = await startTestEdge({ wsFrameBurst: BURST, wsFrameRate: 50, wsIdleTimeoutSec: 8 });
  canary = await connectWs(t.edge.wsPort);
  canary.send({ event: 'joinroom', data: BUSY });
  v = (await canary.next((f) => f.event === 'version' && f.room === BUSY)).v!;
}, 60_000);
afterAll(async () => {
  canary?.close();
  await t?.close();
});

/**
 * Room logs other than the program rooms': those (live, sports) come and go with the test edge's own feed, which
 * keeps publishing while a test runs (a kick-off round made four at once), so they are left out of the counts.
 */
const ownLogs = (): number => {
  const s = getStats();
  return s.roomLogs - s.programRoomLogs;
};

/** The canary got the next version, every one so far in order, and HTTP answers. */
const expectHealthy = async (): Promise<void> => {
  await t.edge.bus.publish({ room: BUSY, v: ++v, MT: MT.oddsChange, M: { outcomes: [] } });
  await canary.next((f) => f.room === BUSY && f.v === v);
  const vs = roomFrames(canary, BUSY).map((f) => f.v!);
  expect(vs).toEqual(vs.map((_, i) => vs[0]! + i));
  expect((await fetch(`${t.url}${API.healthz}`)).status).toBe(200);
};

describe('GetVersion and the frame budget', () => {
  it('answers thousands of GetVersion for rooms nobody joined without creating one', async () => {
    const logsBefore = ownLogs();
    const s = await connectWs(t.edge.wsPort);
    const n = BURST - 100;
    for (let i = 0; i < n; i++) s.send({ event: 'GetVersion', data: `Event_${7_000_000 + i}_V3` });
    await s.next(() => s.frames.filter((f) => f.event === 'version').length === n, 10_000);
    expect(s.frames.every((f) => f.event === 'version' && f.v === 0)).toBe(true);
    expect(ownLogs()).toBe(logsBefore);
    s.close();
    await expectHealthy();
  });

  it('closes a flooder at the frame budget with 4420, counted, and nobody else notices', async () => {
    const cutsBefore = getStats().cutLimits;
    const logsBefore = ownLogs();
    const s = await connectWs(t.edge.wsPort);
    // A room nobody joined and the feed does not publish to: its log would be this socket's doing.
    const frame = JSON.stringify({ event: 'GetVersion', data: 'Event_7999999_V3' });
    for (let i = 0; i < BURST * 4 && s.ws.readyState === s.ws.OPEN; i++) s.ws.send(frame);
    expect((await s.closed).code).toBe(CLOSE_CODE.frameBudget);
    expect(s.frames.filter((f) => f.event === 'version').length).toBeLessThanOrEqual(BURST + 50);
    expect(getStats().cutLimits).toBe(cutsBefore + 1);
    expect(ownLogs()).toBe(logsBefore);
    await expectHealthy();
  });

  it('joins and leaves of made-up rooms leave no room log behind', async () => {
    const logsBefore = ownLogs();
    const s = await connectWs(t.edge.wsPort);
    for (let i = 0; i < 200; i++) {
      const room = `Event_${8_000_000 + i}_V3`;
      s.send({ event: 'joinroom', data: room });
      s.send({ event: 'leaveroom', data: room });
    }
    await s.next(() => s.frames.filter((f) => f.event === 'version').length === 200);
    // The hub drops logs that hold nothing to replay on its next sweep (every 100 ms).
    await expect.poll(ownLogs, { timeout: 2000 }).toBe(logsBefore);
    s.close();
  });

  it("a member room's version needs that member's session, like a join", async () => {
    const demo = await openBrowser(t.url);
    expect((await demo.login('demo', DEMO_MEMBERS[0]!.password)).IsSuccess).toBe(true);
    const { body } = await demo.post<{ EncryptedId?: string }>(API.memberInfo);
    const room = `Member_${body.EncryptedId}_V3`;
    const visitor = await connectWs(t.edge.wsPort);
    visitor.send({ event: 'GetVersion', data: room });
    expect(await visitor.next((f) => f.event === 'error')).toMatchObject({ room, code: ROOM_ERROR.forbidden });
    expect(visitor.frames.some((f) => f.event === 'version')).toBe(false);
    const own = await connectWs(t.edge.wsPort, { cookie: `${SESSION_COOKIE}=${encodeURIComponent(demo.sessionCookie!)}` });
    own.send({ event: 'GetVersion', data: room });
    expect(await own.next((f) => f.event === 'version')).toMatchObject({ room, v: 0 });
    visitor.close();
    own.close();
  });
});

/** A hand-made upgrade on a raw TCP socket; resolves once the 101 is in, with what came after it. */
const rawUpgrade = (port: number): Promise<{ sock: Socket; after: Buffer[]; closed: Promise<number> }> =>
  new Promise((resolve, reject) => {
    const sock = connect(port, '127.0.0.1');
    const started = Date.now();
    const closed = new Promise<number>((r) => sock.on('close', () => r(Date.now() - started)));
    let head = Buffer.alloc(0);
    const after: Buffer[] = [];
    sock.on('error', () => undefined);
    sock.on('data', (d) => {
      if (head.includes('\r\n\r\n')) return void after.push(d);
      head = Buffer.concat([head, d]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!head.subarray(0, 12).toString().includes('101')) return reject(new Error(head.toString()));
      if (head.length > end + 4) after.push(head.subarray(end + 4));
      resolve({ sock, after, closed });
    });
    sock.write(
      `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
  });

/** A text frame as a broken client writes it: FIN, opcode 1, no mask bit, no masking key. */
const unmaskedText = (text: string): Buffer => {
  const payload = Buffer.from(text);
  return Buffer.concat([Buffer.from([0x81, payload.length]), payload]);
};

describe('unmasked client frames (RFC 6455 5.1)', () => {
  it('end the connection; the server stays healthy', async () => {
    const frame = unmaskedText(JSON.stringify({ event: 'GetVersion', data: 'Live_V3' }));
    // uWS does not look at the mask bit: it takes the first 4 payload bytes for the key and reads on. A client
    // that does not mask sends every frame so; the text decoded that way is no frame of the contract: closed.
    const stream = await rawUpgrade(t.edge.wsPort);
    stream.sock.write(Buffer.concat([frame, frame, frame]));
    // One unmasked frame and silence: uWS waits for the bytes it thinks are missing; the idle timeout ends it.
    const lone = await rawUpgrade(t.edge.wsPort);
    lone.sock.write(frame);
    expect(await stream.closed).toBeLessThan(3000);
    // Never answered as a frame: nothing the server sent decodes to a version.
    expect(Buffer.concat(stream.after).includes('"event":"version"')).toBe(false);
    await expectHealthy();
    expect(await lone.closed).toBeLessThan(15_000);
    expect(Buffer.concat(lone.after).includes('"event":"version"')).toBe(false);
    await expectHealthy();
  }, 30_000);
});
