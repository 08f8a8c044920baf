/**
 * The coupon re-priced when the connection comes back (offline-queue.sagas.ts starts it on `online`): the odds its
 * picks had while offline may have moved, so their events are read afresh (never a cached copy) and the rows take the
 * current odds and states the way a refused play's new odds are taken (the row keeps the odds it replaced and shows
 * the direction).
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select } from 'redux-saga/effects';
import type { OddsChange, PlaySelection } from '@shared/protocol/api';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { eventCodesOf, findInProgram } from '@shared/rules/program-selections';
import type { ApiResult } from '../../platform/api/api-client';
import { fetchEventDetail } from '../../platform/api/program.api';
import { selectPlaySelections } from './coupon.selectors';
import { couponActions } from './coupon.slice';

/** The current odds and states of the selections the fresh snapshots hold. */
export const oddsChangesOf = (selections: readonly PlaySelection[], fresh: readonly ProgramSnapshot[]): OddsChange[] =>
  findInProgram(selections, fresh).map(({ outcome }) => ({ outcomeId: outcome.id, odd: outcome.odd, status: outcome.status }));

export function* repriceCoupon(): SagaIterator {
  const selections: PlaySelection[] = yield select(selectPlaySelections);
  if (selections.length === 0) return;
  const answers: ApiResult<ProgramSnapshot>[] = yield all(eventCodesOf(selections).map((code) => call(fetchEventDetail, code)));
  // A copy the service worker served from its cache is what the coupon already had: only the server's word counts.
  const fresh = answers.flatMap((a) => (a.ok && a.data && a.cachedAt === null ? [a.data] : []));
  const changes = oddsChangesOf(selections, fresh);
  if (changes.length > 0) yield put(couponActions.oddsChanged(changes));
}
