/**
 * Who is using the site: unknown until the member-info call answers, then visitor or member (with the member
 * info). Also the one login form's state (all three login forms share it; `origin` says which one submitted) and
 * the protected action waiting for a login (re-fired after it, spec section 4 "Login"). The password never enters
 * the state; `passwordClears` counts logouts so mounted forms empty their password field.
 */
import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { MemberInfo } from '@shared/protocol/api';
import type { RootState } from '../../app/store';

export type AuthStatus = 'unknown' | 'visitor' | 'member';
export type LoginOrigin = 'header' | 'page' | 'dialog' | 'campaign';

export interface LoginIntent {
  username: string;
  password: string;
  securityCode?: string;
  origin: LoginOrigin;
  /** The login page's RedirectUrl, unchecked; the saga keeps only a same-origin path. */
  redirectUrl?: string;
}

export interface LoginFailure {
  code: number | null;
  message: string;
  /** With code 102: where the "Şifremi unuttum" link goes. */
  resetLink: string | null;
}

export interface LoginFormState {
  origin: LoginOrigin | null;
  submitting: boolean;
  error: LoginFailure | null;
  /** Shown under the password field after a failed login. */
  passwordErrorHint: boolean;
  passwordClears: number;
}

export interface AuthState {
  status: AuthStatus;
  member: MemberInfo | null;
  form: LoginFormState;
  /** A protected action a visitor tried; dispatched again after a successful login. */
  pendingAction: UnknownAction | null;
}

const initialForm: LoginFormState = { origin: null, submitting: false, error: null, passwordErrorHint: false, passwordClears: 0 };
export const initialAuthState: AuthState = { status: 'unknown', member: null, form: initialForm, pendingAction: null };

const toVisitor = (state: AuthState) => {
  state.status = 'visitor';
  state.member = null;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginRequested: (state, { payload }: PayloadAction<LoginIntent>) => {
      state.form = { ...state.form, origin: payload.origin, submitting: true, error: null, passwordErrorHint: false };
    },
    loginFailed: (state, { payload }: PayloadAction<LoginFailure>) => {
      state.form = { ...state.form, submitting: false, error: payload, passwordErrorHint: true };
    },
    loginSucceeded: (state) => {
      state.form = { ...state.form, submitting: false, error: null, passwordErrorHint: false };
    },
    /** Forget a shown login error (e.g. the login dialog was closed). */
    loginFormReset: (state) => {
      state.form = { ...initialForm, passwordClears: state.form.passwordClears };
    },
    memberLoaded: (state, { payload }: PayloadAction<MemberInfo>) => {
      state.status = 'member';
      state.member = payload;
    },
    visitorConfirmed: toVisitor,
    /** The server no longer knows the session (NOT_AUTHORIZED). */
    sessionEnded: toVisitor,
    logoutRequested: () => {},
    loggedOut: (state) => {
      toVisitor(state);
      state.form = { ...initialForm, passwordClears: state.form.passwordClears + 1 };
    },
    balanceUpdated: (state, { payload }: PayloadAction<{ balance: number }>) => {
      if (state.member) state.member.Balance = payload.balance;
    },
    /** A visitor tried a protected action: the login dialog opens and the action waits for the login. */
    loginRequired: (state, { payload }: PayloadAction<{ action: UnknownAction }>) => {
      state.pendingAction = payload.action;
    },
    /** A page with its own login form (the campaign page) keeps the action for after the login; no dialog. */
    pendingActionSet: (state, { payload }: PayloadAction<{ action: UnknownAction }>) => {
      state.pendingAction = payload.action;
    },
    pendingActionCleared: (state) => {
      state.pendingAction = null;
    },
  },
});

export const authActions = authSlice.actions;

export const selectAuthStatus = (state: RootState): AuthStatus => state.auth.status;
export const selectMember = (state: RootState): MemberInfo | null => state.auth.member;
export const selectBalance = (state: RootState): number | null => state.auth.member?.Balance ?? null;
export const selectLoginForm = (state: RootState): LoginFormState => state.auth.form;
export const selectPendingAction = (state: RootState): UnknownAction | null => state.auth.pendingAction;
