/**
 * The captcha image shown on the captcha login page and the verification page (one at a time), and the
 * verification form's state. `shown` is true while such a page is mounted: a failed login then needs a new image,
 * because the server uses an image up on the first answer, right or wrong.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CaptchaAnswer } from '@shared/protocol/captcha-api';
import type { RootState } from '../../app/store';

export interface CaptchaState {
  shown: boolean;
  loading: boolean;
  failed: boolean;
  /** PNG, base64. */
  image: string | null;
  valueHash: string | null;
  verifying: boolean;
  verifyError: string | null;
}

export const initialCaptchaState: CaptchaState = {
  shown: false,
  loading: false,
  failed: false,
  image: null,
  valueHash: null,
  verifying: false,
  verifyError: null,
};

export interface VerifyIntent {
  cacheKey: string;
  securityCode: string;
  redirectUrl: string | null;
}

export const captchaSlice = createSlice({
  name: 'captcha',
  initialState: initialCaptchaState,
  reducers: {
    /** A captcha page mounted, or its "Yenile" button was pressed. */
    imageRequested: (state) => {
      state.shown = true;
      state.loading = true;
      state.failed = false;
    },
    imageLoaded: (state, { payload }: PayloadAction<CaptchaAnswer>) => {
      state.loading = false;
      state.image = payload.ImageBase64;
      state.valueHash = payload.ValueHash;
    },
    imageFailed: (state) => {
      state.loading = false;
      state.failed = true;
      state.image = null;
      state.valueHash = null;
    },
    /** The captcha page unmounted. */
    closed: () => initialCaptchaState,
    verifyRequested: (state, _action: PayloadAction<VerifyIntent>) => {
      state.verifying = true;
      state.verifyError = null;
    },
    verifyFailed: (state, { payload }: PayloadAction<string>) => {
      state.verifying = false;
      state.verifyError = payload;
    },
    verifySucceeded: (state) => {
      state.verifying = false;
      state.verifyError = null;
    },
  },
});

export const captchaActions = captchaSlice.actions;
export const selectCaptcha = (state: RootState): CaptchaState => state.captcha ?? initialCaptchaState;
