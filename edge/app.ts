/**
 * Composition root: config -> storage (migrations, demo seed) -> feed -> domain services -> HTTP listen.
 * `now` replaces the edge's own clock (sessions, play rules, no-play window, routing, server time); the feed
 * keeps the real clock, as a real provider would.
 */
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig, type Config } from './config';
import { createBetDetailService } from './domain/bet-detail.service';
import { createLoginService } from './domain/login.service';
import { createMemberInfoService } from './domain/member-info.service';
import { hashPassword } from './domain/password';
import { createPlayCouponService } from './domain/play-coupon.service';
import { createDatabaseResultSink } from './domain/result-sink';
import { createSessionService } from './domain/session.service';
import { createGeneratorFeed } from './feed/generator-feed';
import { buildHttpServer } from './http/http-server';
import type { Db } from './storage/db.port';
import { eventResultsRepo } from './storage/event-results.repo';
import { migrate } from './storage/migrate';
import { openDb } from './storage/open-db';
import { seedDemoData } from './storage/seed';

export interface EdgeHandle {
  url: string;
  port: number;
  config: Config;
  /** The edge's database handle, for black-box tests and ops tooling that must check what was written. */
  db: Db;
  close(): Promise<void>;
}

export type EdgeOverrides = Partial<Config> & { now?: () => number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const SESSION_PURGE_EVERY_MS = 10 * MINUTE_MS;

const reachableHost = (host: string): string => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);

export const startEdge = async (overrides: EdgeOverrides = {}): Promise<EdgeHandle> => {
  const { now: nowOverride, ...configOverrides } = overrides;
  const config: Config = { ...loadConfig(), ...configOverrides };
  const now = nowOverride ?? Date.now;
  const logger = pino({ level: config.logLevel });

  const db = await openDb(config);
  let feed: ReturnType<typeof createGeneratorFeed> | null = null;
  try {
    await migrate(db, undefined, now);
    await seedDemoData(db, hashPassword, now);
    feed = createGeneratorFeed({
      seed: config.feedSeed,
      resultSink: createDatabaseResultSink(db, now),
      onError: (err) => logger.error({ err }, 'feed error'),
    });
    feed.start();
    const reader = feed.reader;
    const sessions = createSessionService({
      db,
      now,
      idleMs: config.sessionIdleMinutes * MINUTE_MS,
      absoluteMs: config.sessionAbsoluteHours * HOUR_MS,
    });
    const app = await buildHttpServer({
      logger,
      config,
      now,
      db,
      reader,
      sessions,
      login: createLoginService({ db, customerServicePhone: config.customerServicePhone }),
      memberInfo: createMemberInfoService(db),
      play: createPlayCouponService({ db, reader, now, noPlayWindow: config.noPlayWindow }),
      betDetail: createBetDetailService({ reader, now, hasResult: async (code) => (await eventResultsRepo.find(db, code)) !== null }),
    });
    await app.listen({ port: config.port, host: config.host });
    const purge = setInterval(() => {
      sessions.purgeExpired().catch((err: unknown) => app.log.warn({ err }, 'session purge failed'));
    }, SESSION_PURGE_EVERY_MS);
    purge.unref();

    const port = (app.server.address() as AddressInfo).port;
    const runningFeed = feed;
    return {
      url: `http://${reachableHost(config.host)}:${port}`,
      port,
      config,
      db,
      async close() {
        clearInterval(purge);
        await app.close();
        await runningFeed.stop();
        await db.close();
      },
    };
  } catch (e) {
    await feed?.stop().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw e;
  }
};
