/**
 * The baseline of the edge fan-out benchmark: a plain `ws` server doing the same fan-out as the edge, written the
 * way the ws documentation broadcasts: a Set of sockets per room and a send loop. It speaks the same client frames
 * (joinroom / leaveroom / GetVersion, answered with the version frame), serialises each message once and encodes
 * it to bytes once (not per socket: a fair baseline, not a straw man). No limits, no backpressure handling, no
 * replay: only the fan-out path.
 */
import { WebSocketServer, type WebSocket } from 'ws';
import type { RoomMessageFrame } from '@shared/protocol/realtime';

export interface WsBaseline {
  port: number;
  deliver(msg: RoomMessageFrame): void;
  connections(): number;
  close(): Promise<void>;
}

export const startWsBaseline = async (versionOf: (room: string) => number): Promise<WsBaseline> => {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false, clientTracking: true, maxPayload: 4096 });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  const rooms = new Map<string, Set<WebSocket>>();
  const joined = new Map<WebSocket, Set<string>>();
  const version = (room: string) => JSON.stringify({ event: 'version', room, v: versionOf(room) });

  wss.on('connection', (ws) => {
    const mine = new Set<string>();
    joined.set(ws, mine);
    ws.on('message', (data, isBinary) => {
      if (isBinary) return ws.close(4415);
      let frame: { event?: unknown; data?: unknown };
      try {
        frame = JSON.parse(String(data)) as typeof frame;
      } catch {
        return ws.close(4400);
      }
      const room = typeof frame.data === 'string' ? frame.data : (frame.data as { room?: unknown } | undefined)?.room;
      if (typeof room !== 'string') return ws.close(4400);
      if (frame.event === 'joinroom' || frame.event === 'joinroomVer') {
        let set = rooms.get(room);
        if (!set) rooms.set(room, (set = new Set()));
        set.add(ws);
        mine.add(room);
        ws.send(version(room));
      } else if (frame.event === 'leaveroom') {
        rooms.get(room)?.delete(ws);
        mine.delete(room);
      } else if (frame.event === 'GetVersion') {
        ws.send(version(room));
      } else ws.close(4400);
    });
    ws.on('close', () => {
      for (const room of mine) rooms.get(room)?.delete(ws);
      joined.delete(ws);
    });
    ws.on('error', () => undefined);
  });

  return {
    port: (wss.address() as { port: number }).port,
    deliver(msg) {
      const set = rooms.get(msg.room);
      if (!set || set.size === 0) return;
      const bytes = Buffer.from(JSON.stringify(msg));
      for (const ws of set) ws.send(bytes, { binary: false });
    },
    connections: () => joined.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const ws of wss.clients) ws.terminate();
        wss.close(() => resolve());
      }),
  };
};
