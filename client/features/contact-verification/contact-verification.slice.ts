/**
 * Contact verification (spec sections 2 and 4): which popup is open (phone, e-mail, the type-99 info popup, or a
 * daily-limit popup), the phone / e-mail popup's block (entry, code, verified), the send and check state, the
 * countdown, and the member's contact record (also read by the Hesap Bilgilerim page). The slice stays out of the
 * entry bundle: the workers module injects it when it first loads; until then the selectors give the initial state.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ContactVerificationRecord } from '@shared/protocol/contact-verification-api';
import type { RootState } from '../../app/store';

export type ContactKind = 'phone' | 'email';
export type VerificationPopup = 'none' | ContactKind | 'info' | 'phoneLimit' | 'emailLimit';
export type VerificationStep = 'loading' | 'entry' | 'code' | 'verified';

export interface ContactVerificationState {
  popup: VerificationPopup;
  step: VerificationStep;
  record: ContactVerificationRecord | null;
  recordStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The phone (as the mask draws it) or e-mail in the entry field; in the code block, where the code went. */
  contact: string;
  sending: boolean;
  checking: boolean;
  /** Server message of a refused send: under the phone / e-mail field, send disabled until the contact changes. */
  sendError: string | null;
  /** Server message of a wrong code: under the code field. */
  codeError: string | null;
  /** The daily limit reached by 'send again': shown inline, and the change links are disabled. */
  inlineLimit: string | null;
  /** Client-clock time the code expires, from the server's expiry (ExpiresAt - ServerNow). */
  deadline: number | null;
  remainingMs: number;
  expired: boolean;
}

export const initialContactVerificationState: ContactVerificationState = {
  popup: 'none',
  step: 'entry',
  record: null,
  recordStatus: 'idle',
  contact: '',
  sending: false,
  checking: false,
  sendError: null,
  codeError: null,
  inlineLimit: null,
  deadline: null,
  remainingMs: 0,
  expired: false,
};

const resetFlow = (s: ContactVerificationState): void => {
  Object.assign(s, { sending: false, checking: false, sendError: null, codeError: null, inlineLimit: null, deadline: null, remainingMs: 0, expired: false });
};

export const contactVerificationSlice = createSlice({
  name: 'contactVerification',
  initialState: initialContactVerificationState,
  reducers: {
    /** Opens by type: 1 phone, 2 e-mail, 99 the info popup. */
    openRequested: (_s, _a: PayloadAction<{ type: number }>) => {},
    popupShown: (s, { payload }: PayloadAction<VerificationPopup>) => {
      resetFlow(s);
      s.popup = payload;
      s.step = payload === 'phone' || payload === 'email' ? 'loading' : s.step;
    },
    recordRequested: (s) => {
      s.recordStatus = 'loading';
    },
    recordLoaded: (s, { payload }: PayloadAction<ContactVerificationRecord>) => {
      s.record = payload;
      s.recordStatus = 'loaded';
    },
    /** The open popup's first block: verified, or the entry prefilled with the contact on file. */
    popupReady: (s, { payload }: PayloadAction<{ verified: boolean; contact: string }>) => {
      if (s.popup !== 'phone' && s.popup !== 'email') return;
      s.step = payload.verified ? 'verified' : 'entry';
      s.contact = payload.contact;
    },
    recordFailed: (s) => {
      s.recordStatus = 'failed';
    },
    contactChanged: (s, { payload }: PayloadAction<string>) => {
      s.contact = payload;
      s.sendError = null;
    },
    /** 'Kod Gönder' (resend false) or 'Tekrar Gönder' in the code block (resend true). */
    sendRequested: (s, _a: PayloadAction<{ resend: boolean }>) => {
      s.sending = true;
      s.sendError = null;
    },
    /** The send request failed: the page block is removed, nothing else changes. */
    sendAborted: (s) => {
      s.sending = false;
    },
    sendFailed: (s, { payload }: PayloadAction<string>) => {
      s.sending = false;
      s.sendError = payload;
    },
    codeSent: (s, { payload }: PayloadAction<{ deadline: number; remainingMs: number }>) => {
      resetFlow(s);
      s.step = 'code';
      s.deadline = payload.deadline;
      s.remainingMs = payload.remainingMs;
    },
    dailyLimitInline: (s, { payload }: PayloadAction<string>) => {
      s.sending = false;
      s.inlineLimit = payload;
    },
    dailyLimitReached: (s, { payload }: PayloadAction<ContactKind>) => {
      resetFlow(s);
      s.popup = payload === 'phone' ? 'phoneLimit' : 'emailLimit';
    },
    ticked: (s, { payload }: PayloadAction<number>) => {
      s.remainingMs = payload;
    },
    codeExpired: (s) => {
      s.remainingMs = 0;
      s.expired = true;
    },
    /** 'Numarayı Değiştir' / 'E-posta Adresini Değiştir': back to the entry block. */
    changeRequested: (s) => {
      resetFlow(s);
      s.step = 'entry';
    },
    checkRequested: (s, _a: PayloadAction<{ code: string }>) => {
      s.checking = true;
      s.codeError = null;
    },
    checkFailed: (s, { payload }: PayloadAction<string>) => {
      s.checking = false;
      s.codeError = payload;
    },
    codeTyped: (s) => {
      s.codeError = null;
    },
    verified: (s, { payload }: PayloadAction<{ kind: ContactKind; contact: string }>) => {
      resetFlow(s);
      s.popup = 'none';
      if (s.record && payload.kind === 'phone') Object.assign(s.record, { MobilePhone: payload.contact, MobilePhoneVerified: true });
      if (s.record && payload.kind === 'email') Object.assign(s.record, { Email: payload.contact, EmailVerified: true });
    },
    infoConfirmed: (s) => {
      s.popup = 'none';
    },
    infoDismissed: (s) => {
      s.popup = 'none';
    },
    closed: (s) => {
      resetFlow(s);
      s.popup = 'none';
    },
  },
});

export const contactVerificationActions = contactVerificationSlice.actions;

export const selectContactVerification = (state: RootState): ContactVerificationState => state.contactVerification ?? initialContactVerificationState;
export const selectContactRecord = (state: RootState): ContactVerificationRecord | null => selectContactVerification(state).record;
