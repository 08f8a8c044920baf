/**
 * What a played coupon's row shows about its pick, honestly: a settled pick its result (won ✓, lost ✗, cancelled,
 * delayed) and the final score; an open pick on a live event its live state, score and the running thumbs (only
 * for markets the score decides, shared/rules/running-mark.ts); an open pick whose event has not started
 * 'Başlamadı' and no mark; an open pick whose event started without live data, or ended, waits for its result.
 */
import { EVENT_STATUS, STATUS_ID } from '@shared/constants/codes';
import type { CouponRowView } from '@shared/protocol/my-coupons-api';
import type { ProgramEvent } from '@shared/protocol/program';
import { runningMark, type RunningMark } from '@shared/rules/running-mark';

/** The live event as the program holds it (the fields a row shows). */
export type PickEvent = Pick<ProgramEvent, 'name' | 'live' | 'status' | 'score' | 'minute' | 'liveState' | 'home' | 'away'>;

export type PickState =
  | { kind: 'notStarted' }
  | { kind: 'live'; event: PickEvent; mark: RunningMark | null }
  | { kind: 'waiting'; score: [number, number] | null }
  | { kind: 'won' | 'lost'; statusId: number; score: [number, number] | null }
  | { kind: 'void'; statusId: number };

const OVER: readonly number[] = [EVENT_STATUS.finished, EVENT_STATUS.cancelled, EVENT_STATUS.postponed, EVENT_STATUS.abandoned];

/**
 * `event`: the program's event for the row's code, when the page follows it; it is taken only when it is the row's
 * own match (same name), never another event that came to carry the code. `started`: whether the start time passed.
 */
export const pickStateOf = (row: CouponRowView, event: PickEvent | undefined, started: boolean): PickState => {
  if (row.status === 'won') return { kind: 'won', statusId: row.statusId ?? STATUS_ID.check, score: row.score };
  if (row.status === 'lost') return { kind: 'lost', statusId: row.statusId ?? STATUS_ID.cross, score: row.score };
  if (row.status === 'void') return { kind: 'void', statusId: row.statusId ?? STATUS_ID.cancelled };
  const own = event && event.name === row.logName ? event : undefined;
  if (own?.live && !OVER.includes(own.status)) {
    return { kind: 'live', event: own, mark: runningMark(row, own.score, own.liveState?.kind) };
  }
  if (own && OVER.includes(own.status)) return { kind: 'waiting', score: own.score };
  if (!started) return { kind: 'notStarted' };
  return { kind: 'waiting', score: own?.score ?? null };
};

/** The status icon a pick state shows, or null (a pick not started, or waiting, or live without a running mark). */
export const statusIconOf = (state: PickState): number | null => {
  if (state.kind === 'won' || state.kind === 'lost' || state.kind === 'void') return state.statusId;
  if (state.kind === 'live') return state.mark;
  return null;
};
