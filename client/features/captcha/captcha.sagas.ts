/**
 * Captcha: loads an image when a captcha page asks (the latest request wins), loads a new one after a failed
 * login while such a page is shown (the server used the old one up), and sends the verification page's answer:
 * a right one returns to the redirectUrl (a path of this site only), a wrong one shows the server's message
 * with a new image.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { ROUTES } from '@shared/constants/routes';
import { CAPTCHA_TEXTS } from '@shared/errors/captcha-messages';
import { MESSAGES } from '@shared/errors/catalogue';
import type { CaptchaAnswer, VerifyCaptchaAnswer } from '@shared/protocol/captcha-api';
import { safeReturnPath } from '@shared/rules/safe-return-path';
import type { ApiResult } from '../../platform/api/api-client';
import { authActions } from '../auth/auth.slice';
import { navigate } from '../../platform/session/navigation.effects';
import { fetchCaptchaImage, postVerifyCaptcha } from './captcha.api';
import { captchaActions, selectCaptcha, type CaptchaState } from './captcha.slice';

export function* loadImage(): SagaIterator {
  const r: ApiResult<CaptchaAnswer> = yield call(fetchCaptchaImage);
  if (r.ok && r.data?.ImageBase64 && r.data.ValueHash) yield put(captchaActions.imageLoaded(r.data));
  else yield put(captchaActions.imageFailed());
}

function* renewAfterFailedLogin(): SagaIterator {
  const state: CaptchaState = yield select(selectCaptcha);
  if (state.shown) yield put(captchaActions.imageRequested());
}

export function* verify({ payload }: ReturnType<typeof captchaActions.verifyRequested>): SagaIterator {
  const { valueHash }: CaptchaState = yield select(selectCaptcha);
  if (!valueHash) {
    yield put(captchaActions.verifyFailed(CAPTCHA_TEXTS.imageFailed));
    return;
  }
  const r: ApiResult<VerifyCaptchaAnswer> = yield call(postVerifyCaptcha, {
    CacheKey: payload.cacheKey,
    ValueHash: valueHash,
    SecurityCode: payload.securityCode,
  });
  if (r.ok && r.data?.IsSuccess) {
    yield put(captchaActions.verifySucceeded());
    yield call(navigate, safeReturnPath(payload.redirectUrl, ROUTES.home), { replace: true });
    return;
  }
  const message = r.status === 0 ? MESSAGES.networkError : (r.error?.Message ?? CAPTCHA_TEXTS.wrongCode);
  yield put(captchaActions.verifyFailed(message));
  yield put(captchaActions.imageRequested());
}

export function* captchaSaga(): SagaIterator {
  yield takeLatest(captchaActions.imageRequested.type, loadImage);
  yield takeLatest(authActions.loginFailed.type, renewAfterFailedLogin);
  yield takeLeading(captchaActions.verifyRequested.type, verify);
}
