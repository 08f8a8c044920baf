/** /ops/icerik's saga: checks the key by loading the notices, then runs each ops action and reloads the lists. */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../platform/api/api-client';
import {
  fetchOpsNotices, fetchRaffleList, postContent, postContentWithdraw, postDraw, postNotice, postNoticeWithdraw, postRaffle,
  readOpsToken, writeOpsToken,
} from './ops-content.api';
import { opsContentActions as A } from './ops-content.slice';

type Section = 'notices' | 'content' | 'raffles';

function* reload(): SagaIterator {
  const token = readOpsToken();
  if (!token) return;
  const [n, r]: [Awaited<ReturnType<typeof fetchOpsNotices>>, Awaited<ReturnType<typeof fetchRaffleList>>] = yield call(() =>
    Promise.all([fetchOpsNotices(token), fetchRaffleList()]),
  );
  if (!n.ok || !n.data) {
    if (n.status === 401) yield call(writeOpsToken, null);
    yield put(A.loaded(null));
    return;
  }
  yield put(A.loaded({ notices: n.data.Notices, raffles: r.data?.Upcoming ?? [] }));
}

function* submitted({ payload }: ReturnType<typeof A.tokenSubmitted>): SagaIterator {
  yield call(writeOpsToken, payload.token);
  yield call(reload);
}

const run = <P>(section: Section, send: (token: string, payload: P) => Promise<ApiResult<unknown>>) =>
  function* act(action: { type: string; payload: P }): SagaIterator {
    const r: ApiResult<unknown> = yield call(send, readOpsToken() ?? '', action.payload);
    yield put(A.finished({ ok: r.ok, section }));
    if (r.ok) yield call(reload);
  };

export function* opsContentSaga(): SagaIterator {
  yield takeLeading(A.tokenSubmitted.type, submitted);
  yield takeLeading(A.noticePublished.type, run('notices', postNotice));
  yield takeLeading(A.noticeWithdrawn.type, run('notices', postNoticeWithdraw));
  yield takeLeading(A.contentPublished.type, run('content', postContent));
  yield takeLeading(A.contentWithdrawn.type, run('content', postContentWithdraw));
  yield takeLeading(A.raffleCreated.type, run('raffles', postRaffle));
  yield takeLeading(A.raffleDrawn.type, run('raffles', postDraw));
  yield call(reload);
}
