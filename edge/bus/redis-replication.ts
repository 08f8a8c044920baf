/**
 * Program replication over Redis (FEED_MODE=external, see program/replication.ts): the feed process publishes one
 * message per commit on `<ns>:feed:commits` (and keeps the last ones in the list `<ns>:feed:backlog`, in the
 * same transaction), and keeps the gzipped program dump in the key `<ns>:feed:dump` (one SET: readers get a
 * whole dump or the previous one). Both go over the feed's one command connection, so
 * a dump lands after the items it covers. Each edge subscribes on a connection of its own and reads the dump
 * with GET; a subscription that comes back after a loss is reported so the replica reloads the dump.
 */
import { Redis } from 'ioredis';
import { ConfigError } from '../config';
import { createReplicaFeed, type ReplicaFeed } from '../program/replica-feed';
import { startReplication, type ReplicationSink, type ReplicationSource, type ReplicationSourceListener } from '../program/replication';
import type { ReplicatedFeed } from '../program/store-feed';
import type { Bus } from './bus.port';
import { publishFeed } from './feed-publisher';
import { connectRedisBus } from './redis-bus';

export const replicationChannel = (namespace: string): string => `${namespace}:feed:commits`;
export const replicationDumpKey = (namespace: string): string => `${namespace}:feed:dump`;
export const replicationBacklogKey = (namespace: string): string => `${namespace}:feed:backlog`;
/** Items kept in the backlog: minutes of commits at one a second, a few MB at most. */
export const BACKLOG_ITEMS = 512;

/** The feed process's side. */
export const createRedisReplicationSink = (url: string, namespace: string, onError: (err: unknown) => void): ReplicationSink => {
  const cmd = new Redis(url, { maxRetriesPerRequest: null, connectionName: `iddaa-feed-repl-${process.pid}` });
  cmd.on('error', onError);
  const channel = replicationChannel(namespace);
  const dumpKey = replicationDumpKey(namespace);
  const backlogKey = replicationBacklogKey(namespace);
  return {
    async publish(item) {
      // One transaction: an item is in the backlog exactly when it was published.
      await cmd.multi().publish(channel, item).rpush(backlogKey, item).ltrim(backlogKey, -BACKLOG_ITEMS, -1).exec();
    },
    async beat(text) {
      await cmd.publish(channel, text);
    },
    async writeDump(dump) {
      await cmd.set(dumpKey, dump);
    },
    async readDump() {
      return cmd.getBuffer(dumpKey);
    },
    async close() {
      await cmd.quit().catch(() => cmd.disconnect());
    },
  };
};

/** An edge's side: one connection for the subscription, one for reading the dump. */
export const createRedisReplicationSource = (url: string, namespace: string, onError: (err: unknown) => void): ReplicationSource => {
  const channel = replicationChannel(namespace);
  const dumpKey = replicationDumpKey(namespace);
  const backlogKey = replicationBacklogKey(namespace);
  const cmd = new Redis(url, { maxRetriesPerRequest: null });
  // We subscribe ourselves on every 'ready' so we know exactly when delivery is live again (as the room bus).
  const sub = new Redis(url, { autoResubscribe: false, maxRetriesPerRequest: null, connectionName: `iddaa-replica-sub-${process.pid}` });
  cmd.on('error', onError);
  sub.on('error', onError);
  let listener: ReplicationSourceListener | null = null;
  let everSubscribed = false;
  let subscribed: () => void = () => undefined;
  const subscribedPromise = new Promise<void>((resolve) => (subscribed = resolve));

  sub.on('message', (_channel: string, text: string) => listener?.onItem(text));
  sub.on('ready', () => {
    sub.subscribe(channel).then(
      () => {
        if (everSubscribed) listener?.onReconnect();
        everSubscribed = true;
        subscribed();
      },
      (err: unknown) => onError(err),
    );
  });

  return {
    async subscribe(l) {
      listener = l;
      await subscribedPromise;
    },
    async readDump() {
      return cmd.getBuffer(dumpKey);
    },
    async readBacklog() {
      return cmd.lrange(backlogKey, 0, -1);
    },
    async close() {
      listener = null;
      sub.disconnect();
      // Reads only: nothing to flush, and a pending read must end now (the replica's stop waits for it).
      cmd.disconnect();
    },
  };
};

/**
 * The feed of an edge with FEED_MODE=external: a replica of the feed process's program over Redis. Call start()
 * and wait for ready() before serving (the edge waits, logging while no dump has come).
 */
export const createRedisReplicaFeed = (opts: {
  redisUrl: string | null;
  namespace: string;
  onError: (err: unknown) => void;
  onWaiting?: (reason: string) => void;
}): ReplicaFeed => {
  if (!opts.redisUrl) throw new ConfigError('FEED_MODE=external needs REDIS_URL: the program comes from `npm run feed` over Redis');
  return createReplicaFeed({
    source: createRedisReplicationSource(opts.redisUrl, opts.namespace, opts.onError),
    onError: opts.onError,
    onWaiting: opts.onWaiting,
  });
};

export interface FeedBroadcastOptions {
  redisUrl: string;
  namespace: string;
  onError: (err: unknown) => void;
  /** How often the program dump is rewritten (ms); default 5000. */
  dumpEveryMs?: number;
  /** The replication transport (default: Redis under the namespace); tests wrap it to lose an item. */
  sink?: ReplicationSink;
}

/**
 * What `npm run feed` does with its store: room messages on the bus, and the replication items and program dump
 * for the edges' replicas. Call before feed.start(); stop() after feed.stop() (it writes a last dump).
 */
export const startFeedBroadcast = async (feed: ReplicatedFeed, opts: FeedBroadcastOptions): Promise<{ bus: Bus; stop(): Promise<void> }> => {
  const bus = await connectRedisBus(opts.redisUrl, opts.onError, opts.namespace);
  const sink = opts.sink ?? createRedisReplicationSink(opts.redisUrl, opts.namespace, opts.onError);
  let replication;
  try {
    replication = await startReplication(feed.replication, sink, { onError: opts.onError, dumpEveryMs: opts.dumpEveryMs });
  } catch (e) {
    await sink.close();
    await bus.close();
    throw e;
  }
  const offRooms = publishFeed(feed, bus, opts.onError);
  const running = replication;
  return {
    bus,
    async stop() {
      offRooms();
      await running.stop();
      await sink.close();
      await bus.close();
    },
  };
};
