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
  };
};
