/**
 * Modal dialogs as a stack: the top one is shown, the ones below wait. A dialog is answered by `confirmed`
 * ("Tamam", "Kaydet") or `cancelled` ("İptal", "Kapat", Escape), or closed by a saga (`closed`). Sagas wait for the
 * answer with the helpers in dialogs.sagas.ts.
 */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import {
  DIALOG_TITLES,
  DIALOG_TITLE_BY_MESSAGE_TYPE,
  INSUFFICIENT_BALANCE_TITLE,
  MESSAGE_TYPE,
  type MessageType,
} from '@shared/constants/codes';
import type { RootState } from '../../app/store';

export type DialogKind = 'info' | 'confirm' | 'saveOrClose' | 'insufficientBalance' | 'login';

/** A labelled value under the message, e.g. "Bakiyeniz: 12,00 TL". */
export interface DialogDetail {
  label: string;
  value: string;
}

export interface Dialog {
  id: string;
  kind: DialogKind;
  title: string;
  message: string;
  messageType: MessageType;
  details: DialogDetail[];
  /** A played coupon the dialog offers to share on Kupondaş (the play success dialog). */
  share?: { couponNo: string };
}

export interface DialogSpec {
  kind: DialogKind;
  message: string;
  messageType?: MessageType;
  /** Defaults: by kind (Onay, Yetersiz Bakiye, Üye Girişi), otherwise by message type (Hata, Uyarı, Bilgi). */
  title?: string;
  details?: DialogDetail[];
  share?: { couponNo: string };
}

export const LOGIN_DIALOG_TITLE = 'Üye Girişi';

const DEFAULT_MESSAGE_TYPE: Record<DialogKind, MessageType> = {
  info: MESSAGE_TYPE.information,
  confirm: MESSAGE_TYPE.information,
  saveOrClose: MESSAGE_TYPE.information,
  insufficientBalance: MESSAGE_TYPE.warning,
  login: MESSAGE_TYPE.information,
};

const titleOf = (kind: DialogKind, messageType: MessageType): string => {
  if (kind === 'confirm') return DIALOG_TITLES.confirm;
  if (kind === 'insufficientBalance') return INSUFFICIENT_BALANCE_TITLE;
  if (kind === 'login') return LOGIN_DIALOG_TITLE;
  return DIALOG_TITLE_BY_MESSAGE_TYPE[messageType];
};

export const toDialog = (spec: DialogSpec, id: string = nanoid()): Dialog => {
  const messageType = spec.messageType ?? DEFAULT_MESSAGE_TYPE[spec.kind];
  return {
    id,
    kind: spec.kind,
    title: spec.title ?? titleOf(spec.kind, messageType),
    message: spec.message,
    messageType,
    details: spec.details ?? [],
    ...(spec.share ? { share: spec.share } : {}),
  };
};

export interface DialogsState {
  stack: Dialog[];
}

const initialState: DialogsState = { stack: [] };

const remove = (state: DialogsState, id: string) => {
  state.stack = state.stack.filter((d) => d.id !== id);
};

export const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState,
  reducers: {
    opened: {
      reducer: (state, { payload }: PayloadAction<Dialog>) => {
        state.stack.push(payload);
      },
      prepare: (spec: DialogSpec) => ({ payload: toDialog(spec) }),
    },
    confirmed: (state, { payload }: PayloadAction<{ id: string }>) => remove(state, payload.id),
    cancelled: (state, { payload }: PayloadAction<{ id: string }>) => remove(state, payload.id),
    /** Closed by the program, not by the user (e.g. the login dialog after a successful login). */
    closed: (state, { payload }: PayloadAction<{ id: string }>) => remove(state, payload.id),
  },
});

export const dialogsActions = dialogsSlice.actions;

export const selectDialogStack = (state: RootState): Dialog[] => state.dialogs.stack;
export const selectTopDialog = (state: RootState): Dialog | undefined => state.dialogs.stack.at(-1);
export const selectIsDialogOpen = (state: RootState, id: string): boolean => state.dialogs.stack.some((d) => d.id === id);
