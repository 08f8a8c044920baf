/**
 * The current membership contract (its text for the signing page, its id for the update bar), the signing and
 * accepting in flight, and the dismissed-contract id read from its cookie (spec section 4 "Contract notice").
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContractSignPayload, ContractText } from '@shared/protocol/contract-api';
import { showsContractNotice } from '@shared/rules/contract-notice';
import type { RootState } from '../../app/store';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ContractState {
  current: ContractText | null;
  kvkText: ContractText | null;
  status: LoadStatus;
  signing: boolean;
  /** A refusal of the sign call, in Turkish. */
  signError: string | null;
  accepting: boolean;
  dismissedId: number;
}

export const initialContractState: ContractState = {
  current: null,
  kvkText: null,
  status: 'idle',
  signing: false,
  signError: null,
  accepting: false,
  dismissedId: 0,
};

export const contractSlice = createSlice({
  name: 'contract',
  initialState: initialContractState,
  reducers: {
    currentRequested: (state) => {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    currentLoaded: (state, { payload }: PayloadAction<{ contract: ContractText; kvkText: ContractText | null }>) => {
      state.current = payload.contract;
      state.kvkText = payload.kvkText;
      state.status = 'loaded';
    },
    currentFailed: (state) => {
      state.status = 'failed';
    },
    signRequested: (state, _action: PayloadAction<ContractSignPayload>) => {
      state.signing = true;
      state.signError = null;
    },
    signFailed: (state, { payload }: PayloadAction<string>) => {
      state.signing = false;
      state.signError = payload;
    },
    signSucceeded: (state) => {
      state.signing = false;
    },
    acceptRequested: (state) => {
      state.accepting = true;
    },
    acceptFinished: (state) => {
      state.accepting = false;
    },
    /** The update bar was closed: `signedId` is what the member had signed then. */
    noticeDismissed: (state, { payload }: PayloadAction<{ signedId: number }>) => {
      state.dismissedId = payload.signedId;
    },
    dismissedRead: (state, { payload }: PayloadAction<number>) => {
      state.dismissedId = payload;
    },
  },
});

export const contractActions = contractSlice.actions;

export const selectContract = (state: RootState): ContractState => state.contract;

/** The update bar's rule, for a member whose current contract is known. */
export const selectShowsContractNotice = (state: RootState): boolean => {
  const member = state.auth.member;
  const current = state.contract.current;
  return member !== null && current !== null && showsContractNotice(member.SignedContractId, current.Id, state.contract.dismissedId);
};
