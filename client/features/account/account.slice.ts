/** The Hesap Bilgilerim page: the member's names and numbers (the contacts are contact verification's record). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountInfo } from '@shared/protocol/account-api';
import type { RootState } from '../../app/store';

export interface AccountState {
  info: AccountInfo | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

export const initialAccountState: AccountState = { info: null, status: 'idle' };

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    infoRequested: (s) => {
      s.status = 'loading';
    },
    infoLoaded: (s, { payload }: PayloadAction<AccountInfo>) => {
      s.info = payload;
      s.status = 'loaded';
    },
    infoFailed: (s) => {
      s.status = 'failed';
    },
  },
});

export const accountActions = accountSlice.actions;

/** The slice loads with its route: until then its initial state. */
export const selectAccount = (state: RootState): AccountState => state.account ?? initialAccountState;
