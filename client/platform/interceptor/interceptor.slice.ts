/**
 * The interceptor's page-level flag: contact verification (spec section 4) runs only on pages that allow it.
 * Such a page sets the flag while it is shown (useContactVerificationFlag); the interceptor then raises
 * `contactVerificationRequired` for the verification popups (features/contact-verification) to take.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

export interface InterceptorState {
  contactVerificationEnabled: boolean;
}

const initialState: InterceptorState = { contactVerificationEnabled: false };

export const interceptorSlice = createSlice({
  name: 'interceptor',
  initialState,
  reducers: {
    contactVerificationFlagSet: (state, { payload }: PayloadAction<boolean>) => {
      state.contactVerificationEnabled = payload;
    },
    /** An answer asked for contact verification on a page that allows it; type 1 phone, 2 e-mail, 99 info. */
    contactVerificationRequired: (_state, _action: PayloadAction<{ type: number }>) => {},
  },
});

export const interceptorActions = interceptorSlice.actions;

export const selectContactVerificationEnabled = (state: RootState): boolean => state.interceptor.contactVerificationEnabled;
