/**
 * Background calls (spec section 4 "Background calls"): while the tab is hidden, background calls are held unless
 * marked keep-active; calls marked fire-on-active are queued and replayed, once per key and in the order they
 * were first asked for, when the tab is visible again. `visibilitychange` comes in through an eventChannel, the
 * intents (`backgroundCall`) through an actionChannel, so none is lost while the saga is busy.
 *
 * Periodic sagas wait for their turn with `backgroundTurn` (program and menu refreshes: fire-on-active; the
 * keep-alive: keep-active). While the tab is visible the turn costs one select and no action.
 */
import type { Action } from '@reduxjs/toolkit';
import type { EventChannel, SagaIterator, Task } from 'redux-saga';
import { actionChannel, call, fork, join, put, race, select, take } from 'redux-saga/effects';
import { isTabHidden, visibilityChannel } from '../../lib/visibility-channel';
import { backgroundActions, selectTabHidden, type BackgroundCall, type BackgroundCallSpec } from './background.slice';

type Outcome = 'released' | 'dropped';

function* release(c: BackgroundCall): SagaIterator {
  if (c.action) yield put({ ...c.action });
  yield put(backgroundActions.callReleased({ id: c.id, key: c.key }));
}

/** Replays the queue: one action per key, then every waiting call of that key is released. */
function* replay(queue: Map<string, BackgroundCall[]>): SagaIterator {
  const entries = [...queue.values()];
  queue.clear();
  for (const calls of entries) {
    const [first, ...rest] = calls;
    if (!first) continue;
    yield call(release, first);
    for (const c of rest) yield put(backgroundActions.callReleased({ id: c.id, key: c.key }));
  }
}

function* request(c: BackgroundCall, queue: Map<string, BackgroundCall[]>): SagaIterator {
  const hidden: boolean = yield select(selectTabHidden);
  if (!hidden || c.keepActive) {
    yield call(release, c);
  } else if (c.fireOnActive) {
    const waiting = queue.get(c.key);
    if (waiting) waiting.push(c);
    else queue.set(c.key, [c]);
    yield put(backgroundActions.callQueued({ id: c.id, key: c.key }));
  } else {
    yield put(backgroundActions.callDropped({ id: c.id, key: c.key }));
  }
}

export function* backgroundSaga(): SagaIterator {
  const intents = yield actionChannel(backgroundActions.callRequested.type);
  const visibility: EventChannel<boolean> = yield call(visibilityChannel);
  yield put(backgroundActions.visibilityChanged({ hidden: isTabHidden() }));
  const queue = new Map<string, BackgroundCall[]>();
  try {
    for (;;) {
      const { intent, hidden }: { intent?: ReturnType<typeof backgroundActions.callRequested>; hidden?: boolean } = yield race({
        intent: take(intents),
        hidden: take(visibility),
      });
      if (intent) {
        yield call(request, intent.payload, queue);
        continue;
      }
      const wasHidden: boolean = yield select(selectTabHidden);
      if (hidden === undefined || hidden === wasHidden) continue;
      yield put(backgroundActions.visibilityChanged({ hidden }));
      if (!hidden) yield call(replay, queue);
    }
  } finally {
    visibility.close();
  }
}

function* outcomeOf(id: string): SagaIterator<Outcome> {
  const { released }: { released?: Action } = yield race({
    released: take((a: Action) => backgroundActions.callReleased.match(a) && a.payload.id === id),
    dropped: take((a: Action) => backgroundActions.callDropped.match(a) && a.payload.id === id),
  });
  return released ? 'released' : 'dropped';
}

/**
 * Waits until a background call may run: true at once while the tab is visible or for keep-active calls; for a
 * fire-on-active call in a hidden tab, true when the tab is back (the saga replays it); false for other calls
 * in a hidden tab (held: the caller skips this round).
 */
export function* backgroundTurn(spec: Omit<BackgroundCallSpec, 'action'>): SagaIterator<boolean> {
  if (spec.keepActive) return true;
  const hidden: boolean = yield select(selectTabHidden);
  if (!hidden) return true;
  if (!spec.fireOnActive) return false;
  const intent = backgroundActions.callRequested(spec);
  // The wait starts before the intent goes out, so a release cannot slip past it.
  const waiter: Task = yield fork(outcomeOf, intent.payload.id);
  yield put(intent);
  const outcome: Outcome = yield join(waiter);
  return outcome === 'released';
}
