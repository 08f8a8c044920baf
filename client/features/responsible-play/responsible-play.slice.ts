/** The Sorumlu Oyun page: the member's state from the server, which change is being sent, and its answer to show. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ExclusionDuration, LimitKind, LimitPeriod, ReminderMinutes, ResponsiblePlayState,
} from '@shared/protocol/responsible-play-api';
import type { RootState } from '../../app/store';

/** Which part of the page a change belongs to: `stake-day`, ..., `reminder`, `exclusion`. */
export type ChangeKey = `${LimitKind}-${LimitPeriod}` | 'reminder' | 'exclusion';
export const limitKey = (kind: LimitKind, period: LimitPeriod): ChangeKey => `${kind}-${period}`;

export interface ResponsiblePlayPageState {
  data: ResponsiblePlayState | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  busy: ChangeKey | null;
  /** The last answer, shown beside the part it belongs to. */
  notice: { key: ChangeKey; text: string; tone: 'success' | 'error' } | null;
}

export const initialResponsiblePlayState: ResponsiblePlayPageState = { data: null, status: 'idle', busy: null, notice: null };

type LimitIntent = { kind: LimitKind; period: LimitPeriod };
const sending = (state: ResponsiblePlayPageState, key: ChangeKey) => {
  state.busy = key;
  state.notice = null;
};

export const responsiblePlaySlice = createSlice({
  name: 'responsiblePlay',
  initialState: initialResponsiblePlayState,
  reducers: {
    loadRequested: (state) => {
      state.status = 'loading';
    },
    loaded: (state, { payload }: PayloadAction<ResponsiblePlayState>) => {
      state.status = 'loaded';
      state.data = payload;
    },
    loadFailed: (state) => {
      state.status = 'failed';
    },
    limitSaveRequested: (state, { payload }: PayloadAction<LimitIntent & { amount: number | null }>) => sending(state, limitKey(payload.kind, payload.period)),
    limitConfirmRequested: (state, { payload }: PayloadAction<LimitIntent>) => sending(state, limitKey(payload.kind, payload.period)),
    limitCancelRequested: (state, { payload }: PayloadAction<LimitIntent>) => sending(state, limitKey(payload.kind, payload.period)),
    reminderSaveRequested: (state, _action: PayloadAction<{ minutes: ReminderMinutes }>) => sending(state, 'reminder'),
    selfExcludeRequested: (state, _action: PayloadAction<{ duration: ExclusionDuration }>) => sending(state, 'exclusion'),
    changeSucceeded: (state, { payload }: PayloadAction<{ key: ChangeKey; message: string; data: ResponsiblePlayState }>) => {
      state.busy = null;
      state.data = payload.data;
      state.notice = { key: payload.key, text: payload.message, tone: 'success' };
    },
    changeFailed: (state, { payload }: PayloadAction<{ key: ChangeKey; message: string }>) => {
      state.busy = null;
      state.notice = { key: payload.key, text: payload.message, tone: 'error' };
    },
    /** The member said no in the confirmation dialog. */
    changeAborted: (state) => {
      state.busy = null;
    },
  },
});

export const responsiblePlayActions = responsiblePlaySlice.actions;
export const selectResponsiblePlay = (s: RootState): ResponsiblePlayPageState => s.responsiblePlay ?? initialResponsiblePlayState;
