/**
 * The rooms the open pages need, reference-counted, and per room the strict version order: a message is applied
 * only when it is the next version; later ones wait (briefly) for the ones before them. Pure bookkeeping; the
 * saga sends the frames and loads the snapshots it decides on.
 */
import type { RealtimeItem, RoomMessageFrame } from '@shared/protocol/realtime';
import type { LiveRoomUpdate } from '../program/program-live.reducers';
import type { ProgramKey } from '../program/program.slice';

/** The room's type (spec section 3, room): a program room (live, sport, event) or the member's own room. */
export type RoomType = 'program' | 'member';

/** What the rooms hand on in one dispatch: program updates, and the member room's items. */
export interface RoomOutput {
  updates: LiveRoomUpdate[];
  member: RealtimeItem[];
}

/** One channel of a room (spec section 3: its name and a callback), told the items the room applied in order. */
export interface RoomChannel {
  name: string;
  callback: (items: readonly RealtimeItem[], room: RoomState, out: RoomOutput) => void;
}

/** The channel of room messages: program rooms update their program, the member room tells its readers. */
export const ROOM_MESSAGE_CHANNEL = 'roomMessage';

const channelsOf = (type: RoomType): RoomChannel[] => [
  type === 'member'
    ? { name: ROOM_MESSAGE_CHANNEL, callback: (items, _room, out) => void out.member.push(...items) }
    : {
        name: ROOM_MESSAGE_CHANNEL,
        callback: (items, room, out) => {
          if (room.key !== null && room.applied !== undefined) out.updates.push({ key: room.key, version: room.applied, items: [...items] });
        },
      },
];

export interface RoomState {
  /** The room's name (Name), with its _V3 suffix. */
  name: string;
  /** Type: what the room is (the member room has no program key). */
  type: RoomType;
  /** Channels: the named callbacks its messages go to. */
  channels: RoomChannel[];
  /** The program this room updates; null for the member room. */
  key: ProgramKey | null;
  holders: number;
  /** joinroom / joinroomVer sent on the current connection. */
  joined: boolean;
  /** Last applied version; undefined until a snapshot (program rooms) or the first message (member room). */
  applied: number | undefined;
  /** Highest version the server said the room is at. */
  known: number;
  pending: Map<number, RoomMessageFrame>;
  /** Since when the next version is missing (or a snapshot reload runs). */
  waitingSince: number | null;
  reloading: boolean;
  /** The edge could not decide the join (4503): when to ask again, and how many refusals came in a row. */
  rejoinAt: number | null;
  refusals: number;
}

export class RoomTable {
  private readonly rooms = new Map<string, RoomState>();

  get(name: string): RoomState | undefined {
    return this.rooms.get(name);
  }

  all(): RoomState[] {
    return [...this.rooms.values()];
  }

  byKey(key: ProgramKey): RoomState | undefined {
    return this.all().find((r) => r.key === key);
  }

  /** One more holder; the room is returned when it was not needed before. */
  need(name: string, key: ProgramKey | null): RoomState | null {
    const held = this.rooms.get(name);
    if (held) {
      held.holders += 1;
      return null;
    }
    const type: RoomType = key === null ? 'member' : 'program';
    const room: RoomState = { name, type, channels: channelsOf(type), key, holders: 1, joined: false, applied: undefined, known: 0, pending: new Map(), waitingSince: null, reloading: false, rejoinAt: null, refusals: 0 };
    this.rooms.set(name, room);
    return room;
  }

  /** One holder less; the room is returned when nobody needs it any more (and is forgotten). */
  release(name: string): RoomState | null {
    const room = this.rooms.get(name);
    if (!room) return null;
    room.holders -= 1;
    if (room.holders > 0) return null;
    this.rooms.delete(name);
    return room;
  }

  /** The connection is gone: every room must be joined again. */
  disconnected(): void {
    for (const r of this.rooms.values()) {
      r.joined = false;
      r.waitingSince = null;
      r.rejoinAt = null;
    }
  }
}

/** Takes a room message; stale versions are dropped, the rest wait in `pending` until `drain`. */
export const accept = (room: RoomState, frame: RoomMessageFrame): void => {
  if (room.applied !== undefined && frame.v <= room.applied) return;
  room.pending.set(frame.v, frame);
  room.known = Math.max(room.known, frame.v);
};

/** A snapshot (or the first message of a member room) sets the applied version; older waiting ones go. */
export const settle = (room: RoomState, version: number): void => {
  room.applied = version;
  for (const v of room.pending.keys()) if (v <= version) room.pending.delete(v);
};

/**
 * Applies what is in order: returns the items of the contiguous versions after `applied` (their message types in
 * order) and updates the gap clock. A room without a version yet (snapshot pending) or reloading applies nothing.
 */
export const drain = (room: RoomState, now: number): RealtimeItem[] => {
  const items: RealtimeItem[] = [];
  if (room.applied === undefined || room.reloading) return items;
  for (let next = room.pending.get(room.applied + 1); next; next = room.pending.get(room.applied + 1)) {
    room.pending.delete(next.v);
    room.applied = next.v;
    items.push({ MT: next.MT, M: next.M });
  }
  const gap = room.pending.size > 0 || room.known > room.applied;
  room.waitingSince = gap ? (room.waitingSince ?? now) : null;
  return items;
};
