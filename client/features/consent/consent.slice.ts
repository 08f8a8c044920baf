/**
 * Personal-data (KVK) consent: the consent popup (open, saving, what the server asked for first, the failure
 * text) and the member's contact permissions on the account page.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactPermissions } from '@shared/protocol/contract-api';
import type { RootState } from '../../app/store';

/** The server asked for something before consent: a contract update or a password change, and where to do it. */
export interface ConsentPrerequisite {
  message: string;
  url: string;
}

export interface ConsentState {
  popupOpen: boolean;
  popupPage: string;
  saving: boolean;
  error: string | null;
  prerequisite: ConsentPrerequisite | null;
  permissions: ContactPermissions | null;
  permissionsStatus: 'idle' | 'loading' | 'loaded' | 'failed' | 'saving';
  /** Shown under the permissions form after a save: the result, in Turkish. */
  permissionsMessage: string | null;
}

export const initialConsentState: ConsentState = {
  popupOpen: false,
  popupPage: '',
  saving: false,
  error: null,
  prerequisite: null,
  permissions: null,
  permissionsStatus: 'idle',
  permissionsMessage: null,
};

export const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsentState,
  reducers: {
    /** Anyone may ask; the saga asks a visitor to log in first. */
    popupRequested: (_state, _action: PayloadAction<{ popupPage: string }>) => {},
    popupOpened: (state, { payload }: PayloadAction<{ popupPage: string }>) => {
      Object.assign(state, { popupOpen: true, popupPage: payload.popupPage, saving: false, error: null, prerequisite: null });
    },
    popupClosed: (state) => {
      state.popupOpen = false;
    },
    consentSubmitted: (state, _action: PayloadAction<{ allowContact: boolean }>) => {
      state.saving = true;
      state.error = null;
      state.prerequisite = null;
    },
    consentSaved: (state) => {
      state.saving = false;
      state.popupOpen = false;
    },
    consentFailed: (state, { payload }: PayloadAction<string>) => {
      state.saving = false;
      state.error = payload;
    },
    prerequisiteAsked: (state, { payload }: PayloadAction<ConsentPrerequisite>) => {
      state.saving = false;
      state.prerequisite = payload;
    },
    /** The consent-cancel popup: asks, then saves the consent as refused. */
    cancelRequested: () => {},
    permissionsRequested: (state) => {
      state.permissionsStatus = 'loading';
      state.permissionsMessage = null;
    },
    permissionsLoaded: (state, { payload }: PayloadAction<ContactPermissions>) => {
      state.permissions = payload;
      state.permissionsStatus = 'loaded';
    },
    permissionsFailed: (state, { payload }: PayloadAction<string>) => {
      state.permissionsStatus = state.permissions ? 'loaded' : 'failed';
      state.permissionsMessage = payload;
    },
    permissionsSaveRequested: (state, _action: PayloadAction<ContactPermissions>) => {
      state.permissionsStatus = 'saving';
      state.permissionsMessage = null;
    },
    permissionsSaved: (state, { payload }: PayloadAction<{ permissions: ContactPermissions; message: string }>) => {
      state.permissions = payload.permissions;
      state.permissionsStatus = 'loaded';
      state.permissionsMessage = payload.message;
    },
  },
});

export const consentActions = consentSlice.actions;
export const selectConsent = (state: RootState): ConsentState => state.consent;
