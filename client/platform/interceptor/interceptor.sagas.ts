/**
 * The one interceptor over the one API client (architecture: "forced answers ... one interceptor saga handles").
 * The api-client reports every forced answer; an eventChannel brings them in, one at a time:
 * - login (session fault, NOT_AUTHORIZED, RedirectRequired): the session is over; to the login page with the
 *   current address, except for answers a feature claims (forced-targets.ts: the coupon play and the campaign
 *   participation ask for the login where the user is and re-fire their action);
 * - password change, profession (416), contract (0 + 1600), captcha, foreign captcha: to their page with the
 *   current address (share flows first show 'Uyarı: Lütfen meslek seçiniz.': PROFESSION_NOTICE_PATHS);
 * - KvkRequired: an error popup ('Hata') with the answer's Description, not stacked twice, and not while the consent
 *   popup is open: that popup asks for exactly this preference (consent.sagas closes the error when it opens);
 * - contact verification: `contactVerificationRequired({ type })`, only while a page allows it.
 * No loops: when the user already is on the target page, nothing happens; several answers arriving together
 * (background calls) navigate once.
 */
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, getContext, put, select, take } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { MESSAGES, REQUEST_ERRORS } from '@shared/errors/catalogue';
import { subscribeApiEvents, type ApiEvent } from '../api/api-client';
import { CTX, type ApiEventSource } from '../../app/saga-context';
import { authActions, selectAuthStatus, type AuthStatus } from '../../features/auth/auth.slice';
import { selectConsent, type ConsentState } from '../../features/consent/consent.slice';
import { awaitDialog, showMessage } from '../dialogs/dialogs.sagas';
import { selectTopDialog, type Dialog } from '../dialogs/dialogs.slice';
import { navigate, readCurrentPath } from '../session/navigation.effects';
import { PROFESSION_NOTICE_PATHS, alreadyThere, forcedTarget, isClaimed, pathOnly } from './forced-targets';
import { interceptorActions, selectContactVerificationEnabled } from './interceptor.slice';

export type ForcedEvent = Extract<ApiEvent, { type: 'forced' }>;

const FORCED_BUFFER = 16;

export const forcedAnswersChannel = (subscribe: ApiEventSource['subscribe'] = subscribeApiEvents): EventChannel<ForcedEvent> =>
  eventChannel<ForcedEvent>((emit) =>
    subscribe((e) => {
      if (e.type === 'forced') emit(e);
    }),
  buffers.sliding(FORCED_BUFFER));

function* kvkPopup(description: string): SagaIterator {
  const { popupOpen }: ConsentState = yield select(selectConsent);
  if (popupOpen) return;
  const message = description || REQUEST_ERRORS.INTERNAL;
  const top: Dialog | undefined = yield select(selectTopDialog);
  if (top && top.message === message && top.messageType === MESSAGE_TYPE.error) return;
  yield call(showMessage, message, MESSAGE_TYPE.error);
}

/** The last navigation: from where, to where. A page load is not instant (lazy routes), so answers arriving
 * before it completes still see the old address. */
export interface LastNavigation {
  from: string;
  to: string;
  at: number;
}

/** Answers within this time of a navigation, still on the old address, belong to the same burst. */
export const NAVIGATION_SETTLE_MS = 2000;

/** Handles one forced answer; answers the navigation made (or the previous one when none was made). */
export function* handleForced({ answer, path }: ForcedEvent, last: LastNavigation | null = null): SagaIterator<LastNavigation | null> {
  if (isClaimed(answer, path)) return last;
  if (answer.kind === 'kvk') {
    yield call(kvkPopup, answer.description);
    return last;
  }
  if (answer.kind === 'contactVerification') {
    const enabled: boolean = yield select(selectContactVerificationEnabled);
    if (enabled) yield put(interceptorActions.contactVerificationRequired({ type: answer.type }));
    return last;
  }
  if (answer.kind === 'login') {
    const status: AuthStatus = yield select(selectAuthStatus);
    if (status === 'member') yield put(authActions.sessionEnded());
  }
  const current: string = yield call(readCurrentPath);
  const target = forcedTarget(answer, current);
  if (!target || alreadyThere(answer, target, current)) return last;
  const now = Date.now();
  if (last && now - last.at < NAVIGATION_SETTLE_MS && last.from === current && pathOnly(last.to) === pathOnly(target)) return last;
  if (answer.kind === 'profession' && PROFESSION_NOTICE_PATHS.has(pathOnly(path))) {
    const id: string = yield call(showMessage, MESSAGES.selectProfession, MESSAGE_TYPE.warning);
    yield call(awaitDialog, id);
  }
  yield call(navigate, target);
  return { from: current, to: target, at: now };
}

export function* interceptorSaga(): SagaIterator {
  const apiEvents: ApiEventSource = yield getContext(CTX.apiEvents);
  const forced: EventChannel<ForcedEvent> = yield call(forcedAnswersChannel, apiEvents.subscribe);
  let last: LastNavigation | null = null;
  try {
    for (;;) {
      const e: ForcedEvent = yield take(forced);
      last = yield call(handleForced, e, last);
    }
  } finally {
    forced.close();
  }
}
