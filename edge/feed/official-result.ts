/** Builds the official result the feed publishes when an event ends or is called off. */
import { EVENT_STATUS } from '@shared/constants/codes';
import type { ProgramEvent, ProgramMarket } from '@shared/protocol/program';
import type { OfficialResult } from '../program/program-reader';

export interface ResultSource {
  /** The event's identity (NID): the result settles selections of this event only. */
  eventNid: number;
  eventCode: number;
  sportId: number;
  markets: readonly ProgramMarket[];
}

export const resultSource = (event: ProgramEvent, markets: readonly ProgramMarket[]): ResultSource => ({
  eventNid: event.nevId, eventCode: event.code, sportId: event.sportId, markets,
});

const identity = (src: ResultSource) => ({
  eventNid: src.eventNid, eventCode: src.eventCode, sportId: src.sportId, marketIds: src.markets.map((m) => m.id),
});

/** Winners are given per market as outcome indexes, in the order of `markets`; every market is decided. */
export const finishedResult = (
  src: ResultSource,
  score: [number, number] | null,
  winnerIndexes: readonly (readonly number[])[],
  finishedAt: number,
): OfficialResult => {
  const winningOutcomeIds: number[] = [];
  src.markets.forEach((m, i) => {
    for (const idx of winnerIndexes[i] ?? []) {
      const id = m.outcomeIds[idx];
      if (id === undefined) throw new Error(`market ${m.id} has no outcome #${idx}`);
      winningOutcomeIds.push(id);
    }
  });
  return {
    ...identity(src), status: EVENT_STATUS.finished, score, winningOutcomeIds, decidedMarketIds: src.markets.map((m) => m.id), finishedAt,
  };
};

/** A cancelled or postponed event: no winners and nothing decided, so every selection on it counts at 1.00. */
export const calledOffResult = (src: ResultSource, status: number, at: number): OfficialResult => ({
  ...identity(src), status, score: null, winningOutcomeIds: [], decidedMarketIds: [], finishedAt: at,
});
