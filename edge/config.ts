/**
 * Edge configuration: environment variables parsed once, typed, with defaults. A bad value throws ConfigError
 * whose message is one line naming the variable, so `main.ts` can stop the start with exactly that line.
 */
import { isIP } from 'node:net';
import { COUPON_RULES } from '@shared/constants/business';

export interface PlayWindow {
  /** Europe/Istanbul wall clock "HH:MM", start inclusive, end exclusive; may wrap midnight. */
  from: string;
  to: string;
}

export interface Config {
  port: number;
  wsPort: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  staticDir: string;
  feedSeed: number;
  customerServicePhone: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** null: the no-play window is switched off ("off"). */
  noPlayWindow: PlayWindow | null;
  /** PLAY_MAX_COLUMNS: a coupon with more columns is refused (TOO_MANY_COLUMNS) before any costly work. */
  playMaxColumns: number;
  /** Play requests a minute per member (PLAY_RATE_LIMIT_PER_MEMBER) and per client address (PLAY_RATE_LIMIT_PER_IP) before 429. */
  playRateLimitPerMember: number;
  playRateLimitPerIp: number;
  cookieSecure: boolean;
  /** Login attempts per IP per minute before 429. */
  loginRateLimitPerMinute: number;
  logLevel: string;
  /** CLIENT_LOG_ENABLED: the page sends client errors to POST /Site/LogClient (default off). */
  clientLogEnabled: boolean;
  /** OPS_TOKEN: bearer token of the ops calls (GET /ops/outbox); null (unset) switches them off. */
  opsToken: string | null;
  /**
   * SESSION_SECRET: key of the visitors' signed anti-forgery tokens; null (unset): one generated secret is kept in
   * the database, so restarts and edges sharing the database agree.
   */
  sessionSecret: string | null;
  /** LOGIN_DISABLED: every login answers code 104 (login temporarily unavailable). */
  loginDisabled: boolean;
  /** Wrong passwords in a row before an account is held (code 401), and how long the hold lasts. */
  loginMaxFailures: number;
  loginHoldMinutes: number;
  /** LOGIN_MAX_CAPTCHA_ATTEMPTS: captcha-solved logins per account within one hold period (login-guard.ts). */
  loginMaxCaptchaAttempts: number;
  /** MEMBER_API_BASE: path prefix the member api (contact permissions) is served under; '' is the site root. */
  memberApiBase: string;
  /** CAPTCHA_FORCE: treat every caller as 'foreign' or as a public 'domestic' address; null (unset, 'off'): GeoIP decides. */
  captchaForce: 'foreign' | 'domestic' | null;
  /** Realtime socket limits (WS_MAX_FRAME_BYTES, WS_MAX_ROOMS, WS_IDLE_TIMEOUT_SEC, WS_MAX_BACKPRESSURE_BYTES). */
  wsMaxFrameBytes: number;
  wsMaxRooms: number;
  wsIdleTimeoutSec: number;
  wsMaxBackpressureBytes: number;
  /** Replay buffer per room: at most this many messages (WS_REPLAY_MESSAGES) and this old (WS_REPLAY_SECONDS). */
  wsReplayMessages: number;
  wsReplaySeconds: number;
  /**
   * Socket connection caps, refused at the upgrade (WS_MAX_CONNECTIONS total: 503; WS_MAX_CONNECTIONS_PER_ADDRESS per
   * client address, an IPv6 /64 counting as one: 429). Kept well under the open-files limit (README: ulimit -n 65536)
   * so HTTP always has descriptors left.
   */
  wsMaxConnections: number;
  wsMaxConnectionsPerAddress: number;
  /** Frame budget per connection: WS_FRAME_RATE frames a second, bursts up to WS_FRAME_BURST; past it close 4420. */
  wsFrameRate: number;
  wsFrameBurst: number;
  /**
   * TRUST_PROXY: which peers may name the client in X-Forwarded-For (HTTP and the socket upgrade alike): null (unset)
   * trusts none; a number trusts that many hops; a list names the proxies (addresses, CIDRs, loopback, ...).
   */
  trustProxy: number | string[] | null;
  /** ALLOWED_ORIGINS: comma-separated origins allowed to open the socket besides the site's own host. */
  allowedOrigins: string[];
  /**
   * PUBLIC_ORIGIN: the site as the public reaches it (scheme, host, port; no path), the base of every link that
   * leaves the site (mails, share and short links), never the request's Host. '' (unset): http://localhost:{the
   * bound HTTP port}, filled in at start.
   */
  publicOrigin: string;
  /** FEED_MODE: 'embedded' runs the feed in the edge; 'external' takes it from `npm run feed` over Redis. */
  feedMode: 'embedded' | 'external';
  /**
   * REDIS_NAMESPACE: prefix of every Redis channel and key this site uses (room bus, feed replication), so several
   * sites or test runs can share one Redis. Default 'iddaa'.
   */
  redisNamespace: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const fail = (name: string, want: string, got: string): never => {
  throw new ConfigError(`Invalid configuration: ${name} must be ${want} (got "${got}")`);
};

const int = (env: Env, name: string, def: number, min: number, max: number): number => {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return def;
  if (!/^-?\d+$/.test(raw)) return fail(name, `an integer ${min}-${max}`, raw);
  const n = Number(raw);
  return n < min || n > max ? fail(name, `an integer ${min}-${max}`, raw) : n;
};

const bool = (env: Env, name: string, def: boolean): boolean => {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return def;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  return fail(name, 'true or false', raw);
};

const url = (env: Env, name: string, protocols: string[]): string | null => {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return fail(name, `a URL (${protocols.join(', ')})`, raw);
  }
  return protocols.includes(parsed.protocol) ? raw : fail(name, `a URL (${protocols.join(', ')})`, raw);
};

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "HH:MM-HH:MM" or "off". */
export const parsePlayWindow = (raw: string | undefined): PlayWindow | null => {
  const v = raw?.trim();
  if (v === undefined || v === '') return { ...COUPON_RULES.noPlayWindow };
  if (v.toLowerCase() === 'off') return null;
  const [from, to, ...rest] = v.split('-').map((p) => p.trim());
  if (!from || !to || rest.length > 0 || !HHMM.test(from) || !HHMM.test(to) || from === to)
    return fail('NO_PLAY_WINDOW', '"HH:MM-HH:MM" or "off"', v);
  return { from, to };
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const logLevel = (raw: string | undefined): string => {
  const v = raw?.trim().toLowerCase() || 'info';
  return LOG_LEVELS.includes(v) ? v : fail('LOG_LEVEL', LOG_LEVELS.join('|'), v);
};

const DEFAULT_FEED_SEED = 20240601;
const DEFAULT_PHONE = '0850 000 00 00';

/** '' (same origin, the default), or a path like "/uye-api"; no trailing slash, no host. */
const memberApiBase = (raw: string | undefined): string => {
  const v = raw?.trim().replace(/\/+$/, '') ?? '';
  if (v === '') return '';
  return /^(\/[A-Za-z0-9._~-]+)+$/.test(v) ? v : fail('MEMBER_API_BASE', 'a path such as /uye-api', v);
};

/** At least 16 URL-safe characters, so it cannot be guessed by a few tries. */
const opsToken = (raw: string | undefined): string | null => {
  const v = raw?.trim() ?? '';
  if (v === '') return null;
  return /^[A-Za-z0-9._~-]{16,128}$/.test(v) ? v : fail('OPS_TOKEN', '16-128 URL-safe characters', v.length > 8 ? `${v.slice(0, 4)}...` : v);
};

/** At least 32 characters; the error never echoes the secret. */
const sessionSecret = (raw: string | undefined): string | null => {
  const v = raw?.trim() ?? '';
  if (v === '') return null;
  return v.length >= 32 && v.length <= 512 ? v : fail('SESSION_SECRET', '32-512 characters', `${v.length} characters`);
};

const captchaForce = (raw: string | undefined): 'foreign' | 'domestic' | null => {
  const v = raw?.trim().toLowerCase() ?? '';
  if (v === '' || v === 'off') return null;
  return v === 'foreign' || v === 'domestic' ? v : fail('CAPTCHA_FORCE', 'foreign, domestic or off', v);
};

const allowedOrigins = (raw: string | undefined): string[] => {
  const list = (raw ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter((o) => o !== '');
  for (const o of list) if (!/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(o)) fail('ALLOWED_ORIGINS', 'comma-separated origins such as https://iddaa.example', o);
  return list;
};

/** An http(s) origin with no path, query or credentials, answered in its normal form. */
const publicOrigin = (raw: string | undefined): string => {
  const v = raw?.trim().replace(/\/+$/, '') ?? '';
  if (v === '') return '';
  const u = URL.canParse(v) ? new URL(v) : null;
  if (u && ['http:', 'https:'].includes(u.protocol) && u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password) return u.origin;
  return fail('PUBLIC_ORIGIN', 'an origin such as https://iddaa.example (no path)', v);
};

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyEntry = (e: string): boolean => {
  if (PROXY_NAMES.includes(e)) return true;
  const [ip = '', bits, ...rest] = e.split('/');
  const kind = isIP(ip);
  if (kind === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (kind === 4 ? 32 : 128);
  return kind === 4 && isIP(bits) === 4;
};

/** '' (trust no proxy), a hop count 1-10, or comma-separated proxy addresses, CIDRs or proxy-addr's names. */
const trustProxy = (raw: string | undefined): number | string[] | null => {
  const v = raw?.trim() ?? '';
  if (v === '') return null;
  const want = 'a hop count 1-10 or comma-separated proxy addresses/CIDRs (e.g. 10.0.0.5,10.1.0.0/16)';
  if (/^\d+$/.test(v)) return Number(v) >= 1 && Number(v) <= 10 ? Number(v) : fail('TRUST_PROXY', want, v);
  const list = v.split(',').map((e) => e.trim()).filter((e) => e !== '');
  for (const e of list) if (!isProxyEntry(e)) fail('TRUST_PROXY', want, e);
  return list;
};

const feedMode = (raw: string | undefined): 'embedded' | 'external' => {
  const v = raw?.trim().toLowerCase() || 'embedded';
  return v === 'embedded' || v === 'external' ? v : fail('FEED_MODE', 'embedded or external', v);
};

const redisNamespace = (raw: string | undefined): string => {
  const v = raw?.trim() || 'iddaa';
  return /^[A-Za-z0-9_.-]{1,64}$/.test(v) ? v : fail('REDIS_NAMESPACE', 'letters, digits, _ . - (at most 64)', v);
};

export const loadConfig = (env: Env = process.env): Config => {
  const phone = env.CUSTOMER_SERVICE_PHONE?.trim() || DEFAULT_PHONE;
  if (!/^[\d ()+-]{7,20}$/.test(phone)) fail('CUSTOMER_SERVICE_PHONE', 'a phone number', phone);
  const staticDir = env.STATIC_DIR?.trim() || 'dist/client';
  const dataDir = env.DATA_DIR?.trim() || './data';
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    wsPort: int(env, 'WS_PORT', 8081, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    staticDir,
    feedSeed: int(env, 'FEED_SEED', DEFAULT_FEED_SEED, 0, 2 ** 31 - 1),
    customerServicePhone: phone,
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 24 * 30),
    noPlayWindow: parsePlayWindow(env.NO_PLAY_WINDOW),
    // Under the cap each column is summed on its own (shared/rules/column-sums.ts), so this bounds a play's CPU.
    playMaxColumns: int(env, 'PLAY_MAX_COLUMNS', COUPON_RULES.maxColumns, 1, 1_000_000),
    playRateLimitPerMember: int(env, 'PLAY_RATE_LIMIT_PER_MEMBER', 30, 1, 100_000),
    playRateLimitPerIp: int(env, 'PLAY_RATE_LIMIT_PER_IP', 300, 1, 1_000_000),
    cookieSecure: bool(env, 'COOKIE_SECURE', false),
    loginRateLimitPerMinute: int(env, 'LOGIN_RATE_LIMIT_PER_MINUTE', 20, 1, 10_000),
    logLevel: logLevel(env.LOG_LEVEL),
    clientLogEnabled: bool(env, 'CLIENT_LOG_ENABLED', false),
    opsToken: opsToken(env.OPS_TOKEN),
    sessionSecret: sessionSecret(env.SESSION_SECRET),
    loginDisabled: bool(env, 'LOGIN_DISABLED', false),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 5, 1, 100),
    loginHoldMinutes: int(env, 'LOGIN_HOLD_MINUTES', 15, 1, 24 * 60),
    loginMaxCaptchaAttempts: int(env, 'LOGIN_MAX_CAPTCHA_ATTEMPTS', 10, 1, 1000),
    memberApiBase: memberApiBase(env.MEMBER_API_BASE),
    captchaForce: captchaForce(env.CAPTCHA_FORCE),
    wsMaxFrameBytes: int(env, 'WS_MAX_FRAME_BYTES', 4096, 256, 1024 * 1024),
    wsMaxRooms: int(env, 'WS_MAX_ROOMS', 64, 1, 10_000),
    // uWS counts idle time in steps of 4 s; 0 (off) is not allowed: a dead peer must not hold a slot forever.
    wsIdleTimeoutSec: int(env, 'WS_IDLE_TIMEOUT_SEC', 120, 8, 960),
    wsMaxBackpressureBytes: int(env, 'WS_MAX_BACKPRESSURE_BYTES', 256 * 1024, 4096, 64 * 1024 * 1024),
    wsReplayMessages: int(env, 'WS_REPLAY_MESSAGES', 256, 1, 100_000),
    wsReplaySeconds: int(env, 'WS_REPLAY_SECONDS', 60, 1, 3600),
    wsMaxConnections: int(env, 'WS_MAX_CONNECTIONS', 10_000, 1, 1_000_000),
    wsMaxConnectionsPerAddress: int(env, 'WS_MAX_CONNECTIONS_PER_ADDRESS', 100, 1, 1_000_000),
    wsFrameRate: int(env, 'WS_FRAME_RATE', 20, 1, 10_000),
    wsFrameBurst: int(env, 'WS_FRAME_BURST', 100, 1, 100_000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    allowedOrigins: allowedOrigins(env.ALLOWED_ORIGINS),
    publicOrigin: publicOrigin(env.PUBLIC_ORIGIN),
    feedMode: feedMode(env.FEED_MODE),
    redisNamespace: redisNamespace(env.REDIS_NAMESPACE),
  };
};
