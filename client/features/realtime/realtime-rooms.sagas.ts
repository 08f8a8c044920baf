/**
 * What the socket saga does with page needs, snapshots and frames: joins and leaves rooms, applies room messages
 * strictly in version order (one `liveBatchApplied` per socket hand-over), and reloads a room's snapshot
 * on `resync` or on a gap that does not fill within GAP_WAIT_MS, then rejoins at the snapshot's version.
 */
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, spawn } from 'redux-saga/effects';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { LIVE_ROOM, ROOM_ERROR, eventRoom, memberRoom, sportRoom, type ServerFrame } from '@shared/protocol/realtime';
import type { ApiResult } from '../../platform/api/api-client';
import { authActions } from '../auth/auth.slice';
import { LIVE_KEY, eventKey, programActions, sportKey } from '../program/program.slice';
import { FALLBACK_POLL_MS, GAP_WAIT_MS, UNAVAILABLE_REJOIN_MS, stepDelay } from './realtime-settings';
import { realtimeActions } from './realtime.slice';
import { accept, drain, settle, type RoomOutput, type RoomState, type RoomTable } from './room-table';
import { roomOfKey, snapshotLoader } from './room-keys';
import type { SocketLink } from './socket-channel';
import { reportSocketError } from './socket-error.effects';

export interface RealtimeContext {
  rooms: RoomTable;
  /** The open connection, null while there is none. */
  link: SocketLink | null;
  /** The member room joined for the logged-in member. */
  member: string | null;
  now: () => number;
  /**
   * The server ties a socket to the session it was opened with: after a login on an open (visitor's) socket the
   * member room is refused (4403). Then the connection is renewed at once, carrying the new session cookie; once
   * per member room (`renewedFor`), so a session the server does not know cannot make it loop.
   */
  renew?: boolean;
  renewedFor?: string | null;
}

/** Sends the join once the room has what it needs: program rooms the version of a loaded snapshot. */
export const join = (ctx: RealtimeContext, room: RoomState): void => {
  if (!ctx.link || room.joined || room.reloading) return;
  if (room.applied === undefined) {
    if (room.key !== null) return;
    ctx.link.send({ event: 'joinroom', data: room.name });
  } else {
    ctx.link.send({ event: 'joinroomVer', data: { room: room.name, version: room.applied } });
  }
  room.joined = true;
};

export const joinAll = (ctx: RealtimeContext): void => ctx.rooms.all().forEach((r) => join(ctx, r));

const needRoom = (ctx: RealtimeContext, name: string, key: string | null): void => {
  const room = ctx.rooms.need(name, key);
  if (room) join(ctx, room);
};

const releaseRoom = (ctx: RealtimeContext, name: string): void => {
  const gone = ctx.rooms.release(name);
  if (gone?.joined && ctx.link) ctx.link.send({ event: 'leaveroom', data: name });
};

const setMember = (ctx: RealtimeContext, name: string | null): void => {
  if (ctx.member === name) return;
  if (ctx.member) releaseRoom(ctx, ctx.member);
  ctx.member = name;
  if (name) needRoom(ctx, name, null);
};

function* loadSnapshot(key: string): SagaIterator {
  const load = snapshotLoader(key);
  if (!load) return;
  const r: ApiResult<ProgramSnapshot> = yield call(load);
  if (r.ok && r.data) yield put(programActions.snapshotReceived({ key, snapshot: r.data, cachedAt: r.cachedAt }));
}

/** Polls every needed program's snapshot once (the fallback while the socket is down). */
export function* pollOnce(ctx: RealtimeContext): SagaIterator {
  for (const room of ctx.rooms.all()) if (room.key !== null) yield call(loadSnapshot, room.key);
}

function* startReload(ctx: RealtimeContext, room: RoomState): SagaIterator {
  room.waitingSince = ctx.now();
  if (room.key === null) {
    // No snapshot for the member room: join afresh and let its readers reload what they show.
    room.applied = undefined;
    room.pending.clear();
    room.joined = false;
    join(ctx, room);
    yield put(realtimeActions.memberResync());
    return;
  }
  room.reloading = true;
  room.joined = false;
  yield spawn(loadSnapshot, room.key);
}

function* onSnapshot(ctx: RealtimeContext, key: string, version: number): SagaIterator {
  const room = ctx.rooms.byKey(key);
  if (!room) return;
  const before = room.applied;
  settle(room, version);
  // After a reload, or when a late snapshot took the program back, rejoin so the server replays from it.
  if (room.reloading || (before !== undefined && version < before)) room.joined = false;
  room.reloading = false;
  room.waitingSince = null;
  join(ctx, room);
  yield call(applyReady, ctx, [room]);
}

/** One dispatch for everything the rooms can apply now: each room's items go to its channels' callbacks. */
function* applyReady(ctx: RealtimeContext, rooms: Iterable<RoomState>): SagaIterator {
  const out: RoomOutput = { updates: [], member: [] };
  const now = ctx.now();
  for (const room of rooms) {
    const items = drain(room, now);
    if (items.length === 0 || room.applied === undefined) continue;
    for (const channel of room.channels) channel.callback(items, room, out);
  }
  if (out.updates.length > 0) yield put(programActions.liveBatchApplied({ rooms: out.updates }));
  if (out.member.length > 0) yield put(realtimeActions.memberMessages({ items: out.member }));
}

export function* handleIntent(ctx: RealtimeContext, action: Action): SagaIterator {
  if (programActions.sportRequested.match(action)) needRoom(ctx, sportRoom(action.payload.sportId), sportKey(action.payload.sportId));
  else if (programActions.liveRequested.match(action)) needRoom(ctx, LIVE_ROOM, LIVE_KEY);
  else if (programActions.eventRequested.match(action)) needRoom(ctx, eventRoom(action.payload.code), eventKey(action.payload.code));
  else if (programActions.roomWatched.match(action)) {
    const name = roomOfKey(action.payload.key);
    if (name) needRoom(ctx, name, action.payload.key);
  } else if (programActions.programReleased.match(action)) {
    const name = roomOfKey(action.payload.key);
    if (name) releaseRoom(ctx, name);
  } else if (programActions.snapshotReceived.match(action)) {
    yield call(onSnapshot, ctx, action.payload.key, action.payload.snapshot.version);
  } else if (authActions.memberLoaded.match(action)) {
    const id = action.payload.EncryptedId;
    setMember(ctx, id ? memberRoom(id) : null);
  } else setMember(ctx, null);
}

export function* handleFrames(ctx: RealtimeContext, frames: ServerFrame[]): SagaIterator {
  const touched = new Set<RoomState>();
  for (const frame of frames) {
    if ('event' in frame) {
      if (frame.event === 'error') {
        yield call(reportSocketError, { kind: 'frame', code: frame.code, reason: frame.reason, room: frame.room });
        if (frame.code === ROOM_ERROR.forbidden && frame.room && frame.room === ctx.member && ctx.renewedFor !== frame.room) {
          ctx.renewedFor = frame.room;
          ctx.renew = true;
        }
        const refused = frame.code === ROOM_ERROR.unavailable && frame.room ? ctx.rooms.get(frame.room) : undefined;
        if (refused) refuse(ctx, refused);
        continue;
      }
      const room = ctx.rooms.get(frame.room);
      if (!room) continue;
      room.refusals = 0;
      if (frame.event === 'resync') yield call(startReload, ctx, room);
      else {
        // The member room has no snapshot: it starts at the version the server reports at join.
        if (room.key === null && room.applied === undefined) settle(room, frame.v);
        room.known = Math.max(room.known, frame.v);
        touched.add(room);
      }
      continue;
    }
    const room = ctx.rooms.get(frame.room);
    if (!room?.joined) continue;
    accept(room, frame);
    touched.add(room);
  }
  yield call(applyReady, ctx, touched);
}

/**
 * The edge could not decide the join (4503): nothing was joined. The room is asked for again after a delay that
 * grows with the refusals in a row (UNAVAILABLE_REJOIN_MS); a version or resync frame of the room ends the row.
 */
const refuse = (ctx: RealtimeContext, room: RoomState): void => {
  room.joined = false;
  room.refusals += 1;
  room.rejoinAt = ctx.now() + stepDelay(UNAVAILABLE_REJOIN_MS, room.refusals);
};

/** Milliseconds until the next gap deadline or refused join's retry, or null when no room waits. */
export const nextDeadline = (ctx: RealtimeContext): number | null => {
  let next: number | null = null;
  for (const r of ctx.rooms.all()) {
    const ats = [r.waitingSince === null ? null : r.waitingSince + (r.reloading ? FALLBACK_POLL_MS : GAP_WAIT_MS), r.rejoinAt];
    for (const at of ats) if (at !== null) next = next === null ? at : Math.min(next, at);
  }
  return next === null ? null : Math.max(0, next - ctx.now());
};

/** A gap that did not fill reloads the snapshot; a reload that failed is tried again; a refused join is asked again. */
export function* checkGaps(ctx: RealtimeContext): SagaIterator {
  const now = ctx.now();
  for (const r of ctx.rooms.all()) {
    if (!ctx.link) continue;
    if (r.rejoinAt !== null && now >= r.rejoinAt) {
      r.rejoinAt = null;
      join(ctx, r);
    }
    if (r.waitingSince === null) continue;
    if (now - r.waitingSince >= (r.reloading ? FALLBACK_POLL_MS : GAP_WAIT_MS)) yield call(startReload, ctx, r);
  }
}
