/**
 * The session reminder: while a member is logged in with a reminder of 30 or 60 minutes, a dialog every that many
 * minutes of the session (counted from the login by the server's clock, so a reload or a new member-info does not
 * shift it) shows the time played and the net result, both read from the server when the reminder is due. Runs from
 * the start (root saga): a reminder is due on any page, not only the Sorumlu Oyun page. The watcher is here; the
 * workers (session-reminder.workers.ts) and the dialog load apart from the entry bundle.
 */
import { createAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';
import { lazyWorkers } from '../../platform/lazy-worker';
import { authActions } from '../auth/auth.slice';

const remindWhilePlaying = lazyWorkers(() => import('./session-reminder.workers'))('remindWhilePlaying');

/** The member changed the reminder on the Sorumlu Oyun page: start over with the new setting. */
export const reminderSettingChanged = createAction('sessionReminder/settingChanged');

function* onWhoChanged(action: { type: string }): SagaIterator {
  if (authActions.memberLoaded.match(action) || reminderSettingChanged.match(action)) yield call(remindWhilePlaying);
}

export function* sessionReminderSaga(): SagaIterator {
  yield takeLatest(
    [authActions.memberLoaded.type, reminderSettingChanged.type, authActions.loggedOut.type, authActions.sessionEnded.type, authActions.visitorConfirmed.type],
    onWhoChanged,
  );
}
