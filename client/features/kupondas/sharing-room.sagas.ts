/**
 * The sharing room (Kupondas_V3) on its own socket while a Kupondaş feed or profile is open, with the spec's
 * sharing-client settings (reconnect 1000 ms doubling up to 5000 ms, randomisation 0.5, connect timeout 20000 ms;
 * realtime-settings.ts says why these apply here and the shared-runtime ones to the app-wide socket). New public
 * shares are only counted for the 'N yeni paylaşım' bar; a settled share's card is read again by id, with the
 * member's session (a profile showing it, whole), so the result and score update live. Nothing needs replaying: a
 * missed 'new share' only leaves the bar one short, the list itself is read from the server when pressed.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, take } from 'redux-saga/effects';
import { KUPONDAS_ROOM, type ShareNewBody, type ShareSettledBody } from '@shared/protocol/kupondas-share-api';
import type { ShareAnswer } from '@shared/protocol/kupondas-social-api';
import { MT, type RealtimeItem, type ServerFrame } from '@shared/protocol/realtime';
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

export interface SharingRoomOptions {
  url?: string | null;
  settings?: SocketSettings;
  open?: (url: string, opts: OpenSocketOptions) => SocketLink;
  random?: () => number;
}

/** The items of a room message (a batch holds several). */
export const itemsOf = (frame: { MT: number; M: unknown }): RealtimeItem[] =>
  frame.MT === MT.batch && Array.isArray(frame.M) ? (frame.M as RealtimeItem[]) : [{ MT: frame.MT as RealtimeItem['MT'], M: frame.M }];

/**
 * A shown share settled: a feed's card is read again by id; a profile showing it is read again whole, since its
 * figures (score, hit rate, yield) move with the card.
 */
function* onSettled(body: ShareSettledBody): SagaIterator {
  const profile: ProfileState = yield select(selectProfile);
  if (profile.nickname !== null && profile.shares.some((s) => s.ShareId === body.shareId)) yield put(profileActions.requested({ nickname: profile.nickname }));
  const inFeed: boolean = yield select((s: RootState) => selectFeed(s).shares.some((c) => c.ShareId === body.shareId));
  if (!inFeed) return;
  const r: ApiResult<ShareAnswer> = yield call(fetchShare, body.shareId);
  if (r.ok && r.data?.IsSuccess) yield put(feedActions.shareUpdated(r.data.Share));
}

export function* handleRoomItem(item: RealtimeItem): SagaIterator {
  if (item.MT === MT.shareNew) yield put(feedActions.shareAnnounced({ shareId: (item.M as ShareNewBody).shareId }));
  else if (item.MT === MT.shareSettled) yield call(onSettled, item.M as ShareSettledBody);
}

/** Runs one connection until it closes; answers whether it was ever open. `held` keeps the room's version. */
function* runConnection(link: SocketLink, held: { v: number | null }): SagaIterator<boolean> {
  let opened = false;
  try {
    for (;;) {
      const ev: SocketEvent = yield take(link.events);
      if (ev.type === 'open') {
        opened = true;
        link.send(held.v === null ? { event: 'joinroom', data: KUPONDAS_ROOM } : { event: 'joinroomVer', data: { room: KUPONDAS_ROOM, version: held.v } });
      } else if (ev.type === 'frames') {
        for (const f of ev.frames as ServerFrame[]) {
          if (f.room !== KUPONDAS_ROOM) continue;
          if ('event' in f) {
            if (f.event === 'version' || f.event === 'resync') held.v = f.v;
            continue;
          }
          if (held.v !== null && f.v <= held.v) continue;
          held.v = f.v;
          for (const item of itemsOf(f)) yield call(handleRoomItem, item);
        }
      } else if (ev.type === 'closed') {
        return opened;
      }
    }
  } finally {
    link.close();
  }
}

/** Keeps the sharing room joined until cancelled (the page closes). Without a socket address it does nothing. */
export function* sharingRoomSaga(opts: SharingRoomOptions = {}): SagaIterator {
  const url = opts.url !== undefined ? opts.url : realtimeUrl();
  if (!url) return;
  const settings = opts.settings ?? SHARING_CLIENT_SOCKET;
  const open = opts.open ?? openSocket;
  const held: { v: number | null } = { v: null };
  let attempt = 0;
  for (;;) {
    const link: SocketLink = yield call(open, url, { timeoutMs: settings.timeoutMs });
    const opened: boolean = yield call(runConnection, link, held);
    attempt = opened ? 0 : attempt + 1;
    yield delay(reconnectDelay(settings, opened ? 0 : attempt - 1, opts.random));
  }
}
