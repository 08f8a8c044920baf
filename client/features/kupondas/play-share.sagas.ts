/**
 * 'Hemen Oyna' on a share: the share's selections still waiting for a result are read afresh from today's
 * program; those still playable go into the member's coupon at today's odds (replacing what it held, as the public
 * coupon page's copy does), and the member is told which odds changed and which markets closed.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { PLAY_SHARE_TEXTS as T } from '@shared/constants/kupondas-texts';
import { formatOdd } from '@shared/format/tr';
import type { PlaySelection } from '@shared/protocol/api';
import type { ShareCard, ShareRowView } from '@shared/protocol/kupondas-social-api';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { eventCodesOf, findInProgram, playableNow, type ProgramSelection } from '@shared/rules/program-selections';
import type { RootState } from '../../app/store';
import { fetchEventDetails } from '../../platform/api/program.api';
import { showMessage } from '../../platform/dialogs/dialogs.sagas';
import { selectCouponOpen, selectLayout } from '../../platform/view/view.selectors';
import { viewActions, type DeviceClass } from '../../platform/view/view.slice';
import { selectMisli } from '../coupon/coupon.selectors';
import { couponActions } from '../coupon/coupon.slice';
import { playShareFinished, type playShareRequested } from './kupondas.actions';
import { selectFeed } from './feed.slice';
import { selectProfile } from './profile.slice';

/** The shown card with this id (feed or profile). */
export const selectShareCard = (state: RootState, shareId: number): ShareCard | undefined =>
  selectFeed(state).shares.find((s) => s.ShareId === shareId) ?? selectProfile(state).shares.find((s) => s.ShareId === shareId);

export const selectionOf = (r: ShareRowView): PlaySelection => ({ eventCode: r.code, marketId: r.marketId, outcomeId: r.outcomeId, odd: r.odd, banker: false });

/** The message after a copy: how many came along, the odds that moved, the markets that closed. */
export const playShareMessage = (open: readonly ShareRowView[], playable: readonly ProgramSelection[]): string => {
  const byOutcome = new Map(playable.map((p) => [p.selection.outcomeId, p]));
  const changed = playable
    .filter((p) => p.outcome.odd !== p.selection.odd)
    .map((p) => T.changed(p.event.name, formatOdd(p.selection.odd), formatOdd(p.outcome.odd)));
  const closed = open.filter((r) => !byOutcome.has(r.outcomeId)).map((r) => T.closed(r.eventName, r.marketName));
  return [
    playable.length > 0 ? T.added(playable.length) : T.none,
    ...(changed.length > 0 ? [T.changedHead, ...changed] : []),
    ...(closed.length > 0 ? [T.closedHead, ...closed] : []),
  ].join('\n');
};

export function* playShare({ payload }: ReturnType<typeof playShareRequested>): SagaIterator {
  try {
    const card: ShareCard | undefined = yield select((s: RootState) => selectShareCard(s, payload.shareId));
    const open = card ? card.Rows.filter((r) => r.status === 'open') : [];
    if (open.length === 0) {
      yield call(showMessage, T.none, MESSAGE_TYPE.warning);
      return;
    }
    const selections = open.map(selectionOf);
    const snapshots: ProgramSnapshot[] = yield call(fetchEventDetails, eventCodesOf(selections));
    const playable: ProgramSelection[] = playableNow(findInProgram(selections, snapshots));
    if (playable.length > 0) {
      const misli: number = yield select(selectMisli);
      yield put(couponActions.loadedFromProgram({ found: playable, misli, systemSizes: [] }));
    }
    const complete = playable.length === open.length && playable.every((p) => p.outcome.odd === p.selection.odd);
    yield call(showMessage, playShareMessage(open, playable), playable.length === 0 ? MESSAGE_TYPE.warning : complete ? MESSAGE_TYPE.ok : MESSAGE_TYPE.information);
    if (playable.length === 0) return;
    // Phones and tablets keep the coupon in a sheet: open it so the member sees what they got.
    const layout: DeviceClass = yield select(selectLayout);
    const couponOpen: boolean = yield select(selectCouponOpen);
    if (layout !== 'desktop' && !couponOpen) yield put(viewActions.couponToggled());
  } finally {
    yield put(playShareFinished({ shareId: payload.shareId }));
  }
}
