/**
 * Edge configuration: environment variables parsed once, typed, with defaults. A bad value throws ConfigError
 * whose message is one line naming the variable, so `main.ts` can stop the start with exactly that line.
 */
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
  cookieSecure: boolean;
  /** Login attempts per IP per minute before 429. */
  loginRateLimitPerMinute: number;
  logLevel: string;
  /** CLIENT_LOG_ENABLED: the page sends client errors to POST /Site/LogClient (default off). */
  clientLogEnabled: boolean;
  /** OPS_TOKEN: bearer token of the ops calls (GET /ops/outbox); null (unset) switches them off. */
  opsToken: string | null;
  /** LOGIN_DISABLED: every login answers code 104 (login temporarily unavailable). */
  loginDisabled: boolean;
  /** Wrong passwords in a row before an account is held (code 401), and how long the hold lasts. */
  loginMaxFailures: number;
  loginHoldMinutes: number;
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
  /** ALLOWED_ORIGINS: comma-separated origins allowed to open the socket besides the site's own host. */
  allowedOrigins: string[];
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
    cookieSecure: bool(env, 'COOKIE_SECURE', false),
    loginRateLimitPerMinute: int(env, 'LOGIN_RATE_LIMIT_PER_MINUTE', 20, 1, 10_000),
    logLevel: logLevel(env.LOG_LEVEL),
    clientLogEnabled: bool(env, 'CLIENT_LOG_ENABLED', false),
    opsToken: opsToken(env.OPS_TOKEN),
    loginDisabled: bool(env, 'LOGIN_DISABLED', false),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 5, 1, 100),
    loginHoldMinutes: int(env, 'LOGIN_HOLD_MINUTES', 15, 1, 24 * 60),
    memberApiBase: memberApiBase(env.MEMBER_API_BASE),
    captchaForce: captchaForce(env.CAPTCHA_FORCE),
    wsMaxFrameBytes: int(env, 'WS_MAX_FRAME_BYTES', 4096, 256, 1024 * 1024),
    wsMaxRooms: int(env, 'WS_MAX_ROOMS', 64, 1, 10_000),
    // uWS counts idle time in steps of 4 s; 0 (off) is not allowed: a dead peer must not hold a slot forever.
    wsIdleTimeoutSec: int(env, 'WS_IDLE_TIMEOUT_SEC', 120, 8, 960),
    wsMaxBackpressureBytes: int(env, 'WS_MAX_BACKPRESSURE_BYTES', 256 * 1024, 4096, 64 * 1024 * 1024),
    wsReplayMessages: int(env, 'WS_REPLAY_MESSAGES', 256, 1, 100_000),
    wsReplaySeconds: int(env, 'WS_REPLAY_SECONDS', 60, 1, 3600),
    allowedOrigins: allowedOrigins(env.ALLOWED_ORIGINS),
    feedMode: feedMode(env.FEED_MODE),
    redisNamespace: redisNamespace(env.REDIS_NAMESPACE),
  };
};
