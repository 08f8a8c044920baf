/**
 * The default feed: a generated bet program moved by a simulated clock. The edge calls
 * createGeneratorFeed({ seed, resultSink, ids, resume, checkpoints }), then start(), and serves `.reader`.
 *
 * Restarts: identities come from `ids` (a block the database reserved for this run, never used before), and
 * with `checkpoints` the feed writes a checkpoint every `everyMs` and at stop; `resume` goes on from the last one,
 * so events keep their code, NID and outcome ids, running matches go on where they were, and their coupons
 * settle by their own results.
 */
import type { FeedCheckpoint, CheckpointSink } from './feed-checkpoint';
import { CheckpointSerialiser, versionGap } from './feed-checkpoint';
import { IdSpace } from './program-ids';
import type { FeedProvider, ResultSink } from '../program/program-reader';
import { ProgramReplication } from '../program/program-replication';
import { ProgramStore, type ChangeListener } from '../program/program-store';
import { LiveSimulator, type RecordedResult } from './live-simulator';
import { ResultQueue } from './result-queue';

export interface GeneratorFeedOptions {
  seed: number;
  /** The clock; tests pass a fixed or stepped one. */
  now?: () => number;
  tickMs?: number;
  resultSink?: ResultSink;
  /** Multiplies the number of matches (1 gives football about 300 events over seven days). */
  scale?: number;
  /** Where tick, listener and result-sink failures go; the edge passes its logger. */
  onError?: (err: unknown) => void;
  /** Identity numbers of this run. Without a database (unit tests) block 1 of a throwaway space. */
  ids?: IdSpace;
  /** The checkpoint to go on from, and the results stored for its events since (by NID). */
  resume?: { checkpoint: FeedCheckpoint; recorded: ReadonlyMap<number, RecordedResult> };
  /** Where checkpoints go, and how often (default 5 s); the last one is written at stop. */
  checkpoints?: CheckpointSink & { everyMs?: number };
}

export interface GeneratorFeed extends FeedProvider {
  readonly reader: ProgramStore;
  /** The store's replication: dumps (checkpoints, the feed process's broadcast) and commit records. */
  readonly replication: ProgramReplication;
  /** Moves the program to `at` (default: the clock) at once; the timer calls it every tickMs. */
  tick(at?: number): void;
  /** The checkpoint as of the last tick (tests; the feed writes its own through `checkpoints`). */
  checkpoint(): FeedCheckpoint;
}

const DEFAULT_TICK_MS = 1000;
const DEFAULT_CHECKPOINT_MS = 5000;

export const createGeneratorFeed = (opts: GeneratorFeedOptions): GeneratorFeed => {
  const now = opts.now ?? Date.now;
  const tickMs = opts.tickMs ?? DEFAULT_TICK_MS;
  const onError = opts.onError ?? ((err: unknown) => console.error('[feed]', err));
  const store = new ProgramStore(now, onError);
  const replication = new ProgramReplication(store);
  const results = new ResultQueue(opts.resultSink, onError);
  const simulator = new LiveSimulator({ seed: opts.seed, scale: opts.scale ?? 1 }, store, results, opts.ids ?? new IdSpace(1));
  if (opts.resume) {
    const { checkpoint: cp, recorded } = opts.resume;
    replication.loadDump(cp.program);
    // Versions handed out after the checkpoint are unknown: skip past any of them, never reuse one.
    const gap = versionGap(cp, now());
    replication.continueVersions(Object.fromEntries(Object.keys(cp.program.versions).map((key) => [key, gap])));
    simulator.restore(cp.simulator, recorded);
    for (const r of cp.results) if (!recorded.has(r.eventNid)) results.enqueue(r);
  } else {
    simulator.init(now());
  }

  const head = () => ({ format: 1 as const, takenAt: now(), tickMs, simulator: simulator.snapshot(), results: results.pending() });
  const checkpoint = (): FeedCheckpoint => ({ ...head(), program: replication.dump() });
  const serialiser = new CheckpointSerialiser();
  const sink = opts.checkpoints;
  const everyMs = sink?.everyMs ?? DEFAULT_CHECKPOINT_MS;
  let saving: Promise<void> | null = null;
  let savedAt = now();
  /** Takes the checkpoint now (JSON at once) and writes it in the background; one write at a time. */
  const save = (at: number): Promise<void> => {
    if (!sink) return Promise.resolve();
    const json = serialiser.serialise(head(), replication.dumpParts());
    savedAt = at;
    const write: Promise<void> = (saving ?? Promise.resolve())
      .then(() => sink.save(json, at))
      .catch(onError)
      .finally(() => {
        if (saving === write) saving = null;
      });
    saving = write;
    return write;
  };

  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = (at: number = now()): void => {
    try {
      simulator.tick(at);
      if (sink && !saving && at - savedAt >= everyMs) void save(at);
    } catch (err) {
      onError(err);
    }
  };

  return {
    reader: store,
    replication,
    tick,
    checkpoint,
    start() {
      if (timer) return;
      timer = setInterval(() => tick(), tickMs);
      // The feed must not keep a process alive on its own (tests, graceful shutdown).
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await results.drain(now());
      // Last: the checkpoint then knows which results are stored, and a restart goes on from this very state.
      await save(now());
    },
    onChange: (listener: ChangeListener) => store.onChange(listener),
  };
};
