/**
 * Guarded rooms: rooms whose joins and deliveries are decided per member by the edge's data (Share_<id>_V3, see
 * share-room.repo.ts), not by the room's name. A join is asked about before it happens; every message is asked
 * about again for the sockets in the room when it is sent (one query for all of them), so whatever changed since a
 * join (an unfollow, a block) holds from the next message on, on every node and whatever notices a bus outage lost.
 * A socket no longer allowed leaves the room, told by a 4403 error frame in place of the message.
 */
import { parseRoom } from '@shared/protocol/realtime';
import type { Db } from '../storage/db.port';
import { shareRoomRepo } from '../storage/share-room.repo';
import type { Conn, SocketMember } from './conn';

export interface RoomGuard {
  /** The room's joins and messages are asked about (its name alone decides nothing). */
  guards(room: string): boolean;
  /** At join time: this socket's member may join (null: a visitor's socket, never). */
  mayJoin(room: string, member: SocketMember | null): Promise<boolean>;
  /** Of these members, the ones who may still receive the room's messages. */
  mayReceive(room: string, memberIds: readonly number[]): Promise<Set<number>>;
}

/** The share rooms' guard: the owner, or a follower no block separates from the owner. */
export const createShareRoomGuard = (db: Db): RoomGuard => {
  const shareIdOf = (room: string): number | null => {
    const kind = parseRoom(room);
    return kind?.kind === 'share' ? kind.shareId : null;
  };
  const mayReceive = async (room: string, memberIds: readonly number[]): Promise<Set<number>> => {
    const shareId = shareIdOf(room);
    return shareId === null ? new Set() : shareRoomRepo.allowed(db, shareId, memberIds);
  };
  return {
    guards: (room) => shareIdOf(room) !== null,
    mayJoin: async (room, member) => member !== null && (await mayReceive(room, [member.memberId])).has(member.memberId),
    mayReceive,
  };
};

export interface GuardedFanOutOptions {
  guard: RoomGuard;
  send(ws: Conn, frame: string): void;
  /** The socket may no longer be in the room: take it out and tell it. */
  eject(ws: Conn, room: string): void;
  /** The guard could not answer: the sockets are told to resync (they reload through HTTP, which checks again). */
  resyncFrame(room: string): string;
  onError(err: unknown): void;
}

/** The sockets of guarded rooms (uWS's topics are not used: nothing may reach a socket unasked) and their fan-out. */
export const createGuardedFanOut = (opts: GuardedFanOutOptions) => {
  const subs = new Map<string, Set<Conn>>();
  /** Each room's fan-outs run one after another, so its frames keep their order. */
  const chains = new Map<string, Promise<void>>();

  const fanOut = async (room: string, frame: string): Promise<void> => {
    const conns = [...(subs.get(room) ?? [])];
    if (conns.length === 0) return;
    const ids = new Set<number>();
    for (const ws of conns) {
      const m = ws.getUserData().member;
      if (m) ids.add(m.memberId);
    }
    let allowed: Set<number> | null;
    try {
      allowed = await opts.guard.mayReceive(room, [...ids]);
    } catch (err) {
      opts.onError(err);
      allowed = null;
    }
    for (const ws of conns) {
      const data = ws.getUserData();
      if (data.closed || !data.rooms.has(room)) continue;
      if (allowed === null) ws.cork(() => opts.send(ws, opts.resyncFrame(room)));
      else if (data.member && allowed.has(data.member.memberId)) ws.cork(() => opts.send(ws, frame));
      else ws.cork(() => opts.eject(ws, room));
    }
  };

  return {
    add(room: string, ws: Conn): void {
      const set = subs.get(room);
      if (set) set.add(ws);
      else subs.set(room, new Set([ws]));
    },
    remove(room: string, ws: Conn): void {
      const set = subs.get(room);
      if (set?.delete(ws) && set.size === 0) subs.delete(room);
    },
    /** Sends `frame` to the sockets of `room` still allowed, after the frames before it; the others are ejected. */
    send(room: string, frame: string): void {
      const next = (chains.get(room) ?? Promise.resolve()).then(() => fanOut(room, frame));
      chains.set(room, next);
      void next.finally(() => {
        if (chains.get(room) === next) chains.delete(room);
      });
    },
  };
};
export type GuardedFanOut = ReturnType<typeof createGuardedFanOut>;
