/** The forced password change page: whether a change is being sent, and the server's refusal to show. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChangePasswordRequest } from '@shared/protocol/security-api';
import type { RootState } from '../../app/store';

export interface SecurityState {
  saving: boolean;
  error: string | null;
}

export const initialSecurityState: SecurityState = { saving: false, error: null };

export interface ChangePasswordIntent extends ChangePasswordRequest {
  /** Checked R= of the page: where to go afterwards. */
  returnTo: string;
}

export const securitySlice = createSlice({
  name: 'security',
  initialState: initialSecurityState,
  reducers: {
    changeRequested: (state, _action: PayloadAction<ChangePasswordIntent>) => {
      state.saving = true;
      state.error = null;
    },
    changeFailed: (state, { payload }: PayloadAction<string>) => {
      state.saving = false;
      state.error = payload;
    },
    changeSucceeded: (state) => {
      state.saving = false;
      state.error = null;
    },
  },
});

export const securityActions = securitySlice.actions;
export const selectSecurity = (s: RootState): SecurityState => s.security ?? initialSecurityState;
