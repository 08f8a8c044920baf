/**
 * Turns one committed batch of program changes into one message per touched room, with the room's program
 * version from the same commit: the HTTP snapshot of a program and its room agree on every version, so a client
 * can load a snapshot and join at its version. One commit is the coalescing window: odds of a room are merged
 * into one oddsChange item (last value per outcome), and a room touched several ways gets one MT.batch message.
 * Every touched room gets a message (an empty batch if nothing in it is for that room) so versions never skip.
 */
import { EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import type { LiveState, ProgramEvent } from '@shared/protocol/program';
import {
  eventRoom, LIVE_ROOM, MT, sportRoom, type OddsChangeBody, type RealtimeItem, type RoomMessageFrame, type VideoEventBody,
} from '@shared/protocol/realtime';
import type { ProgramChange, ProgramVersions } from './program-reader';
import type { ProgramStore } from './program-store';

interface Seen {
  status: number;
  score: [number, number] | null;
  minute: number | null;
  /** Compared by reference: the feed gives an event a new live state object only when it moved. */
  liveState: LiveState | null;
  live: boolean;
  sportId: number;
}

const CANCELLED: readonly number[] = [EVENT_STATUS.cancelled, EVENT_STATUS.postponed, EVENT_STATUS.abandoned];
const total = (s: [number, number] | null): number => (s ? s[0] + s[1] : 0);

/** What happened to an event, told by comparing with what this publisher saw last. */
const eventItems = (e: ProgramEvent, prev: Seen | undefined): RealtimeItem[] => {
  if (!prev) return [{ MT: MT.newMatch, M: e }];
  if (prev.status !== e.status && CANCELLED.includes(e.status)) return [{ MT: MT.eventCancel, M: { eventCode: e.code, status: e.status } }];
  const items: RealtimeItem[] = [];
  if (!prev.live && e.live) items.push({ MT: MT.newMatch, M: e });
  else if (prev.status !== e.status) items.push({ MT: MT.statusChange, M: e });
  if (total(e.score) > total(prev.score) && e.sportId === 1) {
    const video: VideoEventBody = { eventCode: e.code, kind: 'goal', minute: e.minute, score: e.score, liveState: e.liveState ?? null };
    items.push({ MT: MT.goal, M: e }, { MT: MT.videoEvent, M: video });
  } else if (String(e.score) !== String(prev.score) || e.minute !== prev.minute || (e.liveState ?? null) !== prev.liveState) {
    items.push({ MT: MT.scoreUpdate, M: e });
  }
  return items.length > 0 ? items : [{ MT: MT.eventUpdate, M: e }];
};

export const createRoomMessageBuilder = (store: ProgramStore) => {
  const seen = new Map<number, Seen>();
  const remember = (e: ProgramEvent): void => {
    seen.set(e.code, { status: e.status, score: e.score, minute: e.minute, liveState: e.liveState ?? null, live: e.live, sportId: e.sportId });
  };
  // Events already in the program are not news to the first commit we see.
  for (const e of store.programEvents()) remember(e);

  let commits = 0;
  const PRUNE_EVERY = 1000;
  return (changes: ProgramChange[], versions: ProgramVersions, at: number): RoomMessageFrame[] => {
    // Purged events would otherwise stay remembered for the life of the process.
    if (++commits % PRUNE_EVERY === 0) for (const code of seen.keys()) if (!store.eventByCode(code)) seen.delete(code);
    const items = new Map<string, RealtimeItem[]>();
    const odds = new Map<string, Map<number, OddsChangeBody['outcomes'][number]>>();
    const touched = (room: string): boolean => items.has(room);
    for (const [id] of Object.entries(versions.sports)) items.set(sportRoom(Number(id)), []);
    for (const [code] of Object.entries(versions.events)) items.set(eventRoom(Number(code)), []);
    if (versions.live !== undefined) items.set(LIVE_ROOM, []);
    /** The rooms a change of this event belongs to (only those the commit touched). */
    const roomsOf = (code: number, wasLive: boolean, mainMarket: boolean): string[] => {
      const e = store.eventByCode(code);
      const sportId = e?.sportId ?? seen.get(code)?.sportId;
      const rooms = [eventRoom(code)];
      if (mainMarket && sportId !== undefined) rooms.push(sportRoom(sportId));
      if (mainMarket && (wasLive || e?.live)) rooms.push(LIVE_ROOM);
      return rooms.filter(touched);
    };
    const add = (rooms: string[], list: RealtimeItem[]): void => {
      for (const r of rooms) items.get(r)?.push(...list);
    };

    for (const c of changes) {
      if (c.kind === 'event') {
        const prev = seen.get(c.event.code);
        add(roomsOf(c.event.code, prev?.live ?? false, true), eventItems(c.event, prev));
        remember(c.event);
      } else if (c.kind === 'removed') {
        add(roomsOf(c.eventCode, seen.get(c.eventCode)?.live ?? false, true), [{ MT: MT.eventCancel, M: { eventCode: c.eventCode, status: null } }]);
      } else if (c.kind === 'market') {
        const type = c.market.status === OUTCOME_STATUS.open ? MT.marketOpen : MT.marketLock;
        add(roomsOf(c.market.eventCode, false, store.isMainMarket(c.market.id)), [{ MT: type, M: c.market }]);
      } else {
        const main = store.isMainMarket(c.outcome.marketId);
        for (const room of roomsOf(c.eventCode, false, main)) {
          const perRoom = odds.get(room) ?? new Map<number, OddsChangeBody['outcomes'][number]>();
          perRoom.set(c.outcome.id, { ...c.outcome, eventCode: c.eventCode });
          odds.set(room, perRoom);
        }
      }
    }
    for (const [room, perRoom] of odds) items.get(room)?.push({ MT: MT.oddsChange, M: { outcomes: [...perRoom.values()] } });

    const versionOf = (room: string): number | undefined => {
      if (room === LIVE_ROOM) return versions.live;
      const m = /^(Sport|Event)_(-?\d+)_V3$/.exec(room);
      return m ? (m[1] === 'Sport' ? versions.sports : versions.events)[Number(m[2])] : undefined;
    };
    const out: RoomMessageFrame[] = [];
    for (const [room, list] of items) {
      const v = versionOf(room);
      if (v === undefined) continue;
      const only = list.length === 1 ? list[0] : undefined;
      out.push(only ? { room, v, MT: only.MT, M: only.M, t: at } : { room, v, MT: MT.batch, M: list, t: at });
    }
    return out;
  };
};
