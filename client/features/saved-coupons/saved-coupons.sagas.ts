/**
 * Saving the panel's coupon unplayed (AjaxHandler action savecoupon with its name) and loading a saved one back:
 * its events are read afresh from the program (current names, odds and states), bankers and system sizes restored;
 * a selection no longer in the program is left out and said so.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { BANK_STATUS, MESSAGE_TYPE, OUTCOME_STATUS } from '@shared/constants/codes';
import { COUPON_ERRORS, MESSAGES } from '@shared/errors/catalogue';
import { COUPON_ENGINE_MESSAGES as CEM } from '@shared/errors/coupon-engine-messages';
import type { AjaxHandlerAnswer, SavedCouponAnswer, SavedCouponListAnswer, SavedCouponPayload } from '@shared/protocol/coupon-engine-api';
import type { PlaySelection } from '@shared/protocol/api';
import type { ProgramSnapshot } from '@shared/protocol/program';
import type { ApiResult } from '../../app/api-client';
import { authActions, selectAuthStatus, type AuthStatus } from '../auth/auth.slice';
import { couponActions } from '../coupon/coupon.slice';
import { selectAcceptOddsChanges, selectCouponCount, selectMisli, selectPlaySelections, selectSystemSizes } from '../coupon/coupon.selectors';
import { rowFromPick } from '../coupon/coupon-row.model';
import { pruneSystemSizes } from '../coupon/system-sizes.model';
import type { CouponRow } from '../coupon/coupon.types';
import { showMessage } from '../dialogs/dialogs.sagas';
import { notAuthorized } from '../my-coupons/coupon-share.sagas';
import { fetchSavedCoupon, fetchSavedCoupons, postAjaxHandler } from '../my-coupons/my-coupons.api';
import { fetchEventDetail } from '../program/program.api';
import { savedCouponsActions as A, selectSavedCoupons, type SavedCouponsState } from './saved-coupons.slice';
import { saveAndMail, saveAndShare } from './save-and-share.sagas';

export const SAVED_COUPON_TEXTS = { saved: 'Kuponunuz kaydedildi.' } as const;

export function* openSaveDialog(): SagaIterator {
  const count: number = yield select(selectCouponCount);
  if (count === 0) {
    yield call(showMessage, COUPON_ERRORS.EMPTY, MESSAGE_TYPE.warning);
    return;
  }
  const status: AuthStatus = yield select(selectAuthStatus);
  if (status !== 'member') {
    yield put(authActions.loginRequired({ action: A.saveRequested() }));
    return;
  }
  yield put(A.dialogOpened());
}

export function* saveCoupon({ payload }: ReturnType<typeof A.saveSubmitted>): SagaIterator {
  const selections: PlaySelection[] = yield select(selectPlaySelections);
  const misli: number = yield select(selectMisli);
  const systemSizes: number[] = yield select(selectSystemSizes);
  const r: ApiResult<AjaxHandlerAnswer> = yield call(postAjaxHandler, {
    action: 'savecoupon',
    couponname: payload.name,
    coupon: { misli, systemSizes, selections },
  });
  const message = r.data?.message;
  yield put(A.saveFinished({ ok: r.ok && message === CEM.success }));
  if (r.ok && message === CEM.success) {
    yield call(showMessage, SAVED_COUPON_TEXTS.saved, MESSAGE_TYPE.ok);
    return;
  }
  if (message === CEM.notAuthorized || r.status === 401) {
    yield put(A.dialogClosed());
    yield call(notAuthorized);
    return;
  }
  yield call(showMessage, r.ok && message ? message : MESSAGES.technicalError, MESSAGE_TYPE.error);
}

export function* loadList(): SagaIterator {
  const { listOpen }: SavedCouponsState = yield select(selectSavedCoupons);
  if (!listOpen) return;
  const r: ApiResult<SavedCouponListAnswer> = yield call(fetchSavedCoupons);
  if (r.ok && r.data?.IsSuccess) yield put(A.listLoaded(r.data.Coupons));
  else yield put(A.listFailed());
}

/** Rows of the saved selections from fresh event snapshots; selections the program no longer holds are left out. */
export function* rowsOf(saved: Pick<SavedCouponPayload, 'selections'>): SagaIterator<CouponRow[]> {
  const codes = [...new Set(saved.selections.map((s) => s.eventCode))];
  const answers: ApiResult<ProgramSnapshot>[] = yield all(codes.map((c) => call(fetchEventDetail, c)));
  const snaps = answers.flatMap((a) => (a.ok && a.data ? [a.data] : []));
  return saved.selections.flatMap((s): CouponRow[] => {
    const snap = snaps.find((x) => x.events.some((e) => e.code === s.eventCode));
    const event = snap?.events.find((e) => e.code === s.eventCode);
    const market = snap?.markets.find((m) => m.id === s.marketId);
    const outcome = snap?.outcomes.find((o) => o.id === s.outcomeId);
    if (!event || !market || !outcome) return [];
    const row = rowFromPick({
      eventCode: event.code, nevId: event.nevId, marketId: market.id, marketNo: market.no, outcomeId: outcome.id,
      odd: outcome.odd, mbs: market.mbs, sportId: event.sportId, eventName: event.name, marketName: market.name,
      outcomeName: outcome.name, startsAt: event.startsAt, live: event.live, bid: event.bid,
    });
    return [{ ...row, outcomeStatus: outcome.status, eventStatus: event.status, bankStatus: s.banker ? BANK_STATUS.active : row.bankStatus }];
  });
}

export function* loadSaved({ payload }: ReturnType<typeof A.loadRequested>): SagaIterator {
  const r: ApiResult<SavedCouponAnswer> = yield call(fetchSavedCoupon, payload);
  if (!r.ok || !r.data?.IsSuccess) {
    const refusal = r.data && !r.data.IsSuccess ? r.data.Message : r.error?.Message;
    yield call(showMessage, refusal || MESSAGES.technicalError, MESSAGE_TYPE.error);
    return;
  }
  const saved = r.data.Coupon;
  yield call(loadIntoPanel, saved);
  yield put(A.loaded({ id: saved.id }));
}

export interface LoadIntoPanelOptions {
  /** Also leave out selections whose outcome is locked or closed now (a played coupon copied); none left: no change. */
  playableOnly?: boolean;
  /** Said when some selections could not come along. */
  partialText?: string;
}

/**
 * Puts a coupon's selections into the panel (replacing what it held) with its misli and system sizes, read afresh
 * from the program; says so when some could not come along. Answers how many rows the panel now holds (0 with
 * `playableOnly`: the panel was left as it was).
 */
export function* loadIntoPanel(coupon: SavedCouponPayload, opts: LoadIntoPanelOptions = {}): SagaIterator<number> {
  const fresh: CouponRow[] = yield call(rowsOf, coupon);
  const rows = opts.playableOnly ? fresh.filter((row) => row.outcomeStatus === OUTCOME_STATUS.open) : fresh;
  if (opts.playableOnly && rows.length === 0) return 0;
  // Bankers belong to system coupons: when too few rows came along for any of its sizes, none stays a banker.
  const systemSizes = pruneSystemSizes(coupon.systemSizes, rows.length);
  const fitting = systemSizes.length > 0 ? rows : rows.map((r) => (r.bankStatus === BANK_STATUS.active ? { ...r, bankStatus: BANK_STATUS.available } : r));
  const acceptOddsChanges: boolean = yield select(selectAcceptOddsChanges);
  yield put(couponActions.restored({ rows: fitting, misli: coupon.misli, acceptOddsChanges, systemSizes }));
  if (rows.length < coupon.selections.length) {
    yield call(showMessage, opts.partialText ?? COUPON_ERRORS.UNKNOWN_SELECTION, MESSAGE_TYPE.warning);
  }
  return rows.length;
}

export function* savedCouponsSaga(): SagaIterator {
  yield takeLeading(A.saveRequested.type, openSaveDialog);
  yield takeLeading(A.saveSubmitted.type, saveCoupon);
  yield takeLatest(A.listToggled.type, loadList);
  yield takeEvery(A.loadRequested.type, loadSaved);
  yield takeLeading(A.shareRequested.type, saveAndShare);
  yield takeLeading(A.mailRequested.type, saveAndMail);
}
