/**
 * Rooms of one edge node: who is in which room, each room's log (version + replay buffer), and the fan-out of
 * bus messages with uWS native publish (topic = room name; uWS writes each frame once per subscriber, corked).
 * Logs exist only for rooms with subscribers here, and linger one replay window after the last one leaves so a
 * client that drops briefly can still be replayed.
 */
import type { TemplatedApp, WebSocket } from 'uWebSockets.js';
import { parseRoom, ROOM_ERROR, type ResyncFrame, type VersionFrame } from '@shared/protocol/realtime';
import type { RoomMessage } from '../bus/bus.port';
import { RoomLog, type ReplayLimits } from './room-log';
import { realtimeCounters } from './realtime-stats';

export interface ConnData {
  /** EncryptedId of the member whose session came with the upgrade, or null. */
  memberId: string | null;
  rooms: Set<string>;
  closed: boolean;
}
export type Conn = WebSocket<ConnData>;

export interface HubOptions {
  app: TemplatedApp;
  replay: ReplayLimits;
  /** The room's current version from the authority (the program store, the bus); may be async (Redis). */
  versionOf(room: string): number | Promise<number>;
  now(): number;
  onError(err: unknown): void;
  /** Told the size of every frame fanned out (once per frame), so backpressure is checked as data piles up. */
  afterBroadcast?(bytes: number): void;
}

interface RoomState {
  log: RoomLog;
  members: number;
  /** When the last subscriber left (the log is dropped one replay window later). */
  emptySince: number | null;
}

export const createRoomHub = (opts: HubOptions) => {
  const { app } = opts;
  const rooms = new Map<string, RoomState>();
  let subscribers = 0;

  const send = (ws: Conn, frame: string): void => {
    if (ws.getUserData().closed) return;
    ws.send(frame);
    realtimeCounters.messageOut(Buffer.byteLength(frame));
  };
  const broadcast = (room: string, frame: string): void => {
    const n = app.numSubscribers(room);
    if (n === 0) return;
    app.publish(room, frame);
    const bytes = Buffer.byteLength(frame);
    realtimeCounters.messageOut(bytes, n);
    opts.afterBroadcast?.(bytes);
  };
  const versionFrame = (room: string, v: number): string => JSON.stringify({ event: 'version', room, v } satisfies VersionFrame);
  const resyncFrame = (room: string, v: number): string => JSON.stringify({ event: 'resync', room, v } satisfies ResyncFrame);
  const errorFrame = (room: string, code: number, reason: string): string => JSON.stringify({ event: 'error', room, code, reason });

  /** The room's state, its log seeded from the authority's version (looked up once, when first needed). */
  const roomState = async (room: string): Promise<RoomState> => {
    let state = rooms.get(room);
    if (state) return state;
    const v = opts.versionOf(room);
    if (typeof v === 'number') {
      state = { log: new RoomLog(v, opts.replay), members: 0, emptySince: opts.now() };
      rooms.set(room, state);
      return state;
    }
    // Messages arriving during the lookup set the baseline; the looked-up version can only move it forward.
    state = { log: new RoomLog(null, opts.replay), members: 0, emptySince: opts.now() };
    rooms.set(room, state);
    const looked = await v;
    state.log.jumpTo(looked);
    return state;
  };

  /** Joins after any replay: `frames` go first, then the subscription, so nothing interleaves. */
  const enter = (ws: Conn, room: string, state: RoomState, frames: string[]): void => {
    const data = ws.getUserData();
    if (data.closed) return;
    for (const f of frames) send(ws, f);
    if (!data.rooms.has(room)) {
      data.rooms.add(room);
      ws.subscribe(room);
      state.members++;
      state.emptySince = null;
      subscribers++;
    }
    send(ws, versionFrame(room, state.log.version));
  };

  /** null when the client may join; otherwise the error frame already sent. */
  const refuse = (ws: Conn, room: string): boolean => {
    const kind = parseRoom(room);
    if (!kind) {
      send(ws, errorFrame(room, ROOM_ERROR.unknownRoom, 'unknown room'));
      return true;
    }
    if (kind.kind === 'member' && kind.encryptedId !== ws.getUserData().memberId) {
      send(ws, errorFrame(room, ROOM_ERROR.forbidden, 'member room needs that member session'));
      return true;
    }
    return false;
  };

  const withState = (ws: Conn, room: string, then: (state: RoomState) => void): void => {
    // Taken now: touching a uWS socket after it closed throws, so the flag must be read from our own object.
    const data = ws.getUserData();
    roomState(room).then(
      (state) => {
        if (!data.closed) ws.cork(() => then(state));
      },
      (err: unknown) => opts.onError(err),
    );
  };

  return {
    join(ws: Conn, room: string): void {
      if (refuse(ws, room)) return;
      withState(ws, room, (state) => enter(ws, room, state, []));
    },
    joinVer(ws: Conn, room: string, version: number): void {
      if (refuse(ws, room)) return;
      withState(ws, room, (state) => {
        const frames = state.log.since(version, opts.now());
        if (frames === null) send(ws, resyncFrame(room, state.log.version));
        enter(ws, room, state, frames ?? []);
      });
    },
    leave(ws: Conn, room: string): void {
      const data = ws.getUserData();
      if (!data.rooms.delete(room)) return;
      if (!data.closed) ws.unsubscribe(room);
      subscribers--;
      const state = rooms.get(room);
      if (state && --state.members === 0) state.emptySince = opts.now();
    },
    getVersion(ws: Conn, room: string): void {
      if (!parseRoom(room)) return send(ws, errorFrame(room, ROOM_ERROR.unknownRoom, 'unknown room'));
      withState(ws, room, (state) => send(ws, versionFrame(room, state.log.version)));
    },
    /** A bus message: appended to the room's log and fanned out; a gap makes the room's subscribers resync. */
    deliver(msg: RoomMessage): void {
      const state = rooms.get(msg.room);
      if (!state) return;
      const frame = JSON.stringify(msg);
      const result = state.log.append(msg.v, frame, opts.now());
      if (msg.t !== undefined) realtimeCounters.busLag(opts.now() - msg.t);
      if (result === 'next') broadcast(msg.room, frame);
      else broadcast(msg.room, resyncFrame(msg.room, msg.v));
    },
    /** The bus came back after an outage: whatever it lost, every room here must resync. */
    resyncAll(): void {
      for (const [room, state] of rooms) {
        // The authority knows what was published meanwhile: the log jumps there (its old replay is cut off).
        Promise.resolve(opts.versionOf(room)).then(
          (v) => {
            state.log.jumpTo(v);
            broadcast(room, resyncFrame(room, state.log.version));
          },
          (err: unknown) => opts.onError(err),
        );
      }
    },
    /** Drops logs of rooms empty for longer than the replay window. */
    sweep(): void {
      const at = opts.now();
      for (const [room, state] of rooms) {
        if (state.members === 0 && state.emptySince !== null && at - state.emptySince > opts.replay.maxAgeMs) rooms.delete(room);
      }
    },
    stats: () => ({ rooms: [...rooms.values()].filter((s) => s.members > 0).length, subscribers }),
  };
};
export type RoomHub = ReturnType<typeof createRoomHub>;
