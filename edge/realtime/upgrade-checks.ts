/**
 * Upgrade checks that need no socket: the Origin rule (a browser page of another site must not open our socket
 * with the visitor's cookie) and reading the session cookie from the Cookie header.
 */
import { parseCookie } from 'cookie';

/** Cookie values as written, decoded by readCookie (only the one asked for). */
const RAW = { decode: (value: string) => value };

/**
 * Allowed: no Origin (not a browser: it could send any Origin anyway), the HTTP site's own host (same hostname
 * as the socket's Host; the ports differ by design), or an origin listed in ALLOWED_ORIGINS.
 */
export const isOriginAllowed = (origin: string, host: string, allowed: readonly string[]): boolean => {
  if (origin === '') return true;
  if (allowed.includes(origin)) return true;
  let o: URL;
  try {
    o = new URL(origin);
  } catch {
    return false;
  }
  if (o.protocol !== 'http:' && o.protocol !== 'https:') return false;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  return hostname !== '' && o.hostname.toLowerCase() === hostname;
};

/** One cookie of a Cookie header, URI-decoded; undefined when absent or badly encoded. */
export const readCookie = (header: string, name: string): string | undefined => {
  const raw = parseCookie(header, RAW)[name];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
};
