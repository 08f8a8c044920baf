/**
 * Opens a share window; when the browser blocks it, shows the pop-up-blocker help of the user's browser (spec
 * sections 2 and 8) as an info dialog with the browser's numbered steps.
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { popupBlockerHelp } from '@shared/rules/popup-blocker-help';
import { openShareWindow } from '../../lib/clipboard';
import { openDialog } from './dialogs.sagas';

export function* openShareWindowOrHelp(url: string): SagaIterator<boolean> {
  const opened: boolean = yield call(openShareWindow, url);
  if (opened) return true;
  const help = popupBlockerHelp(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  yield call(openDialog, { kind: 'info', title: help.title, message: help.message, messageType: MESSAGE_TYPE.warning, details: help.steps });
  return false;
}
