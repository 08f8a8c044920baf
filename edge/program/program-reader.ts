import type { ProgramEvent, ProgramHighlights, ProgramMarket, ProgramOutcome, ProgramSnapshot, SportMenuItem } from '@shared/protocol/program';

/** One outcome with its market and event, as the play-coupon check needs them. */
export interface OutcomeRef {
  event: ProgramEvent;
  market: ProgramMarket;
  outcome: ProgramOutcome;
}

/**
 * Read side of the bet program, as HTTP routes and the coupon domain see it. The in-memory program store
 * implements it; a real odds provider's adapter would fill the same store.
 */
export interface ProgramReader {
  /** Counts per sport for the top menu (pre-match, live and outright). */
  sportMenu(): SportMenuItem[];
  /** Pre-match and live events of one sport with their main markets; a negative id gives the outright program. */
  sportProgram(sportId: number): ProgramSnapshot;
  /** Every live event with its open markets. */
  liveProgram(): ProgramSnapshot;
  /** The program home's answer: a few live and next events of the leading sports, each part at its sport's version. */
  highlights(): ProgramHighlights;
  /** One event with all its markets, or undefined. */
  eventDetail(code: number): ProgramSnapshot | undefined;
  eventByCode(code: number): ProgramEvent | undefined;
  eventByNevId(nevId: number): ProgramEvent | undefined;
  eventByBid(bid: string): ProgramEvent | undefined;
  outcome(outcomeId: number): OutcomeRef | undefined;
}

/** An official result as the feed publishes it; settlement reads these. */
export interface OfficialResult {
  /** The event's identity (NID, never reused): the only key a result settles by. */
  eventNid: number;
  /** The code the event was shown under (display only: codes are reused). */
  eventCode: number;
  /** Every market of the event: a selection on another market is never settled by this result. */
  marketIds: number[];
  sportId: number;
  /** Final status: finished, cancelled, postponed or abandoned (EVENT_STATUS). */
  status: number;
  score: [number, number] | null;
  /** Outcome ids that won; markets not listed as decided are void when abandoned. */
  winningOutcomeIds: number[];
  decidedMarketIds: number[];
  finishedAt: number;
}

/** Where the feed writes official results (the edge stores them in the database). */
export interface ResultSink {
  publishResult(result: OfficialResult): Promise<void>;
}

/** Change notices the feed emits; the realtime edge (a later issue) fans them out to rooms. */
export type ProgramChange =
  | { kind: 'event'; event: ProgramEvent }
  | { kind: 'outcome'; outcome: ProgramOutcome; eventCode: number }
  | { kind: 'market'; market: ProgramMarket }
  | { kind: 'removed'; eventCode: number };

/**
 * Versions of the programs one batch of changes touched, after the batch: a sport (or outright) program by sport
 * id, the live program, event details by code. The feed is the single publisher of these, so the realtime rooms
 * Sport_<id>_V3, Live_V3 and Event_<code>_V3 use them and HTTP snapshots carry the same numbers.
 */
export interface ProgramVersions {
  sports: Record<number, number>;
  live?: number;
  events: Record<number, number>;
}

/** A source of the bet program: the generator by default, a real provider's adapter otherwise. */
export interface FeedProvider {
  readonly reader: ProgramReader;
  /** Starts the clock that moves the program forward. */
  start(): void;
  stop(): Promise<void>;
  /** One call per committed batch (a simulator tick); `versions` says which programs moved to which version. */
  onChange(listener: (changes: ProgramChange[], versions: ProgramVersions) => void): () => void;
}
