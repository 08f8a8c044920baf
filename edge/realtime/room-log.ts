/**
 * One room's version and bounded replay buffer on this edge. Versions come from the room's single publisher, so
 * every edge agrees on them; the log only checks continuity: the next message must be last + 1, anything else
 * is a gap (the edge missed messages, e.g. while Redis was away) and the room's subscribers must resync.
 */
export interface ReplayLimits {
  maxMessages: number;
  maxAgeMs: number;
}

/**
 * 'gap': versions were skipped (messages lost on the way); 'restart': the version went back (the publisher
 * restarted and numbers anew; a bus delivers each message once, so this is never a duplicate). Both mean
 * the replay buffer no longer connects and subscribers must resync.
 */
export type AppendResult = 'next' | 'gap' | 'restart';

interface Entry {
  v: number;
  at: number;
  frame: string;
}

export class RoomLog {
  private entries: Entry[] = [];

  /**
   * `version`: the last version known when the log was created (0: nothing published yet); null while it is
   * still being looked up (the first message then sets the baseline instead of counting as a gap).
   */
  constructor(
    version: number | null,
    private readonly limits: ReplayLimits,
  ) {
    this.last = version ?? 0;
    this.known = version !== null;
  }

  private last: number;
  private known: boolean;

  get version(): number {
    return this.last;
  }

  append(v: number, frame: string, at: number): AppendResult {
    const result: AppendResult = v === this.last + 1 || !this.known ? 'next' : v <= this.last ? 'restart' : 'gap';
    this.known = true;
    // The older entries no longer connect to the new one: replay may only start past it.
    if (result !== 'next') this.entries = [];
    this.entries.push({ v, at, frame });
    this.last = v;
    this.trim(at);
    return result;
  }

  /** A later version learnt without its message (a fresher version source): older replay is useless. */
  jumpTo(v: number): void {
    this.known = true;
    if (v <= this.last) return;
    this.entries = [];
    this.last = v;
  }

  /**
   * Frames after `v`, oldest first; [] when the client is current (or ahead: it read a fresher snapshot);
   * null when some are no longer held (the client must resync).
   */
  since(v: number, at: number): string[] | null {
    if (v >= this.last) return [];
    this.trim(at);
    const first = this.entries[0];
    if (!first || first.v > v + 1) return null;
    return this.entries.filter((e) => e.v > v).map((e) => e.frame);
  }

  /** Messages still replayable at `at`; a room holding none can be dropped and looked up afresh with no loss. */
  held(at: number): number {
    this.trim(at);
    return this.entries.length;
  }

  private trim(at: number): void {
    const { maxMessages, maxAgeMs } = this.limits;
    let drop = Math.max(0, this.entries.length - maxMessages);
    while (drop < this.entries.length && at - (this.entries[drop]?.at ?? at) > maxAgeMs) drop++;
    if (drop > 0) this.entries = this.entries.slice(drop);
  }
}
