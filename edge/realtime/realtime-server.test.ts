import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ROOM_ERROR } from '@shared/protocol/realtime';
import { createMemoryBus } from '../bus/memory-bus';
import { startRealtimeServer, type RealtimeServer } from './realtime-server';
import { getStats } from './realtime-stats';

let server: RealtimeServer;
const errors: unknown[] = [];
/** Room-version lookups that fail before the version store answers again. */
let failing = 0;

beforeAll(async () => {
  server = await startRealtimeServer({
    port: 0,
    host: '127.0.0.1',
    bus: createMemoryBus(),
    limits: {
      maxFrameBytes: 4096, maxRoomsPerConnection: 8, idleTimeoutSec: 120, maxBackpressureBytes: 64 * 1024, replayMessages: 16, replayMs: 60_000,
      frameRatePerSec: 20, frameBurst: 100, maxConnections: 100, maxConnectionsPerAddress: 100,
    },
    allowedOrigins: [],
    sessionCookie: 'sid',
    memberOfSession: async () => null,
    versionOf: (room) => {
      if (failing === 0) return room.startsWith('Sport_') ? Promise.resolve(7) : 0;
      failing -= 1;
      return Promise.reject(new Error('version store down'));
    },
    onError: (err) => errors.push(err),
  });
});
afterAll(() => server?.close(100));

const connect = (): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/`, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });

const joined = (ws: WebSocket, room: string): Promise<unknown> =>
  new Promise((resolve) => {
    ws.once('message', (data) => resolve(JSON.parse(String(data))));
    ws.send(JSON.stringify({ event: 'joinroom', data: room }));
  });

describe('realtime server', () => {
  it('survives clients that drop the connection without a close frame (1006)', async () => {
    for (let i = 0; i < 3; i++) {
      const ws = await connect();
      await joined(ws, 'Live_V3');
      ws.terminate();
    }
    await new Promise((r) => setTimeout(r, 200));
    const other = await connect();
    expect(await joined(other, 'Live_V3')).toEqual({ event: 'version', room: 'Live_V3', v: 0 });
    other.close();
    expect(getStats().connections).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});

const answer = (ws: WebSocket, frame: unknown): Promise<Record<string, unknown>> =>
  new Promise((resolve) => {
    ws.once('message', (data) => resolve(JSON.parse(String(data)) as Record<string, unknown>));
    ws.send(JSON.stringify(frame));
  });

describe('a failed room-version lookup', () => {
  it('answers the join with unavailable, and the next join looks the version up again', async () => {
    const ws = await connect();
    const before = errors.length;
    failing = 1;
    expect(await answer(ws, { event: 'joinroom', data: 'Sport_1_V3' })).toMatchObject({ event: 'error', room: 'Sport_1_V3', code: ROOM_ERROR.unavailable });
    expect(await answer(ws, { event: 'joinroom', data: 'Sport_1_V3' })).toEqual({ event: 'version', room: 'Sport_1_V3', v: 7 });
    expect(errors).toHaveLength(before + 1);
    ws.close();
  });

  it('answers a version read with unavailable', async () => {
    const ws = await connect();
    failing = 1;
    expect(await answer(ws, { event: 'GetVersion', data: 'Sport_2_V3' })).toMatchObject({ event: 'error', room: 'Sport_2_V3', code: ROOM_ERROR.unavailable });
    ws.close();
  });
});
