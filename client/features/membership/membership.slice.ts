/**
 * Membership forms (sign-up, forgot password, contact us, write a message): each form's sending state and the
 * message to show, the forgot-password step, and the member's message thread. Passwords never enter the state
 * (they travel in the request actions only).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ContactUsRequest,
  ForgotPasswordRequest,
  MemberMessage,
  MemberMessageRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@shared/protocol/membership-api';
import type { RootState } from '../../app/store';

export type MembershipForm = 'signup' | 'forgot' | 'reset' | 'contact' | 'message';
export type FormStatus = 'idle' | 'sending' | 'done' | 'failed';

export interface FormState {
  status: FormStatus;
  message: string | null;
}

export interface MembershipState {
  forms: Record<MembershipForm, FormState>;
  /** Forgot password: the account and contact of the code request, kept for the reset step. */
  resetFor: ForgotPasswordRequest | null;
  thread: MemberMessage[] | null;
}

const idle: FormState = { status: 'idle', message: null };
export const initialMembershipState: MembershipState = {
  forms: { signup: idle, forgot: idle, reset: idle, contact: idle, message: idle },
  resetFor: null,
  thread: null,
};

const sending = (state: MembershipState, form: MembershipForm) => {
  state.forms[form] = { status: 'sending', message: null };
};

export const membershipSlice = createSlice({
  name: 'membership',
  initialState: initialMembershipState,
  reducers: {
    signupRequested: (state, _a: PayloadAction<RegisterRequest>) => sending(state, 'signup'),
    forgotRequested: (state, _a: PayloadAction<ForgotPasswordRequest>) => sending(state, 'forgot'),
    resetRequested: (state, _a: PayloadAction<ResetPasswordRequest>) => sending(state, 'reset'),
    contactRequested: (state, _a: PayloadAction<ContactUsRequest>) => sending(state, 'contact'),
    messageRequested: (state, _a: PayloadAction<MemberMessageRequest>) => sending(state, 'message'),
    threadRequested: () => {},
    formSucceeded: (state, { payload }: PayloadAction<{ form: MembershipForm; message: string }>) => {
      state.forms[payload.form] = { status: 'done', message: payload.message };
    },
    formFailed: (state, { payload }: PayloadAction<{ form: MembershipForm; message: string }>) => {
      state.forms[payload.form] = { status: 'failed', message: payload.message };
    },
    codeSent: (state, { payload }: PayloadAction<ForgotPasswordRequest>) => {
      state.resetFor = payload;
    },
    /** Back to asking for a code (another account or contact). */
    resetRestarted: (state) => {
      state.resetFor = null;
      state.forms.forgot = idle;
      state.forms.reset = idle;
    },
    formCleared: (state, { payload }: PayloadAction<MembershipForm>) => {
      state.forms[payload] = idle;
    },
    threadLoaded: (state, { payload }: PayloadAction<MemberMessage[]>) => {
      state.thread = payload;
    },
  },
});

export const membershipActions = membershipSlice.actions;

export const selectMembershipForm = (form: MembershipForm) => (state: RootState): FormState => (state.membership ?? initialMembershipState).forms[form];
export const selectResetFor = (state: RootState): ForgotPasswordRequest | null => (state.membership ?? initialMembershipState).resetFor;
export const selectThread = (state: RootState): MemberMessage[] | null => (state.membership ?? initialMembershipState).thread;
