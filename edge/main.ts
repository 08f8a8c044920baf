/** Starts the edge from the environment, logs where it listens, and shuts down cleanly on SIGINT/SIGTERM. */
import pino from 'pino';
import { startEdge } from './app';
import { ConfigError } from './config';

const log = pino({ name: 'edge' });

const main = async (): Promise<void> => {
  let edge;
  try {
    edge = await startEdge();
  } catch (e) {
    if (e instanceof ConfigError) {
      // One clear line, nothing else: the operator fixes the variable and starts again.
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  const { config } = edge;
  const store = config.databaseUrl ? 'postgresql' : `pglite:${config.dataDir}`;
  log.info({ url: edge.url, port: edge.port, wsPort: edge.wsPort, db: store, bus: config.redisUrl ? 'redis' : 'memory', feed: config.feedMode }, `edge listening at ${edge.url}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    const started = Date.now();
    log.info({ signal }, 'shutting down: sockets drain first, then HTTP, feed, bus, database');
    edge
      .close()
      .then(() => {
        log.info({ signal, ms: Date.now() - started }, 'edge stopped');
        process.exit(0);
      })
      .catch((err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
};

main().catch((err: unknown) => {
  log.fatal({ err }, 'edge failed to start');
  process.exit(1);
});
