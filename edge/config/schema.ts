/**
 * Every edge environment variable, declared once: its name, its default and its parser/check. The typed Config and
 * loadConfig (config.ts) are derived from this table. The entries are read in this order, so when several values
 * are bad the first one here is the one reported.
 */
import { COUPON_RULES } from '@shared/constants/business';
import { STOTO_RULES } from '@shared/constants/sportoto';
import { DEFAULT_CUSTOMER_SERVICE_PHONE } from '@shared/constants/site-chrome-texts';
import {
  bool,
  captchaForce,
  int,
  matching,
  memberApiBase,
  oneOf,
  opsToken,
  origins,
  parsePlayWindow,
  publicOrigin,
  sessionSecret,
  text,
  trustProxy,
  url,
  type Env,
  type Parser,
  type PlayWindow,
} from './parsers';

/** One variable: `env` is its name in the environment; `read` applies `parse` with the default. */
export interface Field<T> {
  readonly env: string;
  readonly default: T;
  readonly parse: Parser<T>;
  read(env: Env): T;
}

const field = <T>(f: { env: string; default: NoInfer<T>; parse: Parser<T> }): Field<T> => ({
  ...f,
  read: (env) => f.parse(env[f.env], f.env, f.default),
});

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export const CONFIG_SCHEMA = {
  /** CUSTOMER_SERVICE_PHONE: the number the pages show (checked first). */
  customerServicePhone: field({ env: 'CUSTOMER_SERVICE_PHONE', default: DEFAULT_CUSTOMER_SERVICE_PHONE, parse: matching(/^[\d ()+-]{7,20}$/, 'a phone number') }),
  /** PORT: the HTTP port (0: any free port). */
  port: field({ env: 'PORT', default: 8080, parse: int(0, 65535) }),
  /** WS_PORT: the realtime socket port (0: any free port). */
  wsPort: field({ env: 'WS_PORT', default: 8081, parse: int(0, 65535) }),
  /** HOST: the address both ports bind to. */
  host: field({ env: 'HOST', default: '0.0.0.0', parse: text }),
  /** DATA_DIR: where the embedded database (PGlite) and the feed checkpoint live. */
  dataDir: field({ env: 'DATA_DIR', default: './data', parse: text }),
  /** DATABASE_URL: a PostgreSQL server; null (unset): the embedded database in DATA_DIR. */
  databaseUrl: field<string | null>({ env: 'DATABASE_URL', default: null, parse: url(['postgres:', 'postgresql:']) }),
  /** REDIS_URL: the Redis of the room bus and feed replication; null (unset): none, one edge alone. */
  redisUrl: field<string | null>({ env: 'REDIS_URL', default: null, parse: url(['redis:', 'rediss:']) }),
  /** STATIC_DIR: the built client the edge serves. */
  staticDir: field({ env: 'STATIC_DIR', default: 'dist/client', parse: text }),
  /** FEED_SEED: seed of the simulated program feed. */
  feedSeed: field({ env: 'FEED_SEED', default: 20240601, parse: int(0, 2 ** 31 - 1) }),
  /** SESSION_IDLE_MINUTES: a session unused this long ends. */
  sessionIdleMinutes: field({ env: 'SESSION_IDLE_MINUTES', default: 30, parse: int(1, 24 * 60) }),
  /** SESSION_ABSOLUTE_HOURS: a session ends this long after login, used or not. */
  sessionAbsoluteHours: field({ env: 'SESSION_ABSOLUTE_HOURS', default: 12, parse: int(1, 24 * 30) }),
  /** NO_PLAY_WINDOW: "HH:MM-HH:MM" when no coupon is played; null: the no-play window is switched off ("off"). */
  noPlayWindow: field<PlayWindow | null>({ env: 'NO_PLAY_WINDOW', default: COUPON_RULES.noPlayWindow, parse: parsePlayWindow }),
  /**
   * PLAY_MAX_COLUMNS: a coupon with more columns is refused (TOO_MANY_COLUMNS) before any costly work. Under the
   * cap each column is summed on its own (shared/rules/column-sums.ts), so this bounds a play's CPU.
   */
  playMaxColumns: field({ env: 'PLAY_MAX_COLUMNS', default: COUPON_RULES.maxColumns, parse: int(1, 1_000_000) }),
  /** PLAY_RATE_LIMIT_PER_MEMBER: play requests a minute per member before 429. */
  playRateLimitPerMember: field({ env: 'PLAY_RATE_LIMIT_PER_MEMBER', default: 30, parse: int(1, 100_000) }),
  /** PLAY_RATE_LIMIT_PER_IP: play requests a minute per client address before 429. */
  playRateLimitPerIp: field({ env: 'PLAY_RATE_LIMIT_PER_IP', default: 300, parse: int(1, 1_000_000) }),
  /** COOKIE_SECURE: cookies carry the Secure flag (sites served over HTTPS). */
  cookieSecure: field({ env: 'COOKIE_SECURE', default: false, parse: bool }),
  /** LOGIN_RATE_LIMIT_PER_MINUTE: login attempts per IP per minute before 429. */
  loginRateLimitPerMinute: field({ env: 'LOGIN_RATE_LIMIT_PER_MINUTE', default: 20, parse: int(1, 10_000) }),
  /** LOG_LEVEL: pino's level (fatal|error|warn|info|debug|trace|silent). */
  logLevel: field<string>({ env: 'LOG_LEVEL', default: 'info', parse: oneOf(LOG_LEVELS, LOG_LEVELS.join('|')) }),
  /** CLIENT_LOG_ENABLED: the page sends client errors to POST /Site/LogClient (default off). */
  clientLogEnabled: field({ env: 'CLIENT_LOG_ENABLED', default: false, parse: bool }),
  /** OPS_TOKEN: bearer token of the ops calls (GET /ops/outbox); null (unset) switches them off. */
  opsToken: field<string | null>({ env: 'OPS_TOKEN', default: null, parse: opsToken }),
  /**
   * SESSION_SECRET: key of the visitors' signed anti-forgery tokens; null (unset): one generated secret is kept in
   * the database, so restarts and edges sharing the database agree.
   */
  sessionSecret: field<string | null>({ env: 'SESSION_SECRET', default: null, parse: sessionSecret }),
  /** LOGIN_DISABLED: every login answers code 104 (login temporarily unavailable). */
  loginDisabled: field({ env: 'LOGIN_DISABLED', default: false, parse: bool }),
  /** LOGIN_MAX_FAILURES: wrong passwords in a row before an account is held (code 401). */
  loginMaxFailures: field({ env: 'LOGIN_MAX_FAILURES', default: 5, parse: int(1, 100) }),
  /** LOGIN_HOLD_MINUTES: how long such a hold lasts. */
  loginHoldMinutes: field({ env: 'LOGIN_HOLD_MINUTES', default: 15, parse: int(1, 24 * 60) }),
  /** LOGIN_MAX_CAPTCHA_ATTEMPTS: captcha-solved logins per account within one hold period (login-guard.ts). */
  loginMaxCaptchaAttempts: field({ env: 'LOGIN_MAX_CAPTCHA_ATTEMPTS', default: 10, parse: int(1, 1000) }),
  /** MEMBER_API_BASE: path prefix the member api (contact permissions) is served under; '' is the site root. */
  memberApiBase: field({ env: 'MEMBER_API_BASE', default: '', parse: memberApiBase }),
  /**
   * SHARING_API_BASE: path prefix the Kupondaş sharing service (/v1/Iddaa/ShareCoupon) is served under; '' is the
   * site itself. The client builds with the same VITE_SHARING_API_BASE.
   */
  sharingApiBase: field({ env: 'SHARING_API_BASE', default: '', parse: memberApiBase }),
  /**
   * SPORTOTO_API_BASE: path prefix the sports-pool service (/v1/Coupon/SaveCouponName) is served under; '' is the site
   * itself. The client builds with the same VITE_SPORTOTO_API_BASE.
   */
  sportotoApiBase: field({ env: 'SPORTOTO_API_BASE', default: '', parse: memberApiBase }),
  /** SPORTOTO_COLUMN_PRICE_KURUS: price of one Spor Toto column, taken by each new pool (a pool keeps its price). */
  sportotoColumnPriceKurus: field({ env: 'SPORTOTO_COLUMN_PRICE_KURUS', default: STOTO_RULES.defaultColumnPriceKurus, parse: int(1, 1_000_000) }),
  /** CAPTCHA_FORCE: treat every caller as 'foreign' or as a public 'domestic' address; null (unset, 'off'): GeoIP decides. */
  captchaForce: field<'foreign' | 'domestic' | null>({ env: 'CAPTCHA_FORCE', default: null, parse: captchaForce }),
  /** WS_MAX_FRAME_BYTES: largest realtime frame a client may send. */
  wsMaxFrameBytes: field({ env: 'WS_MAX_FRAME_BYTES', default: 4096, parse: int(256, 1024 * 1024) }),
  /** WS_MAX_ROOMS: rooms one socket may join. */
  wsMaxRooms: field({ env: 'WS_MAX_ROOMS', default: 64, parse: int(1, 10_000) }),
  /**
   * WS_IDLE_TIMEOUT_SEC: a silent socket is closed after this long. uWS counts idle time in steps of 4 s; 0 (off) is
   * not allowed: a dead peer must not hold a slot forever.
   */
  wsIdleTimeoutSec: field({ env: 'WS_IDLE_TIMEOUT_SEC', default: 120, parse: int(8, 960) }),
  /** WS_MAX_BACKPRESSURE_BYTES: most output one socket may have queued (uWS maxBackpressure). */
  wsMaxBackpressureBytes: field({ env: 'WS_MAX_BACKPRESSURE_BYTES', default: 256 * 1024, parse: int(4096, 64 * 1024 * 1024) }),
  /** WS_REPLAY_MESSAGES: replay buffer per room, at most this many messages. */
  wsReplayMessages: field({ env: 'WS_REPLAY_MESSAGES', default: 256, parse: int(1, 100_000) }),
  /** WS_REPLAY_SECONDS: replay buffer per room, at most this old. */
  wsReplaySeconds: field({ env: 'WS_REPLAY_SECONDS', default: 60, parse: int(1, 3600) }),
  /**
   * WS_MAX_CONNECTIONS: socket connections in total, refused at the upgrade with 503. Kept well under the open-files
   * limit (README: ulimit -n 65536) so HTTP always has descriptors left.
   */
  wsMaxConnections: field({ env: 'WS_MAX_CONNECTIONS', default: 10_000, parse: int(1, 1_000_000) }),
  /** WS_MAX_CONNECTIONS_PER_ADDRESS: socket connections per client address (an IPv6 /64 counting as one), else 429. */
  wsMaxConnectionsPerAddress: field({ env: 'WS_MAX_CONNECTIONS_PER_ADDRESS', default: 100, parse: int(1, 1_000_000) }),
  /** WS_FRAME_RATE: frame budget per connection, frames a second; past it close 4420. */
  wsFrameRate: field({ env: 'WS_FRAME_RATE', default: 20, parse: int(1, 10_000) }),
  /** WS_FRAME_BURST: frame budget per connection, bursts up to this many frames. */
  wsFrameBurst: field({ env: 'WS_FRAME_BURST', default: 100, parse: int(1, 100_000) }),
  /**
   * TRUST_PROXY: which peers may name the client in X-Forwarded-For (HTTP and the socket upgrade alike): null (unset)
   * trusts none; a number trusts that many hops; a list names the proxies (addresses, CIDRs, loopback, ...).
   */
  trustProxy: field<number | string[] | null>({ env: 'TRUST_PROXY', default: null, parse: trustProxy }),
  /** ALLOWED_ORIGINS: comma-separated origins allowed to open the socket besides the site's own host. */
  allowedOrigins: field<string[]>({ env: 'ALLOWED_ORIGINS', default: [], parse: origins }),
  /**
   * PUBLIC_ORIGIN: the site as the public reaches it (scheme, host, port; no path), the base of every link that
   * leaves the site (mails, share and short links), never the request's Host. '' (unset): http://localhost:{the
   * bound HTTP port}, filled in at start.
   */
  publicOrigin: field({ env: 'PUBLIC_ORIGIN', default: '', parse: publicOrigin }),
  /** FEED_MODE: 'embedded' runs the feed in the edge; 'external' takes it from `npm run feed` over Redis. */
  feedMode: field<'embedded' | 'external'>({ env: 'FEED_MODE', default: 'embedded', parse: oneOf(['embedded', 'external'], 'embedded or external') }),
  /**
   * REDIS_NAMESPACE: prefix of every Redis channel and key this site uses (room bus, feed replication), so several
   * sites or test runs can share one Redis.
   */
  redisNamespace: field({ env: 'REDIS_NAMESPACE', default: 'iddaa', parse: matching(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - (at most 64)') }),
};

type Schema = typeof CONFIG_SCHEMA;

/** The typed configuration: one property per schema entry, of its parser's type. */
export type Config = { [K in keyof Schema]: Schema[K] extends Field<infer T> ? T : never };
