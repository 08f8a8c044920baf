import { withBetDetailFields } from '@shared/rules/bet-detail-route';
import { describe, expect, it } from 'vitest';
import { OUTCOME_STATUS } from '../constants/codes';
import type { PlaySelection } from '../protocol/api';
import type { ProgramSnapshot } from '../protocol/program';
import { eventCodesOf, findInProgram, playableNow } from './program-selections';

const snapshot = (code: number, outcomeStatus: number = OUTCOME_STATUS.open, marketStatus: number = OUTCOME_STATUS.open): ProgramSnapshot => ({
  sportId: 1,
  version: 1,
  asOf: 0,
  events: [withBetDetailFields({ code, nevId: 5000 + code, bid: String(code), sportId: 1, competition: 'Süper Lig', name: `Takım ${code}A - Takım ${code}B`, startsAt: 0, live: false, bettableInPlay: true, status: 1, minute: null, score: null, providerId: 2, mbs: 1, marketCount: 1, marketIds: [code * 100], hasOfficialResult: false })],
  markets: [{ id: code * 100, eventCode: code, no: 1, name: 'Maç Sonucu', mbs: 1, status: marketStatus, outcomeIds: [code * 10 + 1] }],
  outcomes: [{ id: code * 10 + 1, marketId: code * 100, name: '1', odd: 170 + code, status: outcomeStatus }],
});
const selection = (code: number, over: Partial<PlaySelection> = {}): PlaySelection =>
  ({ eventCode: code, marketId: code * 100, outcomeId: code * 10 + 1, odd: 150, banker: false, ...over });

describe('a coupon found again in the program', () => {
  it('reads each event once', () => {
    expect(eventCodesOf([selection(3), selection(1), selection(3, { outcomeId: 32 })])).toEqual([3, 1]);
  });

  it("keeps the coupon's order, takes today's event, market and outcome, and leaves out what the program lost", () => {
    const found = findInProgram([selection(2), selection(9), selection(1), selection(1, { outcomeId: 99 })], [snapshot(1), snapshot(2)]);
    expect(found.map((f) => [f.event.code, f.market.id, f.outcome.id, f.outcome.odd])).toEqual([[2, 200, 21, 172], [1, 100, 11, 171]]);
    expect(found[0]!.selection).toEqual(selection(2));
  });

  it('tells the selections still playable now from locked or closed ones', () => {
    const found = findInProgram([selection(1), selection(2), selection(3)], [snapshot(1), snapshot(2, OUTCOME_STATUS.lockedA), snapshot(3, OUTCOME_STATUS.disabled)]);
    expect(playableNow(found).map((f) => f.event.code)).toEqual([1]);
  });

  it('leaves out a selection whose market closed although its outcome still reads open', () => {
    const found = findInProgram([selection(1), selection(2)], [snapshot(1), snapshot(2, OUTCOME_STATUS.open, OUTCOME_STATUS.disabled)]);
    expect(found).toHaveLength(2);
    expect(playableNow(found).map((f) => f.event.code)).toEqual([1]);
  });
});
