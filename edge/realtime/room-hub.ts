/**
 * Rooms of one edge node: who is in which room, each room's log (version + replay buffer), and the fan-out of
 * bus messages with uWS native publish (topic = room name; uWS writes each frame once per subscriber, corked).
 * Logs exist only for rooms joined here, and linger one replay window after the last one leaves so a client that
 * drops briefly can still be replayed; a log holding nothing to replay goes at once (looked up afresh later, the
 * same answer). A read (GetVersion) never creates one: a name anyone can make up must cost no memory.
 */
import type { TemplatedApp } from 'uWebSockets.js';
import { parseRoom, ROOM_ERROR, type ResyncFrame, type VersionFrame } from '@shared/protocol/realtime';
import type { RoomMessage } from '../bus/bus.port';
import { RoomLog, type ReplayLimits } from './room-log';
import { createGuardedFanOut, type RoomGuard } from './room-guard';
import { realtimeCounters } from './realtime-stats';
import type { Conn } from './conn';


export interface HubOptions {
  app: TemplatedApp;
  replay: ReplayLimits;
  /** The room's current version from the authority (the program store, the bus); may be async (Redis). */
  versionOf(room: string): number | Promise<number>;
  now(): number;
  onError(err: unknown): void;
  /** Told the size of every frame fanned out (once per frame), so backpressure is checked as data piles up. */
  afterBroadcast?(bytes: number): void;
  /** Rooms whose joins and messages are decided per member (share rooms); none without it. */
  guard?: RoomGuard;
}

interface RoomState {
  log: RoomLog;
  members: number;
  /** When the last subscriber left (the log is dropped one replay window later). */
  emptySince: number;
  /** The authority's version is still being looked up; joins wait for it (and keep the state alive). */
  lookup: Promise<void> | null;
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
  const guard = opts.guard ?? null;
  const guarded = createGuardedFanOut({
    guard: guard ?? { guards: () => false, mayJoin: async () => false, mayReceive: async () => new Set() },
    send,
    eject: (ws, room) => {
      leave(ws, room);
      send(ws, errorFrame(room, ROOM_ERROR.forbidden, 'no longer allowed in this room'));
    },
    resyncFrame: (room) => resyncFrame(room, rooms.get(room)?.log.version ?? 0),
    onError: opts.onError,
  });
  const isProgramRoom = (room: string): boolean => {
    const kind = parseRoom(room)?.kind;
    return kind === 'live' || kind === 'sport';
  };
  const isGuarded = (room: string): boolean => guard?.guards(room) ?? false;
  /** A room message or resync: guarded rooms ask for each socket, the others go out through uWS's topic. */
  const fanOut = (room: string, frame: string): void => (isGuarded(room) ? guarded.send(room, frame) : broadcast(room, frame));

  /** The room's state, its log seeded from the authority's version (looked up once, when the room is joined). */
  const roomState = (room: string): RoomState => {
    let state = rooms.get(room);
    if (state) return state;
    const v = opts.versionOf(room);
    const known = typeof v === 'number';
    // Messages arriving during a lookup set the baseline; the looked-up version can only move it forward.
    state = { log: new RoomLog(known ? v : null, opts.replay), members: 0, emptySince: opts.now(), lookup: null };
    rooms.set(room, state);
    if (!known) {
      const s = state;
      s.lookup = v.then(
        (looked) => {
          s.log.jumpTo(looked);
          s.lookup = null;
        },
        (err: unknown) => {
          s.lookup = null;
          // Not known after all: the next join looks it up again.
          if (rooms.get(room) === s && s.members === 0) rooms.delete(room);
          throw err;
        },
      );
    }
    return state;
  };

  /** true (the error frame sent) when the client may not be in the room, or read its version. */
  const refuse = (ws: Conn, room: string): boolean => {
    const kind = parseRoom(room);
    if (!kind) {
      send(ws, errorFrame(room, ROOM_ERROR.unknownRoom, 'unknown room'));
      return true;
    }
    if (kind.kind === 'member' && kind.encryptedId !== ws.getUserData().member?.publicId) {
      send(ws, errorFrame(room, ROOM_ERROR.forbidden, 'member room needs that member session'));
      return true;
    }
    // A share room is only ever joined through its guard: without one (or without a member session), never.
    if ((kind.kind === 'share' && !isGuarded(room)) || (isGuarded(room) && !ws.getUserData().member)) {
      send(ws, errorFrame(room, ROOM_ERROR.forbidden, 'room needs a member session'));
      return true;
    }
    return false;
  };

  /** Guarded rooms ask the guard first (the member as of now; a session ended meanwhile refuses); others go on. */
  const gate = (ws: Conn, room: string, then: () => void): void => {
    if (!guard || !isGuarded(room)) return then();
    const data = ws.getUserData();
    const member = data.member;
    guard.mayJoin(room, member).then(
      (ok) => {
        if (data.closed) return;
        if (ok && data.member === member) ws.cork(then);
        else ws.cork(() => send(ws, errorFrame(room, ROOM_ERROR.forbidden, 'not allowed in this room')));
      },
      (err: unknown) => {
        opts.onError(err);
        if (!data.closed) ws.cork(() => send(ws, errorFrame(room, ROOM_ERROR.unavailable, 'try again later')));
      },
    );
  };

  /** Joins after any replay: `frames` go first, then the subscription, so nothing interleaves. */
  const enter = (ws: Conn, room: string, state: RoomState, frames: string[]): void => {
    const data = ws.getUserData();
    // Asked again: the session may have ended while the version was looked up.
    if (data.closed || refuse(ws, room)) return;
    for (const f of frames) send(ws, f);
    if (!data.rooms.has(room)) {
      data.rooms.add(room);
      if (isGuarded(room)) guarded.add(room, ws);
      else ws.subscribe(room);
      state.members++;
      subscribers++;
    }
    send(ws, versionFrame(room, state.log.version));
  };

  const withState = (ws: Conn, room: string, then: (state: RoomState) => void): void => {
    // Taken now: touching a uWS socket after it closed throws, so the flag must be read from our own object.
    const data = ws.getUserData();
    const state = roomState(room);
    if (!state.lookup) return then(state);
    state.lookup.then(
      () => {
        if (!data.closed) ws.cork(() => then(state));
      },
      (err: unknown) => {
        opts.onError(err);
        // The join is answered either way: a client left without a frame waits for ever.
        if (!data.closed) ws.cork(() => send(ws, errorFrame(room, ROOM_ERROR.unavailable, 'try again later')));
      },
    );
  };

  const leave = (ws: Conn, room: string): void => {
    const data = ws.getUserData();
    if (!data.rooms.delete(room)) return;
    if (isGuarded(room)) guarded.remove(room, ws);
    else if (!data.closed) ws.unsubscribe(room);
    subscribers--;
    const state = rooms.get(room);
    if (state && --state.members === 0) state.emptySince = opts.now();
  };

  /** The version this edge holds, else the authority's; never creates a room (anyone can send any name). */
  const readVersion = (ws: Conn, room: string): void => {
    const state = rooms.get(room);
    if (state && !state.lookup) return send(ws, versionFrame(room, state.log.version));
    const data = ws.getUserData();
    const v = state?.lookup ? state.lookup.then(() => state.log.version) : opts.versionOf(room);
    if (typeof v === 'number') return send(ws, versionFrame(room, v));
    v.then(
      (looked) => {
        if (!data.closed) ws.cork(() => send(ws, versionFrame(room, rooms.get(room)?.log.version ?? looked)));
      },
      (err: unknown) => {
        opts.onError(err);
        if (!data.closed) ws.cork(() => send(ws, errorFrame(room, ROOM_ERROR.unavailable, 'try again later')));
      },
    );
  };

  return {
    join(ws: Conn, room: string): void {
      if (refuse(ws, room)) return;
      gate(ws, room, () => withState(ws, room, (state) => enter(ws, room, state, [])));
    },
    joinVer(ws: Conn, room: string, version: number): void {
      if (refuse(ws, room)) return;
      gate(ws, room, () => withState(ws, room, (state) => {
        const frames = state.log.since(version, opts.now());
        if (frames === null) send(ws, resyncFrame(room, state.log.version));
        enter(ws, room, state, frames ?? []);
      }));
    },
    leave,
    getVersion(ws: Conn, room: string): void {
      if (refuse(ws, room)) return;
      // A guarded room's version tells whether anything happened in it (a share settled): asked like a join.
      gate(ws, room, () => readVersion(ws, room));
    },
    /** The socket's session ended: it leaves its member and guarded rooms, told by an error frame each, and stays a visitor's. */
    dropMember(ws: Conn): void {
      const data = ws.getUserData();
      data.member = null;
      if (data.closed) return;
      ws.cork(() => {
        for (const room of [...data.rooms]) {
          if (parseRoom(room)?.kind !== 'member' && !isGuarded(room)) continue;
          leave(ws, room);
          send(ws, errorFrame(room, ROOM_ERROR.forbidden, 'session ended'));
        }
      });
    },
    /** A bus message: appended to the room's log and fanned out; a gap makes the room's subscribers resync. */
    deliver(msg: RoomMessage): void {
      let state = rooms.get(msg.room);
      if (!state) {
        // Program rooms (the live room, a sport's room) keep a log while nobody here is in them: a page joins them
        // at the version of the snapshot it loaded a moment before, and without a log any change in between made
        // it resync and load the snapshot again. Only these few rooms, and the sweep drops a log left empty.
        if (!isProgramRoom(msg.room)) return;
        state = { log: new RoomLog(msg.v - 1, opts.replay), members: 0, emptySince: opts.now(), lookup: null };
        rooms.set(msg.room, state);
      }
      const frame = JSON.stringify(msg);
      const result = state.log.append(msg.v, frame, opts.now());
      if (msg.t !== undefined) realtimeCounters.busLag(opts.now() - msg.t);
      if (result === 'next') fanOut(msg.room, frame);
      else fanOut(msg.room, resyncFrame(msg.room, msg.v));
    },
    /** The bus came back after an outage: whatever it lost, every room here must resync. */
    resyncAll(): void {
      for (const [room, state] of rooms) {
        // The authority knows what was published meanwhile: the log jumps there (its old replay is cut off).
        Promise.resolve(opts.versionOf(room)).then(
          (v) => {
            state.log.jumpTo(v);
            fanOut(room, resyncFrame(room, state.log.version));
          },
          (err: unknown) => opts.onError(err),
        );
      }
    },
    /** Drops logs of rooms nobody is in that hold nothing to replay, or have been empty a whole replay window. */
    sweep(): void {
      const at = opts.now();
      for (const [room, state] of rooms) {
        if (state.members > 0 || state.lookup) continue;
        if (at - state.emptySince > opts.replay.maxAgeMs || state.log.held(at) === 0) rooms.delete(room);
      }
    },
    /** Rooms with subscribers here, subscriptions, and room logs held (with the lingering ones), of them program rooms'. */
    stats: () => {
      let joined = 0;
      let programRoomLogs = 0;
      for (const [room, s] of rooms) {
        if (s.members > 0) joined++;
        if (isProgramRoom(room)) programRoomLogs++;
      }
      return { rooms: joined, subscribers, roomLogs: rooms.size, programRoomLogs };
    },
  };
};
export type RoomHub = ReturnType<typeof createRoomHub>;
