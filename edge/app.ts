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
import { createDroppedEventsService } from './domain/dropped-events.service';
import type { SettlementRefusal } from './domain/settlement-guard';
import { onResultConflict } from './domain/result-log';
import { openPersistentFeed } from './domain/persistent-feed';
import { createSessionService } from './domain/session.service';
import { createSignupService } from './domain/signup.service';
import { createVisitorTokens, visitorTokenSecret } from './domain/visitor-token.service';
import { createForgotPasswordService } from './domain/forgot-password.service';
import { createMessagesService } from './domain/messages.service';
import { createCouponShareService } from './domain/coupon-share.service';
import { createMyCouponsService } from './domain/my-coupons.service';
import { createContractService } from './domain/contract.service';
import { createConsentService } from './domain/consent.service';
import { createSiteNoticesService } from './domain/site-notices.service';
import { createCampaignService } from './domain/campaign.service';
import { createClientLogService } from './domain/client-log.service';
import { createHealthService } from './domain/health.service';
import { createMemberNotices } from './domain/member-notices';
import { createOutboxService } from './domain/outbox.service';
import { createSettlementService, withSettlementKick, type CouponSettled } from './domain/settlement.service';
import { ganyanSettlementNotice } from './racing/racing-notices';
import { createSharingRoom } from './domain/sharing-room';
import { createKupondasServices } from './kupondas-services';
import { createAccountServices } from './account-services';
import { createContentServices } from './content-services';
import { createRacingServices } from './racing-services';
import { createDiagnosticsServices } from './diagnostics-services';
import { createSportotoServices, sportotoJobs } from './sportoto-services';
import { startPeriodicJobs } from './periodic-jobs';
import { createGeneratorFeed, type GeneratorFeed, type GeneratorFeedOptions } from './feed/generator-feed';
import type { Bus, SessionsEnded } from './bus/bus.port';
import { publishFeed } from './bus/feed-publisher';
import { createMemoryBus } from './bus/memory-bus';
import { connectRedisBus } from './bus/redis-bus';
import { createRedisReplicaFeed } from './bus/redis-replication';
import type { ProgramStore } from './program/program-store';
import type { StoreFeed } from './program/store-feed';
import { startRealtimeEdge } from './realtime/realtime-edge';
import type { RealtimeServer } from './realtime/realtime-server';
import { buildHttpServer } from './http/http-server';
import { createOpsSampler } from './ops/ops-sampler';
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
  /** The bound realtime socket port (WS_PORT, or the one picked for 0). */
  wsPort: number;
  /** The room bus (in-process, or Redis with REDIS_URL): publishers and tests publish through it. */
  bus: Bus;
  /** The bet program this edge serves (its feed's store, or its replica of the feed process's): tests end events in it. */
  program: ProgramStore;
  close(): Promise<void>;
}

/** `captchaText` replaces the random text of captcha images (tests must know the answer, as they set the clock). */
export type EdgeOverrides = Partial<Config> & {
  now?: () => number;
  captchaText?: () => string;
  /** Wraps the password check of login (tests count how many passwords are evaluated). */
  verifyPassword?: (password: string, stored: string) => Promise<boolean>;
  /** How often settlement polls for results (ms); the result sink also wakes it at once. */
  settleEveryMs?: number;
  /** How often open selections are checked for events the feed dropped (ms). */
  sweepEveryMs?: number;
  /** Told about every result settlement refused (settlement-guard.ts); the edge logs them too. */
  onSettlementRefused?: (r: SettlementRefusal) => void;
  /** Told about every coupon settled (the realtime member room's hook). */
  onCouponSettled?: (e: CouponSettled) => void;
  /**
   * Builds the feed from the edge's options (benchmarks pass a larger scale or drive the store themselves). Not
   * used with FEED_MODE=external: the edge then replicates the feed process's program.
   */
  makeFeed?: (opts: GeneratorFeedOptions) => GeneratorFeed;
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const SESSION_PURGE_EVERY_MS = 10 * MINUTE_MS;
const SETTLE_EVERY_MS = 5_000;
const DROPPED_SWEEP_EVERY_MS = MINUTE_MS;

const reachableHost = (host: string): string => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);

export const startEdge = async (overrides: EdgeOverrides = {}): Promise<EdgeHandle> => {
  const { now: nowOverride, captchaText, verifyPassword, settleEveryMs, sweepEveryMs, onSettlementRefused, onCouponSettled, makeFeed = createGeneratorFeed, ...configOverrides } = overrides;
  const config: Config = { ...loadConfig(), ...configOverrides };
  const now = nowOverride ?? Date.now;
  const logger = pino({ level: config.logLevel });

  const db = await openDb(config);
  let feed: StoreFeed | null = null;
  let realtime: RealtimeServer | null = null;
  const onBusError = (err: unknown): void => logger.error({ err }, 'realtime bus error');
  const bus = config.redisUrl ? await connectRedisBus(config.redisUrl, onBusError, config.redisNamespace) : createMemoryBus(onBusError);
  const memberNotices = createMemberNotices(bus, db, onBusError);
  const sharingRoom = createSharingRoom(bus, onBusError);
  // An ended session (logout, expiry seen, password change or reset) takes its sockets out of member rooms, on every node.
  const sessionsEnded = (ended: SessionsEnded): void => void bus.publishSessionsEnded(ended).catch(onBusError);
  const memberSessionsEnded = (memberId: number): void => sessionsEnded({ memberIds: [memberId] });
  const ops = createOpsSampler({ bus: { kind: config.redisUrl ? 'redis' : 'memory', connected: () => bus.connected?.() ?? true }, realtime: () => realtime, log: logger });
  const settlement = createSettlementService({
    db,
    now,
    onSettled: (e) => {
      onCouponSettled?.(e);
      memberNotices.notifySettled(e);
    },
    onSelectionsSettled: (e) => memberNotices.notifySelectionsSettled(e),
    onShareSettled: ({ memberId: _memberId, privacyLevel, ...body }) => sharingRoom.shareSettled(privacyLevel, body),
    onError: (err) => logger.error({ err }, 'settlement failed'),
    // A result for an event the program still offers is refused (settlement-guard.ts).
    inProgram: (nid) => {
      const event = feed?.reader.eventByNevId(nid);
      return event !== undefined && (feed?.reader.inProgram(event.code) ?? false);
    },
    onRefused: (r) => {
      logger.error({ refusal: r }, 'settlement invariant: result refused');
      onSettlementRefused?.(r);
    },
  });
  const racing = createRacingServices({
    db, now, seed: config.feedSeed, bus, onError: (err) => logger.error({ err }, 'racing settlement failed'),
    onSettled: (e) => memberNotices.notifySettled(ganyanSettlementNotice(e)),
  });
  const droppedEvents = createDroppedEventsService({ db, now, knows: (nid) => feed?.reader.eventByNevId(nid) !== undefined });
  try {
    await migrate(db, undefined, now);
    await seedDemoData(db, hashPassword, now);
    await seedAccountStates(db, hashPassword, now, config.loginHoldMinutes * MINUTE_MS);
    // FEED_MODE=external: the program is a replica of `npm run feed`'s (over Redis), which alone publishes the
    // program rooms and writes official results; this edge serves once the feed's program dump is loaded.
    const replica = config.feedMode === 'external'
      ? createRedisReplicaFeed({
          redisUrl: config.redisUrl, namespace: config.redisNamespace, onError: (err) => logger.error({ err }, 'feed replica error'),
          onWaiting: (reason) => logger.warn({ reason }, 'waiting for the feed process program (npm run feed)'),
        })
      : null;
    feed = replica ?? await openPersistentFeed({
      db,
      checkpointDir: config.databaseUrl ? null : config.dataDir,
      makeFeed,
      log: logger,
      options: {
        seed: config.feedSeed,
        resultSink: withSettlementKick(createDatabaseResultSink(db, now, onResultConflict(logger)), settlement.kick),
        onError: (err) => logger.error({ err }, 'feed error'),
      },
    });
    if (!replica) publishFeed(feed, bus, onBusError);
    feed.start();
    await replica?.ready();
    const reader = feed.reader;
    if (!config.captchaForce) warmGeoIp();
    const sessions = createSessionService({
      db,
      now,
      idleMs: config.sessionIdleMinutes * MINUTE_MS,
      absoluteMs: config.sessionAbsoluteHours * HOUR_MS,
      onEnded: (id) => sessionsEnded({ sessionIds: [id] }),
    });
    const visitors = createVisitorTokens({
      secret: await visitorTokenSecret(db, config.sessionSecret, now),
      now,
      absoluteMs: config.sessionAbsoluteHours * HOUR_MS,
    });
    const loginGuard = createLoginGuard(db, now, {
      maxFailures: config.loginMaxFailures,
      holdMs: config.loginHoldMinutes * MINUTE_MS,
      maxCaptchaAttempts: config.loginMaxCaptchaAttempts,
    });
    const contracts = createContractService({ db, now });
    const sportoto = createSportotoServices({ db, now, reader, config });
    const app = await buildHttpServer({
      logger,
      config,
      now,
      reader,
      sessions,
      visitors,
      login: createLoginService({
        db,
        customerServicePhone: config.customerServicePhone,
        guard: loginGuard,
        loginDisabled: config.loginDisabled,
        onError: (err) => logger.error({ err }, 'login failed unexpectedly'),
        verify: verifyPassword,
      }),
      memberInfo: createMemberInfoService(db, { now }),
      play: createPlayCouponService({ db, reader, now, noPlayWindow: config.noPlayWindow, maxColumns: config.playMaxColumns }),
      betDetail: createBetDetailService({
        reader, now,
        hasResult: async (code) => {
          const event = reader.eventByCode(code);
          return event !== undefined && (await eventResultsRepo.find(db, event.nevId)) !== null;
        },
      }),
      captcha: createCaptchaService({ db, now, placeOf: createGeoDecision(config.captchaForce), nextText: captchaText }),
      signup: createSignupService({ db, now, hashPassword }),
      forgotPassword: createForgotPasswordService({ db, now, hashPassword, onPasswordReset: loginGuard.passwordReset, onSessionsEnded: memberSessionsEnded }),
      messages: createMessagesService({ db, now }),
      memberState: createMemberStateService(db),
      passwordChange: createPasswordChangeService(db, hashPassword, memberSessionsEnded),
      myCoupons: createMyCouponsService({ db }),
      couponShare: createCouponShareService({ db, now }),
      contracts,
      consent: createConsentService({ db, now, contracts }),
      siteNotices: createSiteNoticesService({ db, now }),
      campaigns: createCampaignService({ db, now }),
      clientLog: createClientLogService({ db, now }),
      health: createHealthService(db),
      outbox: createOutboxService(db),
      ...createKupondasServices({ db, now, room: sharingRoom }),
      ...createAccountServices({ db, now }),
      ...createContentServices({ db, now }),
      racing,
      ...createDiagnosticsServices({ db, now }),
      ...sportoto,
      ops,
    });
    await app.listen({ port: config.port, host: config.host });
    // PUBLIC_ORIGIN unset: links name this machine and the port bound (PORT=0 binds a free one), never a request's Host.
    config.publicOrigin ||= `http://localhost:${(app.server.address() as AddressInfo).port}`;
    realtime = await startRealtimeEdge({ config, bus, store: feed.reader, sessions, members: memberNotices, db, onError: onBusError, log: logger, now });
    ops.start();
    // WS_PORT=0 binds a free port; the served page must name the real one (<meta name="realtime-port">).
    config.wsPort = realtime.port;
    const jobs = startPeriodicJobs({
      logger, sessions, loginGuard, settlement, droppedEvents, racing: racing.jobs, sportoto: sportotoJobs(sportoto),
      purgeEveryMs: SESSION_PURGE_EVERY_MS, settleEveryMs: settleEveryMs ?? SETTLE_EVERY_MS, sweepEveryMs: sweepEveryMs ?? DROPPED_SWEEP_EVERY_MS,
    });

    const port = (app.server.address() as AddressInfo).port;
    const runningFeed = feed;
    const runningRealtime = realtime;
    return {
      url: `http://${reachableHost(config.host)}:${port}`,
      port,
      config,
      db,
      postRoutes: [...app.postRoutes],
      wsPort: runningRealtime.port,
      bus,
      program: runningFeed.reader,
      async close() {
        jobs.stop();
        ops.stop();
        // Sockets first: clients are told to reconnect elsewhere (1001) while HTTP still answers their snapshots.
        await runningRealtime.close();
        await app.close();
        await runningFeed.stop();
        await settlement.stop();
        await racing.jobs.stop();
        await bus.close();
        await db.close();
      },
    };
  } catch (e) {
    ops.stop();
    await realtime?.close(0).catch(() => undefined);
    await feed?.stop().catch(() => undefined);
    await bus.close().catch(() => undefined);
    await settlement.stop();
    await db.close().catch(() => undefined);
    throw e;
  }
};
