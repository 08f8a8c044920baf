/**
 * `npm run feed`: the generator feed as its own process, the single publisher of the program rooms for any
 * number of edges started with FEED_MODE=external and the same REDIS_URL. Official results still go to the
 * database (DATABASE_URL; several edges must share PostgreSQL anyway).
 */
import pino from 'pino';
import { loadConfig } from '../config';
import { publishFeed } from '../bus/feed-publisher';
import { connectRedisBus } from '../bus/redis-bus';
import { createDatabaseResultSink } from '../domain/result-sink';
import { migrate } from '../storage/migrate';
import { openDb } from '../storage/open-db';
import { createGeneratorFeed } from './generator-feed';

const main = async (): Promise<void> => {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  if (!config.redisUrl) throw new Error('npm run feed needs REDIS_URL: the edges receive the feed over Redis');
  const db = await openDb(config);
  await migrate(db);
  const bus = await connectRedisBus(config.redisUrl, (err) => logger.error({ err }, 'bus error'));
  const feed = createGeneratorFeed({
    seed: config.feedSeed,
    resultSink: createDatabaseResultSink(db, Date.now),
    onError: (err) => logger.error({ err }, 'feed error'),
  });
  publishFeed(feed, bus, (err) => logger.error({ err }, 'publish failed'));
  feed.start();
  // The feed's timer is unref'd (it must not hold tests open); this process lives for it.
  const keepAlive = setInterval(() => undefined, 60_000);
  logger.info({ redis: config.redisUrl, seed: config.feedSeed }, 'feed publishing');
  const stop = async (): Promise<void> => {
    clearInterval(keepAlive);
    await feed.stop();
    await bus.close();
    await db.close();
  };
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, () => void stop().then(() => process.exit(0)));
};

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
