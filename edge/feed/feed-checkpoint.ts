/**
 * A feed checkpoint: everything the generator feed needs to go on after a restart, taken between two ticks. The
 * program (events, markets, outcomes with their odds and statuses, and every version), the simulator (matches to
 * come, running matches with their model state, outrights, the display counters) and the results not yet stored.
 */
import type { OfficialResult } from '../program/program-reader';
import type { DumpParts, ProgramDump } from '../program/program-ops';
import type { SimulatorState } from './live-simulator';

export interface FeedCheckpoint {
  format: 1;
  /** Feed clock when it was taken. */
  takenAt: number;
  /** The tick period it ran with: a restored program's versions skip ahead by the ticks it may have missed. */
  tickMs: number;
  program: ProgramDump;
  simulator: SimulatorState;
  results: OfficialResult[];
}

/** Where checkpoints go (the edge writes them to its database). The JSON is taken at once, so a later tick
 * cannot change what is being written. */
export interface CheckpointSink {
  save(json: string, takenAt: number): Promise<void>;
}

/** Versions a restored program skips: more than one commit per tick never happens, plus a margin. */
export const versionGap = (cp: Pick<FeedCheckpoint, 'takenAt' | 'tickMs'>, now: number): number =>
  Math.ceil(Math.max(0, now - cp.takenAt) / Math.max(1, cp.tickMs)) + 100;

/** Every event identity (NID) a checkpoint's program holds. */
export const checkpointNids = (cp: FeedCheckpoint): number[] => cp.program.events.map((e) => e.input.event.nevId);

/**
 * Writes checkpoints as JSON, serialising again only the events whose program version (or NID, or removal) moved
 * since the last checkpoint: most of a seven-day program is unchanged between two, so a checkpoint costs the event
 * loop a few milliseconds instead of serialising megabytes. The text parses to the same FeedCheckpoint.
 */
export class CheckpointSerialiser {
  private cache = new Map<number, { key: string; json: string }>();

  serialise(head: Omit<FeedCheckpoint, 'program'>, program: DumpParts): string {
    const next = new Map<number, { key: string; json: string }>();
    const events = program.events.map((e) => {
      const key = `${e.version}:${e.nevId}:${e.removedAt ?? ''}`;
      const hit = this.cache.get(e.code);
      const json = hit?.key === key ? hit.json : JSON.stringify(e.entry());
      next.set(e.code, { key, json });
      return json;
    });
    this.cache = next;
    const programJson = `{"format":1,"events":[${events.join(',')}],"removed":${JSON.stringify(program.removed)},"versions":${JSON.stringify(program.versions)}}`;
    const headJson = JSON.stringify(head);
    return `${headJson.slice(0, -1)},"program":${programJson}}`;
  }
}
