/**
 * Saga helpers over the dialog stack. `confirmDialog` opens a confirm dialog and waits for its answer:
 *   const ok: boolean = yield call(confirmDialog, 'Kuponu silmek istiyor musunuz?');
 */
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, race, take } from 'redux-saga/effects';
import { MESSAGE_TYPE, type MessageType } from '@shared/constants/codes';
import { dialogsActions, type DialogDetail, type DialogSpec } from './dialogs.slice';

export type DialogAnswer = 'confirmed' | 'cancelled' | 'closed';

/** Opens a dialog and returns its id. */
export function* openDialog(spec: DialogSpec): SagaIterator<string> {
  const action = dialogsActions.opened(spec);
  yield put(action);
  return action.payload.id;
}

const answerOf =
  (creator: typeof dialogsActions.confirmed | typeof dialogsActions.cancelled | typeof dialogsActions.closed, id: string) =>
  (a: Action): boolean =>
    creator.match(a) && a.payload.id === id;

/** Waits until the dialog with this id is answered or closed. */
export function* awaitDialog(id: string): SagaIterator<DialogAnswer> {
  const r: Partial<Record<DialogAnswer, Action>> = yield race({
    confirmed: take(answerOf(dialogsActions.confirmed, id)),
    cancelled: take(answerOf(dialogsActions.cancelled, id)),
    closed: take(answerOf(dialogsActions.closed, id)),
  });
  if (r.confirmed) return 'confirmed';
  return r.cancelled ? 'cancelled' : 'closed';
}

/** An info dialog titled by its message type (Hata, Uyarı, Bilgi); does not wait for it. */
export function* showMessage(
  message: string,
  messageType: MessageType = MESSAGE_TYPE.information,
  details: DialogDetail[] = [],
): SagaIterator<string> {
  return yield call(openDialog, { kind: 'info', message, messageType, details });
}

/** "Onay" dialog with Tamam / İptal: true when confirmed. */
export function* confirmDialog(message: string, title?: string): SagaIterator<boolean> {
  const id: string = yield call(openDialog, { kind: 'confirm', message, title });
  const answer: DialogAnswer = yield call(awaitDialog, id);
  return answer === 'confirmed';
}

/** Kaydet / Kapat dialog: 'save' or 'close'. */
export function* saveOrCloseDialog(message: string, title?: string): SagaIterator<'save' | 'close'> {
  const id: string = yield call(openDialog, { kind: 'saveOrClose', message, title });
  const answer: DialogAnswer = yield call(awaitDialog, id);
  return answer === 'confirmed' ? 'save' : 'close';
}
