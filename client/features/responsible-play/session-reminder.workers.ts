/**
 * The session reminder's workers (session-reminder.sagas.ts watches): read the session's figures, wait for each due
 * reminder, read them again and show them. Loaded apart from the entry bundle (platform/lazy-worker.ts).
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay } from 'redux-saga/effects';
import type { PlaySessionAnswer } from '@shared/protocol/responsible-play-api';
import type { ApiResult } from '../../platform/api/api-client';
import { getPlaySession } from './responsible-play.api';
import type * as ReminderDialogModule from './session-reminder-dialog';

type ReminderDialog = typeof ReminderDialogModule;
const loadReminderDialog = (): Promise<ReminderDialog> => import('./session-reminder-dialog');

const MINUTE_MS = 60_000;

/** Milliseconds until the next whole reminder period of the session, by the server's figures. */
export const untilNextReminder = (s: Pick<PlaySessionAnswer, 'StartedAt' | 'Now' | 'ReminderMinutes'>): number => {
  const every = s.ReminderMinutes * MINUTE_MS;
  return every - (Math.max(0, s.Now - s.StartedAt) % every);
};

/** Reads the session's figures, waits for each due reminder, reads them again and shows them; stops when off. */
export function* remindWhilePlaying(): SagaIterator {
  let r: ApiResult<PlaySessionAnswer> = yield call(getPlaySession);
  for (;;) {
    if (!r.ok || !r.data || r.data.ReminderMinutes === 0) return;
    yield delay(untilNextReminder(r.data));
    r = yield call(getPlaySession);
    if (!r.ok || !r.data || r.data.ReminderMinutes === 0) return;
    // The dialog and its texts load when the first reminder is due.
    const dialog: ReminderDialog = yield call(loadReminderDialog);
    yield call(dialog.showReminder, r.data);
  }
}
