/**
 * The one realtime socket of the app (architecture "Realtime contract", spec sections 4, 8 and 9). The socket
 * comes in through an eventChannel (socket-channel.ts); the rooms the open pages need follow the program intents
 * and the login (realtime-rooms.sagas.ts). Connection life:
 * - every connect attempt, disconnect, reconnect and error starts the fallback polling of the needed programs'
 *   HTTP snapshots every FALLBACK_POLL_MS; an established connection stops it (spec section 4 "Live socket");
 * - a lost or failed connection is retried after `reconnectDelay` of the shared-runtime settings (see
 *   realtime-settings.ts for why those apply here); an established connection resets the attempts;
 * - on (re)connect every needed room is joined with joinroomVer at the version the store holds, so the server
 *   replays what came after it, or answers resync.
 * Without a socket address (no `<meta name="realtime-port">`) the saga does nothing and programs refresh alone.
 */
import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type SagaIterator, type Task } from 'redux-saga';
import { actionChannel, call, cancel, delay, fork, put, race, take } from 'redux-saga/effects';
import { backgroundTurn } from '../../platform/background/background.sagas';
import { programActions } from '../program/program.slice';
import { FALLBACK_POLL_MS, SHARED_RUNTIME_SOCKET, reconnectDelay, type SocketSettings } from './realtime-settings';
import { realtimeActions } from './realtime.slice';
import { INTENT_TYPES } from './realtime-intents';
import { checkGaps, handleFrames, handleIntent, joinAll, nextDeadline, pollOnce, type RealtimeContext } from './realtime-rooms.sagas';
import { RoomTable } from './room-table';
import { realtimeUrl } from './realtime-url';
import { openSocket, type OpenSocketOptions, type SocketEvent, type SocketLink } from './socket-channel';
import { reportSocketError } from './socket-error.effects';

export interface RealtimeOptions {
  /** The socket address; read from the page when not given. */
  url?: string | null;
  settings?: SocketSettings;
  open?: (url: string, opts: OpenSocketOptions) => SocketLink;
  random?: () => number;
  now?: () => number;
  /** The intents (INTENT_TYPES) buffered since before this saga started (realtime-start.sagas.ts); made here if not given. */
  intents?: Channel<Action>;
}

const NORMAL_CLOSE = 1000;

/** Polls until cancelled: first after FALLBACK_POLL_MS, then every FALLBACK_POLL_MS (a background call). */
export function* fallbackPolling(ctx: RealtimeContext): SagaIterator {
  yield put(realtimeActions.pollingChanged({ polling: true }));
  try {
    for (;;) {
      yield delay(FALLBACK_POLL_MS);
      yield call(backgroundTurn, { key: 'realtime:poll', fireOnActive: true });
      yield call(pollOnce, ctx);
    }
  } finally {
    yield put(realtimeActions.pollingChanged({ polling: false }));
  }
}

/** Runs one connection until it closes or must be renewed (ctx.renew); returns whether it was ever open. */
function* runConnection(ctx: RealtimeContext, link: SocketLink, intents: Channel<Action>, polling: { task: Task | null }): SagaIterator {
  let opened = false;
  try {
    for (;;) {
      const wait = nextDeadline(ctx);
      const r: { ev?: SocketEvent; intent?: Action; tick?: true } = yield race({
        ev: take(link.events),
        intent: take(intents),
        ...(wait === null ? {} : { tick: delay(wait, true) }),
      });
      if (r.intent) yield call(handleIntent, ctx, r.intent);
      else if (r.tick) yield call(checkGaps, ctx);
      else if (r.ev?.type === 'open') {
        opened = true;
        ctx.link = link;
        if (polling.task) yield cancel(polling.task);
        polling.task = null;
        yield put(realtimeActions.statusChanged({ status: 'open', attempt: 0 }));
        joinAll(ctx);
      } else if (r.ev?.type === 'frames') {
        yield call(handleFrames, ctx, r.ev.frames);
        if (ctx.renew) return opened;
      } else if (r.ev?.type === 'error') {
        yield call(reportSocketError, { kind: 'error' });
        polling.task ??= yield fork(fallbackPolling, ctx);
      } else if (r.ev?.type === 'closed') {
        if (r.ev.code !== NORMAL_CLOSE) yield call(reportSocketError, { kind: 'close', code: r.ev.code, reason: r.ev.reason });
        return opened;
      }
    }
  } finally {
    link.close();
    ctx.link = null;
    ctx.rooms.disconnected();
  }
}

/** Waits out the reconnect delay; page needs keep being counted meanwhile. */
function* waitToReconnect(ctx: RealtimeContext, intents: Channel<Action>, ms: number): SagaIterator {
  const until = ctx.now() + ms;
  for (let left = ms; left > 0; left = until - ctx.now()) {
    const r: { intent?: Action } = yield race({ intent: take(intents), done: delay(left) });
    if (!r.intent) return;
    yield call(handleIntent, ctx, r.intent);
  }
}

export function* realtimeSaga(opts: RealtimeOptions = {}): SagaIterator {
  const url = opts.url !== undefined ? opts.url : realtimeUrl();
  if (!url) return;
  const settings = opts.settings ?? SHARED_RUNTIME_SOCKET;
  const open = opts.open ?? openSocket;
  const intents: Channel<Action> = opts.intents ?? (yield actionChannel(INTENT_TYPES, buffers.expanding<Action>(64)));
  const ctx: RealtimeContext = { rooms: new RoomTable(), link: null, member: null, now: opts.now ?? Date.now };
  const polling: { task: Task | null } = { task: null };
  yield put(programActions.liveSyncChanged({ active: true }));
  let attempt = 0;
  try {
    for (;;) {
      polling.task ??= yield fork(fallbackPolling, ctx);
      yield put(realtimeActions.statusChanged({ status: 'connecting', attempt }));
      const link: SocketLink = yield call(open, url, { timeoutMs: settings.timeoutMs });
      const opened: boolean = yield call(runConnection, ctx, link, intents, polling);
      attempt = opened ? 0 : attempt + 1;
      polling.task ??= yield fork(fallbackPolling, ctx);
      yield put(realtimeActions.statusChanged({ status: 'closed', attempt }));
      if (ctx.renew) ctx.renew = false; // a login: connect again at once with the member's session
      else yield call(waitToReconnect, ctx, intents, reconnectDelay(settings, opened ? 0 : attempt - 1, opts.random));
    }
  } finally {
    if (polling.task) yield cancel(polling.task);
    intents.close();
    yield put(programActions.liveSyncChanged({ active: false }));
  }
}
