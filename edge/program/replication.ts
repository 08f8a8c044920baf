/**
 * Program replication for FEED_MODE=external: the feed process is the one program store that moves; every edge
 * keeps a replica of it so HTTP snapshots, the menu, event details and the coupon check serve the feed's exact
 * program and versions (the ones its room messages carry).
 *
 * The feed publishes each commit as one item { epoch, seq, ops, versions } (seq 1, 2, ... within one run of the
 * feed process, the epoch naming that run) and keeps a dump of the whole program { epoch, seq, program } that it
 * rewrites at start and every few seconds, each time with a beat { epoch, seq } naming the last item. The last
 * items stay readable in a backlog, so a replica that missed a few (it subscribed after they went, or lost
 * its subscription a moment) reads them instead of a whole dump. Items, beats and dumps go over one ordered
 * connection. A replica applies items in order after the dump it loaded; on a gap,
 * an unknown epoch or a lost subscription it loads a dump again (see replica-feed.ts).
 * The transport (Redis in production) is behind ReplicationSink / ReplicationSource.
 */
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { CommitRecord, ProgramDump } from './program-ops';
import type { ProgramReplication } from './program-replication';

/** One commit as it travels. */
export interface ReplicationItem extends CommitRecord {
  /** The feed process's run: seq starts again at 1 with a new epoch. */
  epoch: string;
  seq: number;
}

/**
 * "The last item of run `epoch` is `seq`", sent with every dump rewrite: a replica that lost the last items
 * before a quiet spell (or the first ones of a new run) learns it without waiting for the next commit.
 */
export interface ReplicationBeat {
  epoch: string;
  seq: number;
  beat: true;
}

export type ReplicationMessage = ReplicationItem | ReplicationBeat;

/** The whole program after item `seq` of run `epoch` (`at`: when the feed wrote it). */
export interface DumpEnvelope {
  epoch: string;
  seq: number;
  at: number;
  program: ProgramDump;
}

/** The feed's side of the transport; calls are delivered in the order they are made. */
export interface ReplicationSink {
  /** Publishes an item and keeps it in the backlog (the last items, for replicas that missed some). */
  publish(item: string): Promise<void>;
  /** Publishes a beat (not kept). */
  beat(text: string): Promise<void>;
  /** Replaces the dump in one atomic write. */
  writeDump(dump: Buffer): Promise<void>;
  /** The dump there is (a previous run's at start), or null. */
  readDump(): Promise<Buffer | null>;
  close(): Promise<void>;
}

export interface ReplicationSourceListener {
  onItem(text: string): void;
  /** The subscription was lost and is back: items may have been missed. */
  onReconnect(): void;
}

/** An edge's side of the transport. */
export interface ReplicationSource {
  /** Starts delivering items; resolves once the subscription is active. */
  subscribe(listener: ReplicationSourceListener): Promise<void>;
  /** The last dump written (null: the feed has not written one yet). */
  readDump(): Promise<Buffer | null>;
  /** The last items published, oldest first (any run: the replica picks by epoch and seq). */
  readBacklog(): Promise<string[]>;
  close(): Promise<void>;
}

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Gzipped JSON: about 2.7 MB of JSON and 0.4 MB stored at scale 1; compressed off the event loop. */
export const encodeDump = async (dump: DumpEnvelope): Promise<Buffer> => gzipAsync(JSON.stringify(dump), { level: 6 });

export const decodeDump = async (buf: Buffer): Promise<DumpEnvelope> => {
  const dump = JSON.parse((await gunzipAsync(buf)).toString('utf8')) as DumpEnvelope;
  if (typeof dump?.epoch !== 'string' || !Number.isSafeInteger(dump.seq) || dump.program?.format !== 1) throw new Error('not a program dump');
  return dump;
};

export const parseMessage = (text: string): ReplicationMessage => {
  const msg = JSON.parse(text) as Partial<ReplicationItem & ReplicationBeat> | null;
  if (typeof msg?.epoch !== 'string' || !Number.isSafeInteger(msg.seq)) throw new Error('not a replication message');
  if (msg.beat === true) return msg as ReplicationBeat;
  if (!Array.isArray(msg.ops) || typeof msg.versions !== 'object' || msg.versions === null) throw new Error('not a replication item');
  return msg as ReplicationItem;
};

export interface ReplicationPublisherOptions {
  /** How often the dump is rewritten (ms); default 5000. */
  dumpEveryMs?: number;
  onError: (err: unknown) => void;
  now?: () => number;
}

export interface ReplicationPublisher {
  readonly epoch: string;
  /** The last item published. */
  readonly seq: number;
  /** Writes a dump of the program as of now (between commits). */
  writeDump(): Promise<void>;
  /** Stops publishing; writes a last dump so edges that start meanwhile load the final state. */
  stop(): Promise<void>;
}

const DEFAULT_DUMP_EVERY_MS = 5000;

/**
 * Starts replicating `store` (the feed's store's replication) through `sink`: its versions continue above the previous run's dump
 * (if any), the first dump is written before any item, then one item per commit and a fresh dump (with a beat)
 * every dumpEveryMs. Resolves once the first dump is written.
 */
export const startReplication = async (store: ProgramReplication, sink: ReplicationSink, opts: ReplicationPublisherOptions): Promise<ReplicationPublisher> => {
  const now = opts.now ?? Date.now;
  const previous = await sink.readDump();
  if (previous) {
    try {
      store.continueVersions((await decodeDump(previous)).program.versions);
    } catch (err) {
      opts.onError(err);
    }
  }
  const epoch = `${now().toString(36)}-${randomBytes(4).toString('hex')}`;
  let seq = 0;
  let writing: Promise<void> | null = null;

  // Taken synchronously between commits: the program and seq agree. Encoding runs after; the sink keeps order
  // only for calls already made, so items published while the dump compresses would go before it: a replica
  // that loads it then simply skips items with seq <= the dump's.
  const writeDump = async (): Promise<void> => {
    const dump: DumpEnvelope = { epoch, seq, at: now(), program: store.dump() };
    await sink.writeDump(await encodeDump(dump));
  };
  const writeDumpOnce = (): Promise<void> => {
    writing ??= writeDump().finally(() => {
      writing = null;
    });
    return writing;
  };

  const first: DumpEnvelope = { epoch, seq, at: now(), program: store.dump() };
  const off = store.onCommitRecord((record) => {
    seq++;
    const item: ReplicationItem = { epoch, seq, ops: record.ops, versions: record.versions };
    sink.publish(JSON.stringify(item)).catch(opts.onError);
  });
  await sink.writeDump(await encodeDump(first));

  const timer = setInterval(() => {
    const beat: ReplicationBeat = { epoch, seq, beat: true };
    sink.beat(JSON.stringify(beat)).catch(opts.onError);
    writeDumpOnce().catch(opts.onError);
  }, opts.dumpEveryMs ?? DEFAULT_DUMP_EVERY_MS);
  timer.unref();

  return {
    epoch,
    get seq() {
      return seq;
    },
    writeDump: writeDumpOnce,
    async stop() {
      clearInterval(timer);
      off();
      await writing?.catch(() => undefined);
      await writeDump().catch(opts.onError);
    },
  };
};
