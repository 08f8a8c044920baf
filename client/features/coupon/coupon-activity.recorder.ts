/**
 * The coupon activity recorder, loaded apart from the entry (coupon-activity.sagas.ts hands it the coupon's
 * intents through a channel that buffers them meanwhile): records while the coupon is built, and its report when
 * it is played or abandoned (emptied without a play). The report's post is spawned with its 5 s timeout: a
 * collector that hangs never holds the page, the recording or the next coupon.
 */
import type { Channel, SagaIterator } from 'redux-saga';
import { call, select, spawn, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { ACTIVITY_ENDINGS, type ActivityEnding, type CouponActivityAction, type CouponActivityRecord } from '@shared/protocol/diagnostics-api';
import type { RootState } from '../../app/store';
import { couponActions } from './coupon.slice';
import { selectCouponSummary, type CouponSummary } from './coupon.selectors';
import { buildActivityReport } from './coupon-activity.model';
import { sendActivityReport, visitId } from './coupon-activity.api';

const A = couponActions;

type Rows = RootState['coupon']['rows'];
const selectRows = (s: RootState): Rows => s.coupon.rows;

interface Building {
  records: CouponActivityRecord[];
  oddsChanges: number;
  amount: number;
}
const fresh = (): Building => ({ records: [], oddsChanges: 0, amount: 0 });

/** Most records kept for one coupon: a member clicking on and on must not grow memory. */
export const MAX_ACTIVITY_RECORDS = 500;
const withRecord = (records: readonly CouponActivityRecord[], r: CouponActivityRecord): CouponActivityRecord[] =>
  records.length >= MAX_ACTIVITY_RECORDS ? [...records.slice(1), r] : [...records, r];

/** The post is spawned (detached): a `call` or an attached fork would hold the loop until its answer or timeout. */
function* report(b: Building, ending: ActivityEnding, rows: number, amount: number, now: () => number): SagaIterator {
  const r = buildActivityReport(b.records, {
    nid: crypto.randomUUID(), sid: visitId(), pageLoadedAt: Math.round(performance.timeOrigin),
    ending, endedAt: now(), rows, amount, oddsChanges: b.oddsChanges,
  });
  if (r) yield spawn(sendActivityReport, r);
}

export function* recordActivity(intents: Channel<Action>, now: () => number): SagaIterator {
  let b = fresh();
  let before: Rows = yield select(selectRows);
  for (;;) {
    const action = (yield take(intents)) as Action & { payload?: unknown };
    const rows: Rows = yield select(selectRows);
    const record = (code: number, act: CouponActivityAction) => {
      b.records = withRecord(b.records, { timestamp: now(), code, action: act });
    };
    if (A.outcomePicked.match(action)) {
      if (rows.entities[action.payload.outcomeId]) record(action.payload.eventCode, 'add');
      else if (before.entities[action.payload.outcomeId]) record(action.payload.eventCode, 'remove');
    } else if (A.rowRemoved.match(action)) {
      const row = before.entities[action.payload.outcomeId];
      if (row) record(row.code, 'remove');
    } else if (A.bankerToggled.match(action)) {
      const row = rows.entities[action.payload.outcomeId];
      if (row) record(row.code, 'banker');
    } else if (A.misliChanged.match(action) || A.misliStepped.match(action)) {
      if (rows.ids.length > 0) record(0, 'misli');
    } else if (A.playRefused.match(action)) {
      record(0, 'refusal');
    } else if (A.oddsChanged.match(action)) {
      b.oddsChanges += action.payload.length;
    } else if (A.played.match(action)) {
      record(0, 'play');
      yield call(report, b, ACTIVITY_ENDINGS.played, action.payload.selections, action.payload.amount, now);
      b = fresh();
    }
    if (rows.ids.length > 0) {
      const summary: CouponSummary = yield select(selectCouponSummary);
      b.amount = summary.amount;
    } else if (before.ids.length > 0 && b.records.length > 0) {
      // Emptied without a play (cleared, or the last row taken out): the coupon was abandoned.
      yield call(report, b, ACTIVITY_ENDINGS.abandoned, 0, b.amount, now);
      b = fresh();
    }
    before = rows;
  }
}
