/**
 * The feed of an edge with FEED_MODE=external: a replica of the feed process's program store, so every read
 * (programs, menu, event detail, coupon check) and every version is the feed's own. It neither publishes room
 * messages (the feed process does) nor writes results.
 *
 * start() subscribes to the replication items first, then loads the dump and applies the items after it in seq
 * order: those published before the subscription come from the backlog (the feed's last items), later ones from
 * the subscription. Then each item must be the next one. A gap, an item of another feed run (epoch) or one that
 * does not apply, a beat naming an item it has not got, and a lost subscription start a resync: the missing items
 * from the backlog if it still holds them, otherwise a dump again (read until one is followed by the items
 * known). Items received meanwhile are held, never applied over a gap; the program served stays the last whole
 * state. Until the first dump is loaded the store is empty: ready() resolves then (the edge waits for it).
 */
import type { FeedProvider } from './program-reader';
import { ProgramReplication } from './program-replication';
import { ProgramStore, type ChangeListener } from './program-store';
import { decodeDump, parseMessage, type ReplicationItem, type ReplicationSource } from './replication';

export interface ReplicaFeedOptions {
  source: ReplicationSource;
  onError?: (err: unknown) => void;
  /** Told (at most every 10 s) while the edge waits for a usable dump: no feed process yet, or an old dump. */
  onWaiting?: (reason: string) => void;
  /** The edge's clock (snapshot asOf). */
  now?: () => number;
  /** Pause between two reads while nothing fits (ms); default 500 (the feed rewrites its dump every few seconds). */
  retryMs?: number;
}

export interface ReplicaFeed extends FeedProvider {
  readonly reader: ProgramStore;
  /** The replica store's replication: it applies the feed's commits and loads its dumps. */
  readonly replication: ProgramReplication;
  /** Resolves once the first dump is loaded. */
  ready(): Promise<void>;
  /** Dumps loaded so far (the first one included): ops and tests watch reloads with it. */
  readonly dumpLoads: number;
  /** The feed run and the last item applied. */
  position(): Position | null;
}

interface Position {
  epoch: string;
  seq: number;
}

/** Items held while out of sync; beyond this the oldest go (the backlog or a later dump covers them). */
const MAX_BUFFERED = 20_000;
const WAITING_LOG_EVERY_MS = 10_000;

/** The items continuing `from`, in order, as far as `pool` has them without a hole. */
const chainFrom = (from: Position, pool: readonly ReplicationItem[]): ReplicationItem[] => {
  const bySeq = new Map<number, ReplicationItem>();
  for (const item of pool) if (item.epoch === from.epoch && item.seq > from.seq) bySeq.set(item.seq, item);
  const chain: ReplicationItem[] = [];
  for (let seq = from.seq + 1; bySeq.has(seq); seq++) chain.push(bySeq.get(seq) as ReplicationItem);
  return chain;
};

export const createReplicaFeed = (opts: ReplicaFeedOptions): ReplicaFeed => {
  const onError = opts.onError ?? ((err: unknown) => console.error('[replica feed]', err));
  const store = new ProgramStore(opts.now ?? Date.now, onError);
  const replication = new ProgramReplication(store);
  const retryMs = opts.retryMs ?? 500;
  /** The last item applied (or the dump loaded). */
  let at: Position | null = null;
  /** The newest item the channel has told of (items and beats): a resync must reach it. */
  let known: Position | null = null;
  let buffer: ReplicationItem[] = [];
  let syncing = false;
  let syncDone: Promise<void> = Promise.resolve();
  let stopped = false;
  let started = false;
  let dumpLoads = 0;
  /** An item failed half-way: only a dump puts the program right again. */
  let diverged = false;
  let lastWaitingLog = 0;
  /** The last dump that did not fit: the same bytes again need no decoding. */
  let rejected: Buffer | null = null;
  let readyResolve: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => (readyResolve = resolve));

  const waiting = (reason: string): void => {
    const t = Date.now();
    if (t - lastWaitingLog < WAITING_LOG_EVERY_MS) return;
    lastWaitingLog = t;
    opts.onWaiting?.(reason);
  };

  const see = (epoch: string, seq: number): void => {
    if (!known || known.epoch !== epoch) known = { epoch, seq };
    else if (seq > known.seq) known = { epoch, seq };
  };

  /** Whether `from` followed by `chain` reaches every item the channel has told of. */
  const reaches = (from: Position, chain: readonly ReplicationItem[]): boolean => {
    if (!known) return true;
    return known.epoch === from.epoch && (chain.at(-1)?.seq ?? from.seq) >= known.seq;
  };

  const apply = (item: ReplicationItem): void => {
    try {
      replication.applyCommit(item);
    } catch (err) {
      diverged = true;
      throw err;
    }
    at = { epoch: item.epoch, seq: item.seq };
  };

  const readBacklog = async (): Promise<ReplicationItem[]> => {
    try {
      const items: ReplicationItem[] = [];
      for (const text of await opts.source.readBacklog()) {
        const msg = parseMessage(text);
        if (!('beat' in msg)) items.push(msg);
      }
      return items;
    } catch (err) {
      if (!stopped) onError(err);
      return [];
    }
  };

  const synced = (): void => {
    buffer = [];
    syncing = false;
    readyResolve();
  };

  /** Until in sync: the backlog's missing items if it has them, else a dump followed by the items known. */
  const syncLoop = async (): Promise<void> => {
    while (!stopped) {
      try {
        const backlog = await readBacklog();
        if (stopped) return;
        const from = at;
        if (from && !diverged) {
          const chain = chainFrom(from, [...backlog, ...buffer]);
          if (reaches(from, chain)) {
            for (const item of chain) apply(item);
            return synced();
          }
        }
        const raw = await opts.source.readDump();
        if (stopped) return;
        if (!raw) {
          waiting('no program dump from the feed process yet');
        } else if (!rejected?.equals(raw)) {
          const dump = await decodeDump(raw);
          if (stopped) return;
          // Items published after the backlog was read come by the subscription (it was on first).
          const base = { epoch: dump.epoch, seq: dump.seq };
          const chain = chainFrom(base, [...backlog, ...buffer]);
          if (reaches(base, chain)) {
            // Dump and items in one go: readers see the old state, then the new one, nothing between.
            replication.loadDump(dump.program);
            dumpLoads++;
            diverged = false;
            rejected = null;
            at = base;
            for (const item of chain) apply(item);
            return synced();
          }
          rejected = raw;
          waiting('the program dump is older than the items the backlog still holds');
        } else {
          waiting('the program dump is older than the items the backlog still holds');
        }
      } catch (err) {
        if (stopped) return;
        onError(err);
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs).unref());
    }
  };

  const resync = (): void => {
    if (syncing || stopped) return;
    syncing = true;
    syncDone = syncLoop()
      .catch(onError)
      .finally(() => {
        syncing = false;
      });
  };

  /** In sync: each held item must be the next one; anything else starts a resync (the rest stay held). */
  const drain = (): void => {
    if (syncing) return;
    const pending = buffer;
    buffer = [];
    for (const [k, item] of pending.entries()) {
      if (at && item.epoch === at.epoch && item.seq <= at.seq) continue;
      let applied = false;
      if (at && item.epoch === at.epoch && item.seq === at.seq + 1) {
        try {
          apply(item);
          applied = true;
        } catch (err) {
          onError(err);
        }
      }
      if (!applied) {
        buffer = pending.slice(k);
        resync();
        return;
      }
    }
  };

  const listener = {
    onItem(text: string): void {
      if (stopped) return;
      let msg;
      try {
        msg = parseMessage(text);
      } catch (err) {
        onError(err);
        return;
      }
      see(msg.epoch, msg.seq);
      if ('beat' in msg) {
        // Items come before the beat that names them: one still missing now was lost.
        if (!syncing && (!at || at.epoch !== msg.epoch || at.seq < msg.seq)) resync();
        return;
      }
      buffer.push(msg);
      if (buffer.length > MAX_BUFFERED) buffer.splice(0, buffer.length - MAX_BUFFERED);
      drain();
    },
    onReconnect(): void {
      resync();
    },
  };

  return {
    reader: store,
    replication,
    start() {
      if (started) return;
      started = true;
      opts.source.subscribe(listener).then(
        () => {
          if (!stopped) resync();
        },
        (err: unknown) => onError(err),
      );
    },
    async stop() {
      stopped = true;
      // Closing first ends a read still waiting on a Redis that is away, so the loop can see `stopped`.
      await opts.source.close();
      await syncDone;
    },
    ready: () => readyPromise,
    get dumpLoads() {
      return dumpLoads;
    },
    position: () => at,
    onChange: (listener: ChangeListener) => store.onChange(listener),
  };
};
