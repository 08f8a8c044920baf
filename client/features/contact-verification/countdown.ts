/**
 * The activation countdown (spec sections 4 and 9): 3 minutes from the server's expiry time, ticking every second,
 * shown as mm:ss. It stops when the popup closes, the contact is changed or the code is verified; at zero the code
 * expires (input and proceed disabled, the expiry text shown).
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { LIMITS } from '@shared/constants/business';
import { contactVerificationActions as A } from './contact-verification.slice';

/** "02:59" for 179,000 ms: whole seconds, rounded up, so 0:00 shows only when the time is over. */
export const formatCountdown = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

const clock = (): number => Date.now();

export function* runCountdown({ payload }: ReturnType<typeof A.codeSent>): SagaIterator {
  for (;;) {
    const now: number = yield call(clock);
    const left = Math.max(0, payload.deadline - now);
    if (left === 0) {
      yield put(A.codeExpired());
      return;
    }
    yield put(A.ticked(left));
    const { stopped } = yield race({
      tick: delay(Math.min(LIMITS.activationTickMs, left)),
      stopped: take([A.closed.type, A.changeRequested.type, A.verified.type, A.dailyLimitReached.type, A.popupShown.type]),
    });
    if (stopped) return;
  }
}
