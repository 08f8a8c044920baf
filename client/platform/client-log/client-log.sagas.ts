/**
 * Client error logging (spec sections 7 and 9): window `error` and `unhandledrejection` come in through an
 * eventChannel; ignored ones (noise, extensions) cost nothing. The first report asks the edge once whether
 * logging is enabled (CLIENT_LOG_ENABLED); when it is not, the saga stops listening. Reports beyond the session
 * budget are dropped. Logging never logs its own failures.
 */
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import type { ClientLogSettingsAnswer } from '@shared/constants/client-log';
import type { ApiResult } from '../api/api-client';
import { fetchClientLogSettings, postClientLog } from './client-log.api';
import { createReportBudget, type ReportBudget } from './client-log.budget';
import { fromErrorEvent, fromRejection, isIgnored, toReport, type CapturedError } from './client-log.filter';

const CAPTURE_BUFFER = 20;

export const windowErrorsChannel = (): EventChannel<CapturedError> =>
  eventChannel<CapturedError>((emit) => {
    const onError = (e: ErrorEvent) => emit(fromErrorEvent(e));
    const onRejection = (e: PromiseRejectionEvent) => emit(fromRejection(e));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, buffers.sliding(CAPTURE_BUFFER));

/** null: unknown (no answer yet); the question is asked again at the next report. */
function* loggingEnabled(): SagaIterator<boolean | null> {
  const r: ApiResult<ClientLogSettingsAnswer> = yield call(fetchClientLogSettings);
  if (!r.ok || !r.data) return r.status === 0 || r.status >= 500 ? null : false;
  return r.data.Enabled === true;
}

export function* clientLogSaga(budget: ReportBudget = createReportBudget()): SagaIterator {
  const errors: EventChannel<CapturedError> = yield call(windowErrorsChannel);
  let enabled: boolean | null = null;
  try {
    for (;;) {
      const e: CapturedError = yield take(errors);
      if (isIgnored(e)) continue;
      if (enabled === null) enabled = yield call(loggingEnabled);
      if (enabled === false) return;
      if (enabled === null || !budget.take()) continue;
      yield call(postClientLog, toReport(e, window.location.href, window.location.host));
    }
  } finally {
    errors.close();
  }
}
