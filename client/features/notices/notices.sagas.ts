/**
 * Notices' saga: loads the notices for this caller at start and whenever the member changes (login, logout), loads
 * each shown notice's HTML (GetNoticeById), and remembers a dismissal: on the edge for a member, in a one-year cookie
 * for a visitor. Closing the contract-update bar is the contract notice's dismissal (flag 5) for a member too.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { COOKIES } from '@shared/constants/business';
import { NOTICE_DISMISS_COOKIE, NOTICE_FLAG_ID } from '@shared/constants/notices';
import type { MemberInfo } from '@shared/protocol/api';
import { addDismissedNotice, parseDismissedNotices } from '@shared/rules/notice-dismissals';
import { readCookie } from '../../lib/cookies';
import { writeCookie } from '../../lib/write-cookie';
import { authActions, selectMember } from '../auth/auth.slice';
import { contractActions } from '../contract/contract.slice';
import { fetchNoticeHtml, fetchNotices, postDismissNotice } from './notices.api';
import { noticesActions, selectNotices, visibleNotices, htmlKey, type NoticesState } from './notices.slice';

function* load(): SagaIterator {
  const member: MemberInfo | null = yield select(selectMember);
  // A member's dismissals come from the edge; the visitor's cookie applies to visitors only.
  yield put(noticesActions.started({ dismissed: member ? [] : parseDismissedNotices(readCookie(NOTICE_DISMISS_COOKIE)) }));
  const r: Awaited<ReturnType<typeof fetchNotices>> = yield call(fetchNotices);
  if (!r.ok || !r.data) return;
  yield put(noticesActions.loaded(r.data.Notices));
  const state: NoticesState = yield select(selectNotices);
  const { bar, modal } = visibleNotices(state);
  for (const n of [bar, modal]) if (n) yield put(noticesActions.htmlRequested({ id: n.Id, step: n.Kind === 'tutorial' ? 0 : null }));
}

function* loadHtml({ payload: { id, step } }: ReturnType<typeof noticesActions.htmlRequested>): SagaIterator {
  const state: NoticesState = yield select(selectNotices);
  if (state.html[htmlKey(id, step)] !== undefined) return;
  const r: Awaited<ReturnType<typeof fetchNoticeHtml>> = yield call(fetchNoticeHtml, id, step);
  if (r.ok && typeof r.data === 'string') yield put(noticesActions.htmlLoaded({ id, step, html: r.data }));
}

function* dismiss({ payload: id }: ReturnType<typeof noticesActions.dismissRequested>): SagaIterator {
  const member: MemberInfo | null = yield select(selectMember);
  if (member) yield call(postDismissNotice, id);
  else yield call(writeCookie, NOTICE_DISMISS_COOKIE, addDismissedNotice(readCookie(NOTICE_DISMISS_COOKIE), id), COOKIES.dismissedContractMs);
  // The next notice in line (one modal at a time) loads its HTML.
  const { bar, modal } = visibleNotices((yield select(selectNotices)) as NoticesState);
  for (const n of [bar, modal]) if (n) yield put(noticesActions.htmlRequested({ id: n.Id, step: n.Kind === 'tutorial' ? 0 : null }));
}

function* contractNoticeClosed(): SagaIterator {
  const member: MemberInfo | null = yield select(selectMember);
  if (member) yield call(postDismissNotice, NOTICE_FLAG_ID.contract);
}

export function* noticesSaga(): SagaIterator {
  yield takeEvery(noticesActions.htmlRequested.type, loadHtml);
  yield takeEvery(noticesActions.dismissRequested.type, dismiss);
  yield takeEvery(contractActions.noticeDismissed.type, contractNoticeClosed);
  // Member info is patched in place by several features: reload only when the caller changes.
  let loadedFor: number | null = ((yield select(selectMember)) as MemberInfo | null)?.Id ?? null;
  yield takeLatest([authActions.memberLoaded.type, authActions.loggedOut.type], function* (): SagaIterator {
    const id = ((yield select(selectMember)) as MemberInfo | null)?.Id ?? null;
    if (id === loadedFor) return;
    loadedFor = id;
    yield call(load);
  });
  yield call(load);
}
