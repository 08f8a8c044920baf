/**
 * The default feed: a generated bet program moved by a simulated clock. The edge calls
 * createGeneratorFeed({ seed, resultSink }), then start(), and serves `.reader`.
 */
import type { FeedProvider, ResultSink } from './program-reader';
import { ProgramStore, type ChangeListener } from './program-store';
import { LiveSimulator } from './live-simulator';
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
}

export interface GeneratorFeed extends FeedProvider {
  readonly reader: ProgramStore;
  /** Moves the program to `at` (default: the clock) at once; the timer calls it every tickMs. */
  tick(at?: number): void;
}

const DEFAULT_TICK_MS = 1000;

export const createGeneratorFeed = (opts: GeneratorFeedOptions): GeneratorFeed => {
  const now = opts.now ?? Date.now;
  const onError = opts.onError ?? ((err: unknown) => console.error('[feed]', err));
  const store = new ProgramStore(now, onError);
  const results = new ResultQueue(opts.resultSink, onError);
  const simulator = new LiveSimulator({ seed: opts.seed, scale: opts.scale ?? 1 }, store, results);
  simulator.init(now());
  let timer: ReturnType<typeof setInterval> | undefined;

  const tick = (at: number = now()): void => {
    try {
      simulator.tick(at);
    } catch (err) {
      onError(err);
    }
  };

  return {
    reader: store,
    tick,
    start() {
      if (timer) return;
      timer = setInterval(() => tick(), opts.tickMs ?? DEFAULT_TICK_MS);
      // The feed must not keep a process alive on its own (tests, graceful shutdown).
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await results.drain(now());
    },
    onChange: (listener: ChangeListener) => store.onChange(listener),
  };
};
