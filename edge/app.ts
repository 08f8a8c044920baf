/**
 * Composition root: config -> storage (migrations, demo seed) -> feed -> domain services -> HTTP listen.
 * `now` replaces the edge's own clock (sessions, play rules, no-play window, routing, server time); the feed
 * keeps the real clock, as a real provider would.
 */
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig, type Config } from './config';
import { createBetDetailService } from './domain/bet-detail.service';
import { createCaptchaService } from './domain/captcha.service';
import { createGeoDecision, warmGeoIp } from './domain/geo-ip';
import { createLoginGuard } from './domain/login-guard';
import { createLoginService } from './domain/login.service';
import { createMemberInfoService } from './domain/member-info.service';
import { createMemberStateService } from './domain/member-state.service';
import { hashPassword } from './domain/password';
import { createPasswordChangeService } from './domain/password-change.service';
import { createPlayCouponService } from './domain/play-coupon.service';
import { createDatabaseResultSink } from './domain/result-sink';
import { createSessionService } from './domain/session.service';
import { createSignupService } from './domain/signup.service';
import { createForgotPasswordService } from './domain/forgot-password.service';
import { createMessagesService } from './domain/messages.service';
import { createGeneratorFeed } from './feed/generator-feed';
import { buildHttpServer } from './http/http-server';
import type { Db } from './storage/db.port';
import { eventResultsRepo } from './storage/event-results.repo';
import { migrate } from './storage/migrate';
import { openDb } from './storage/open-db';
import { seedDemoData } from './storage/seed';
import { seedAccountStates } from './storage/seed-account-states';

export interface EdgeHandle {
  url: string;
  port: number;
  config: Config;
  /** The edge's database handle, for black-box tests and ops tooling that must check what was written. */
  db: Db;
  /** Every POST route served, for the anti-forgery matrix test. */
  postRoutes: readonly string[];
  close(): Promise<void>;
}

/** `captchaText` replaces the random text of captcha images (tests must know the answer, as they set the clock). */
export type EdgeOverrides = Partial<Config> & { now?: () => number; captchaText?: () => string };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const SESSION_PURGE_EVERY_MS = 10 * MINUTE_MS;

const reachableHost = (host: string): string => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);

export const startEdge = async (overrides: EdgeOverrides = {}): Promise<EdgeHandle> => {
  const { now: nowOverride, captchaText, ...configOverrides } = overrides;
  const config: Config = { ...loadConfig(), ...configOverrides };
  const now = nowOverride ?? Date.now;
  const logger = pino({ level: config.logLevel });

  const db = await openDb(config);
  let feed: ReturnType<typeof createGeneratorFeed> | null = null;
  try {
    await migrate(db, undefined, now);
    await seedDemoData(db, hashPassword, now);
    await seedAccountStates(db, hashPassword, now, config.loginHoldMinutes * MINUTE_MS);
    feed = createGeneratorFeed({
      seed: config.feedSeed,
      resultSink: createDatabaseResultSink(db, now),
      onError: (err) => logger.error({ err }, 'feed error'),
    });
    feed.start();
    const reader = feed.reader;
    if (!config.captchaForce) warmGeoIp();
    const sessions = createSessionService({
      db,
      now,
      idleMs: config.sessionIdleMinutes * MINUTE_MS,
      absoluteMs: config.sessionAbsoluteHours * HOUR_MS,
    });
    const loginGuard = createLoginGuard(db, now, { maxFailures: config.loginMaxFailures, holdMs: config.loginHoldMinutes * MINUTE_MS });
    const app = await buildHttpServer({
      logger,
      config,
      now,
      db,
      reader,
      sessions,
      login: createLoginService({
        db,
        customerServicePhone: config.customerServicePhone,
        guard: loginGuard,
        loginDisabled: config.loginDisabled,
        onError: (err) => logger.error({ err }, 'login failed unexpectedly'),
      }),
      memberInfo: createMemberInfoService(db),
      play: createPlayCouponService({ db, reader, now, noPlayWindow: config.noPlayWindow }),
      betDetail: createBetDetailService({ reader, now, hasResult: async (code) => (await eventResultsRepo.find(db, code)) !== null }),
      captcha: createCaptchaService({ db, now, placeOf: createGeoDecision(config.captchaForce), nextText: captchaText }),
      signup: createSignupService({ db, now, hashPassword }),
      forgotPassword: createForgotPasswordService({ db, now, hashPassword }),
      messages: createMessagesService({ db, now }),
      memberState: createMemberStateService(db),
      passwordChange: createPasswordChangeService(db),
    });
    await app.listen({ port: config.port, host: config.host });
    const purge = setInterval(() => {
      sessions.purgeExpired().catch((err: unknown) => app.log.warn({ err }, 'session purge failed'));
      loginGuard.purge().catch((err: unknown) => app.log.warn({ err }, 'login hold purge failed'));
    }, SESSION_PURGE_EVERY_MS);
    purge.unref();

    const port = (app.server.address() as AddressInfo).port;
    const runningFeed = feed;
    return {
      url: `http://${reachableHost(config.host)}:${port}`,
      port,
      config,
      db,
      postRoutes: [...app.postRoutes],
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
