/**
 * The sharing room (Kupondas_V3) on its own socket while a Kupondaş feed or profile is open, with the spec's
 * sharing-client settings (reconnect 1000 ms doubling up to 5000 ms, randomisation 0.5, connect timeout 20000 ms;
 * realtime-settings.ts says why these apply here and the shared-runtime ones to the app-wide socket). New public
 * shares are only counted for the 'N yeni paylaşım' bar; a settled share's card is read again by id, with the
 * member's session (a profile showing it, whole), so the result and score update live. Nothing needs replaying: a
 * missed 'new share' only leaves the bar one short, the list itself is read from the server when pressed.
 * The same socket holds the rooms of the followers-only shares on screen (Share_<id>_V3, `shareRooms`): their
 * results come only there, to the owner and followers; a resync there reads the card again (a result may be lost).
 */
import type { Channel, SagaIterator, Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import { KUPONDAS_ROOM, type ShareNewBody, type ShareSettledBody } from '@shared/protocol/kupondas-share-api';
import type { ShareAnswer } from '@shared/protocol/kupondas-social-api';
import { MT, parseRoom, type ClientFrame, type RealtimeItem, type ServerFrame } from '@shared/protocol/realtime';
import type { RootState } from '../../app/store';
import type { ApiResult } from '../../platform/api/api-client';
import {
  SHARING_CLIENT_SOCKET,
  openSocket,
  realtimeUrl,
  reconnectDelay,
  type OpenSocketOptions,
  type SocketEvent,
  type SocketLink,
  type SocketSettings,
} from '../realtime/realtime.hooks';
import { fetchShare } from './kupondas.api';
import { feedActions, selectFeed } from './feed.slice';
import { profileActions, selectProfile, type ProfileState } from './profile.slice';

/** A share room to join or leave now (the cards on screen changed). */
export interface ShareRoomChange {
  join: boolean;
  room: string;
}
/** The share rooms wanted (joined at every open) and the changes to tell an open connection. */
export interface ShareRooms {
  wanted(): string[];
  changes: Channel<ShareRoomChange>;
}

export interface SharingRoomOptions {
  url?: string | null;
  settings?: SocketSettings;
  open?: (url: string, opts: OpenSocketOptions) => SocketLink;
  random?: () => number;
  shareRooms?: ShareRooms;
}

/** The items of a room message (a batch holds several). */
export const itemsOf = (frame: { MT: number; M: unknown }): RealtimeItem[] =>
  frame.MT === MT.batch && Array.isArray(frame.M) ? (frame.M as RealtimeItem[]) : [{ MT: frame.MT as RealtimeItem['MT'], M: frame.M }];

/**
 * A shown share changed (settled): a feed's card is read again by id; a profile showing it is read again whole,
 * since its figures (score, hit rate, yield) move with the card.
 */
function* refreshShown(shareId: number): SagaIterator {
  const profile: ProfileState = yield select(selectProfile);
  if (profile.nickname !== null && profile.shares.some((s) => s.ShareId === shareId)) yield put(profileActions.requested({ nickname: profile.nickname }));
  const inFeed: boolean = yield select((s: RootState) => selectFeed(s).shares.some((c) => c.ShareId === shareId));
  if (!inFeed) return;
  const r: ApiResult<ShareAnswer> = yield call(fetchShare, shareId);
  if (r.ok && r.data?.IsSuccess) yield put(feedActions.shareUpdated(r.data.Share));
}

export function* handleRoomItem(item: RealtimeItem): SagaIterator {
  if (item.MT === MT.shareNew) yield put(feedActions.shareAnnounced({ shareId: (item.M as ShareNewBody).shareId }));
  else if (item.MT === MT.shareSettled) yield call(refreshShown, (item.M as ShareSettledBody).shareId);
}

type Held = Map<string, number | null>;
const joinFrame = (room: string, v: number | null | undefined): ClientFrame =>
  v === null || v === undefined ? { event: 'joinroom', data: room } : { event: 'joinroomVer', data: { room, version: v } };
const shareIdOf = (room: string): number | null => {
  const kind = parseRoom(room);
  return kind?.kind === 'share' ? kind.shareId : null;
};

/** Tells an open connection the share rooms to join or leave (changes while closed wait for the next open's joins). */
function* relayChanges(link: SocketLink, rooms: ShareRooms, held: Held, state: { open: boolean }): SagaIterator {
  for (;;) {
    const c: ShareRoomChange = yield take(rooms.changes);
    if (!c.join) held.delete(c.room);
    if (state.open) link.send(c.join ? joinFrame(c.room, held.get(c.room)) : { event: 'leaveroom', data: c.room });
  }
}

/** Runs one connection until it closes; answers whether it was ever open. `held` keeps each room's version. */
function* runConnection(link: SocketLink, held: Held, rooms: ShareRooms | undefined): SagaIterator<boolean> {
  const state = { open: false };
  let relay: Task | null = null;
  try {
    if (rooms) relay = yield fork(relayChanges, link, rooms, held, state);
    for (;;) {
      const ev: SocketEvent = yield take(link.events);
      if (ev.type === 'open') {
        state.open = true;
        for (const room of [KUPONDAS_ROOM, ...(rooms?.wanted() ?? [])]) link.send(joinFrame(room, held.get(room)));
      } else if (ev.type === 'frames') {
        for (const f of ev.frames as ServerFrame[]) {
          const room = f.room;
          if (room === undefined) continue;
          const shareId = shareIdOf(room);
          if (room !== KUPONDAS_ROOM && (shareId === null || !rooms?.wanted().includes(room))) continue;
          if ('event' in f) {
            if (f.event === 'error') held.delete(room);
            else {
              held.set(room, f.v);
              if (f.event === 'resync' && shareId !== null) yield call(refreshShown, shareId);
            }
            continue;
          }
          const v = held.get(room);
          if (v !== null && v !== undefined && f.v <= v) continue;
          held.set(room, f.v);
          for (const item of itemsOf(f)) yield call(handleRoomItem, item);
        }
      } else if (ev.type === 'closed') {
        return state.open;
      }
    }
  } finally {
    link.close();
    // Cancelled here too: a called saga returns only once its forks have ended.
    if (relay) yield cancel(relay);
  }
}

/** Keeps the sharing room (and the wanted share rooms) joined until cancelled. Without a socket address it does nothing. */
export function* sharingRoomSaga(opts: SharingRoomOptions = {}): SagaIterator {
  const url = opts.url !== undefined ? opts.url : realtimeUrl();
  if (!url) return;
  const settings = opts.settings ?? SHARING_CLIENT_SOCKET;
  const open = opts.open ?? openSocket;
  const held: Held = new Map();
  let attempt = 0;
  for (;;) {
    const link: SocketLink = yield call(open, url, { timeoutMs: settings.timeoutMs });
    const opened: boolean = yield call(runConnection, link, held, opts.shareRooms);
    attempt = opened ? 0 : attempt + 1;
    yield delay(reconnectDelay(settings, opened ? 0 : attempt - 1, opts.random));
  }
}
