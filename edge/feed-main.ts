/**
 * `npm run feed`: the generator feed as its own process, for any number of edges started with FEED_MODE=external
 * and the same REDIS_URL (and REDIS_NAMESPACE): the single publisher of the program rooms, and the program the
 * edges replicate (commit items and a program dump, see replication.ts), so their HTTP snapshots, menu, event
 * details and coupon checks are this process's program at its versions. Official results still go to the
 * database (DATABASE_URL; several edges must share PostgreSQL anyway).
 */
import pino from 'pino';
import { loadConfig } from './config';
import { startFeedBroadcast } from './bus/redis-replication';
import { openPersistentFeed } from './domain/persistent-feed';
import { onResultConflict } from './domain/result-log';
import { createDatabaseResultSink } from './domain/result-sink';
import { migrate } from './storage/migrate';
import { openDb } from './storage/open-db';
import { createGeneratorFeed } from './feed/generator-feed';

const main = async (): Promise<void> => {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  if (!config.redisUrl) throw new Error('npm run feed needs REDIS_URL: the edges receive the feed over Redis');
  const db = await openDb(config);
  await migrate(db);
  // The program survives a restart of this process: identities from the database, checkpoints written back.
  const feed = await openPersistentFeed({
    db,
    checkpointDir: config.databaseUrl ? null : config.dataDir,
    makeFeed: createGeneratorFeed,
    log: logger,
    options: {
      seed: config.feedSeed,
      resultSink: createDatabaseResultSink(db, Date.now, onResultConflict(logger)),
      onError: (err) => logger.error({ err }, 'feed error'),
    },
  });
  const broadcast = await startFeedBroadcast(feed, {
    redisUrl: config.redisUrl,
    namespace: config.redisNamespace,
    onError: (err) => logger.error({ err }, 'publish failed'),
  });
  feed.start();
  // The feed's timer is unref'd (it must not hold tests open); this process lives for it.
  const keepAlive = setInterval(() => undefined, 60_000);
  logger.info({ redis: config.redisUrl, namespace: config.redisNamespace, seed: config.feedSeed }, 'feed publishing');
  const stop = async (): Promise<void> => {
    clearInterval(keepAlive);
    await feed.stop();
    await broadcast.stop();
    await db.close();
  };
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, () => void stop().then(() => process.exit(0)));
};

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
