/** How the edge reports a second, different official result for an event that already has one. */
import type { OfficialResult } from '../program/program-reader';

export const onResultConflict = (log: { error(obj: object, msg: string): void }) => (r: OfficialResult): void =>
  log.error({ eventNid: r.eventNid, eventCode: r.eventCode, status: r.status, score: r.score }, 'official result refused: the event already has a different one');
