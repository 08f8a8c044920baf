/**
 * The parsers and checks of the configuration schema (schema.ts). Each takes the raw environment value, the
 * variable's name (for the error) and the schema's default, and answers the typed value or throws ConfigError with
 * one line naming the variable.
 */
import { isIP } from 'node:net';
import { COUPON_RULES } from '@shared/constants/business';

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Turns one raw environment value (undefined: unset) into the typed value; `def` is the schema's default. */
export type Parser<T> = (raw: string | undefined, name: string, def: T) => T;

export interface PlayWindow {
  /** Europe/Istanbul wall clock "HH:MM", start inclusive, end exclusive; may wrap midnight. */
  from: string;
  to: string;
}

export const fail = (name: string, want: string, got: string): never => {
  throw new ConfigError(`Invalid configuration: ${name} must be ${want} (got "${got}")`);
};

/** An integer min-max; unset or blank: the default. */
export const int =
  (min: number, max: number): Parser<number> =>
  (value, name, def) => {
    const raw = value?.trim();
    if (raw === undefined || raw === '') return def;
    if (!/^-?\d+$/.test(raw)) return fail(name, `an integer ${min}-${max}`, raw);
    const n = Number(raw);
    return n < min || n > max ? fail(name, `an integer ${min}-${max}`, raw) : n;
  };

/** 1/true/yes/on or 0/false/no/off, any case; unset or blank: the default. */
export const bool: Parser<boolean> = (value, name, def) => {
  const raw = value?.trim().toLowerCase();
  if (raw === undefined || raw === '') return def;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  return fail(name, 'true or false', raw);
};

/** A URL with one of `protocols` (e.g. 'redis:'), kept as written; unset or blank: the default. */
export const url =
  (protocols: string[]): Parser<string | null> =>
  (value, name, def) => {
    const raw = value?.trim();
    if (!raw) return def;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      return fail(name, `a URL (${protocols.join(', ')})`, raw);
    }
    return protocols.includes(parsed.protocol) ? raw : fail(name, `a URL (${protocols.join(', ')})`, raw);
  };

/** Any text, trimmed; unset or blank: the default. */
export const text: Parser<string> = (value, _name, def) => value?.trim() || def;

/** Text matching `pattern`, trimmed (unset or blank: the default, which is checked too). */
export const matching =
  (pattern: RegExp, want: string): Parser<string> =>
  (value, name, def) => {
    const v = value?.trim() || def;
    return pattern.test(v) ? v : fail(name, want, v);
  };

/** One of `values`, any case (unset or blank: the default, which is checked too). */
export const oneOf =
  <T extends string>(values: readonly T[], want: string): Parser<T> =>
  (value, name, def) => {
    const v = value?.trim().toLowerCase() || def;
    return (values as readonly string[]).includes(v) ? (v as T) : fail(name, want, v);
  };

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "HH:MM-HH:MM" or "off" (null); unset or blank: the default (the site's rule). */
export const parsePlayWindow = (
  raw: string | undefined,
  name = 'NO_PLAY_WINDOW',
  def: PlayWindow | null = COUPON_RULES.noPlayWindow,
): PlayWindow | null => {
  const v = raw?.trim();
  if (v === undefined || v === '') return def && { ...def };
  if (v.toLowerCase() === 'off') return null;
  const [from, to, ...rest] = v.split('-').map((p) => p.trim());
  if (!from || !to || rest.length > 0 || !HHMM.test(from) || !HHMM.test(to) || from === to)
    return fail(name, '"HH:MM-HH:MM" or "off"', v);
  return { from, to };
};

/** '' (same origin, the default), or a path like "/uye-api"; no trailing slash, no host. */
export const memberApiBase: Parser<string> = (raw, name, def) => {
  const v = raw?.trim().replace(/\/+$/, '') ?? '';
  if (v === '') return def;
  return /^(\/[A-Za-z0-9._~-]+)+$/.test(v) ? v : fail(name, 'a path such as /uye-api', v);
};

/** At least 16 URL-safe characters, so it cannot be guessed by a few tries. */
export const opsToken: Parser<string | null> = (raw, name, def) => {
  const v = raw?.trim() ?? '';
  if (v === '') return def;
  return /^[A-Za-z0-9._~-]{16,128}$/.test(v) ? v : fail(name, '16-128 URL-safe characters', v.length > 8 ? `${v.slice(0, 4)}...` : v);
};

/** At least 32 characters; the error never echoes the secret. */
export const sessionSecret: Parser<string | null> = (raw, name, def) => {
  const v = raw?.trim() ?? '';
  if (v === '') return def;
  return v.length >= 32 && v.length <= 512 ? v : fail(name, '32-512 characters', `${v.length} characters`);
};

/** 'foreign', 'domestic' or 'off' (null), any case. */
export const captchaForce: Parser<'foreign' | 'domestic' | null> = (raw, name, def) => {
  const v = raw?.trim().toLowerCase() ?? '';
  if (v === '') return def;
  if (v === 'off') return null;
  return v === 'foreign' || v === 'domestic' ? v : fail(name, 'foreign, domestic or off', v);
};

/** Comma-separated http(s) origins, trailing slashes dropped. */
export const origins: Parser<string[]> = (raw, name, def) => {
  const list = (raw ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter((o) => o !== '');
  for (const o of list) if (!/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(o)) fail(name, 'comma-separated origins such as https://iddaa.example', o);
  return list.length > 0 ? list : [...def];
};

/** An http(s) origin with no path, query or credentials, answered in its normal form. */
export const publicOrigin: Parser<string> = (raw, name, def) => {
  const v = raw?.trim().replace(/\/+$/, '') ?? '';
  if (v === '') return def;
  const u = URL.canParse(v) ? new URL(v) : null;
  if (u && ['http:', 'https:'].includes(u.protocol) && u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password) return u.origin;
  return fail(name, 'an origin such as https://iddaa.example (no path)', v);
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

/** '' (the default: trust no proxy), a hop count 1-10, or comma-separated proxy addresses, CIDRs or proxy-addr's names. */
export const trustProxy: Parser<number | string[] | null> = (raw, name, def) => {
  const v = raw?.trim() ?? '';
  if (v === '') return def;
  const want = 'a hop count 1-10 or comma-separated proxy addresses/CIDRs (e.g. 10.0.0.5,10.1.0.0/16)';
  if (/^\d+$/.test(v)) return Number(v) >= 1 && Number(v) <= 10 ? Number(v) : fail(name, want, v);
  const list = v.split(',').map((e) => e.trim()).filter((e) => e !== '');
  for (const e of list) if (!isProxyEntry(e)) fail(name, want, e);
  return list;
};
