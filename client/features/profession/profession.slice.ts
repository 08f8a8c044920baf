/** The profession page: the list from the server, the member's saved choice, loading and saving. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profession } from '@shared/protocol/security-api';
import type { RootState } from '../../app/store';

export interface ProfessionState {
  list: Profession[];
  selectedId: number | null;
  loading: boolean;
  saving: boolean;
  error: string | null;
}

export const initialProfessionState: ProfessionState = { list: [], selectedId: null, loading: false, saving: false, error: null };

export const professionSlice = createSlice({
  name: 'profession',
  initialState: initialProfessionState,
  reducers: {
    loadRequested: (state) => {
      state.loading = true;
      state.error = null;
    },
    loaded: (state, { payload }: PayloadAction<{ list: Profession[]; selectedId: number | null }>) => {
      state.loading = false;
      state.list = payload.list;
      state.selectedId = payload.selectedId;
    },
    loadFailed: (state, { payload }: PayloadAction<string>) => {
      state.loading = false;
      state.error = payload;
    },
    saveRequested: (state, _action: PayloadAction<{ professionId: number; returnTo: string }>) => {
      state.saving = true;
      state.error = null;
    },
    saveFailed: (state, { payload }: PayloadAction<string>) => {
      state.saving = false;
      state.error = payload;
    },
    saved: (state, { payload }: PayloadAction<{ professionId: number }>) => {
      state.saving = false;
      state.selectedId = payload.professionId;
    },
  },
});

export const professionActions = professionSlice.actions;
export const selectProfession = (s: RootState): ProfessionState => s.profession ?? initialProfessionState;
