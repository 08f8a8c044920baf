/**
 * Realtime limits and bad frames: each offender is closed with its code, the server stays healthy and a
 * bystander in a busy room keeps receiving every version in order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODE, MT } from '@shared/protocol/realtime';
import { getStats } from '../../edge/realtime/realtime-stats';
import { startTestEdge, type TestEdge } from './harness';
import { connectWs, roomFrames, type TestSocket } from './ws-client';

let t: TestEdge;
let bystander: TestSocket;
const BUSY = 'Event_990100_V3';
let v = 0;
const publish = (M: unknown = { outcomes: [] }) => t.edge.bus.publish({ room: BUSY, v: ++v, MT: MT.oddsChange, M });

beforeAll(async () => {
  t = await startTestEdge({ wsMaxRooms: 3, wsMaxFrameBytes: 1024, wsMaxBackpressureBytes: 64 * 1024, wsIdleTimeoutSec: 8 });
  bystander = await connectWs(t.edge.wsPort);
  bystander.send({ event: 'joinroom', data: BUSY });
  v = (await bystander.next((f) => f.event === 'version')).v!;
}, 60_000);
afterAll(async () => {
  bystander?.close();
  await t?.close();
});

/** The server still answers and the bystander got every version so far, contiguous. */
const expectHealthy = async (): Promise<void> => {
  await publish();
  await bystander.next((f) => f.room === BUSY && f.v === v);
  const vs = roomFrames(bystander, BUSY).map((f) => f.v!);
  expect(vs).toEqual(vs.map((_, i) => vs[0]! + i));
  const other = await connectWs(t.edge.wsPort);
  other.send({ event: 'GetVersion', data: BUSY });
  expect((await other.next((f) => f.event === 'version')).v).toBe(v);
  other.close();
  expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
};

const closedWith = async (send: (s: TestSocket) => void): Promise<number> => {
  const s = await connectWs(t.edge.wsPort);
  send(s);
  return (await s.closed).code;
};

describe('realtime limits', () => {
  it('closes malformed, unknown and badly shaped frames with 4400', async () => {
    for (const bad of ['not json', '[]', '42', '{"event":"hello","data":"Live_V3"}', '{"event":"joinroom","data":7}', '{"event":"joinroomVer","data":{"room":"Live_V3","version":-1}}', '{"event":"joinroomVer","data":"Live_V3"}']) {
      expect(await closedWith((s) => s.send(bad))).toBe(CLOSE_CODE.badFrame);
    }
    await expectHealthy();
  });

  it('closes binary frames with 4415 and oversize frames with 1009', async () => {
    expect(await closedWith((s) => s.ws.send(Buffer.from('{"event":"joinroom","data":"Live_V3"}')))).toBe(CLOSE_CODE.binaryFrame);
    const before = getStats().cutLimits;
    expect(await closedWith((s) => s.send({ event: 'joinroom', data: 'x'.repeat(2000) }))).toBe(CLOSE_CODE.frameTooLarge);
    expect(getStats().cutLimits).toBeGreaterThan(before);
    await expectHealthy();
  });

  it('closes a connection joining more rooms than allowed with 4429', async () => {
    const code = await closedWith((s) => {
      for (let i = 1; i <= 4; i++) s.send({ event: 'joinroom', data: `Event_99020${i}_V3` });
    });
    expect(code).toBe(CLOSE_CODE.tooManyRooms);
    await expectHealthy();
  });

  it('refuses a foreign Origin at upgrade and accepts the site host and ALLOWED_ORIGINS', async () => {
    await expect(connectWs(t.edge.wsPort, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const own = await connectWs(t.edge.wsPort, { origin: t.url });
    own.close();
    await expectHealthy();
  });

  it('cuts a reader that does not read once its buffer passes the backpressure limit; others get everything', async () => {
    const slow = await connectWs(t.edge.wsPort);
    slow.send({ event: 'joinroom', data: BUSY });
    await slow.next((f) => f.event === 'version');
    const cutBefore = getStats().cutBackpressure;
    // Stop reading: the kernel buffers fill, then the edge's buffer for this socket grows.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const body = { outcomes: [], pad: 'y'.repeat(3000) };
    for (let i = 0; i < 4000 && getStats().cutBackpressure === cutBefore; i++) {
      await publish(body);
      if (i % 50 === 0) await new Promise((r) => setTimeout(r, 5));
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(getStats().cutBackpressure).toBe(cutBefore + 1);
    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    const { code } = await slow.closed;
    expect([CLOSE_CODE.backpressure, 1006]).toContain(code);
    await expectHealthy();
  }, 30_000);

  it('closes a connection that answers nothing within the idle timeout', async () => {
    const idleBefore = getStats().cutLimits;
    const idle = await connectWs(t.edge.wsPort);
    const started = Date.now();
    // The ws client answers pings by itself; stop it from doing so to look dead.
    idle.ws.pong = () => undefined;
    const { code } = await idle.closed;
    // uWS checks idle sockets on a 4 s tick: with an 8 s timeout the drop comes after 4-12 s.
    expect(Date.now() - started).toBeGreaterThan(3500);
    expect(code).toBe(1006);
    expect(getStats().cutLimits).toBeGreaterThan(idleBefore);
    await expectHealthy();
  }, 30_000);
});
