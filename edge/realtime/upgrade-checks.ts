/**
 * Upgrade checks that need no socket: the Origin rule (a browser page of another site must not open our socket
 * with the visitor's cookie) and reading the session cookie from the Cookie header.
 */

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

export const readCookie = (header: string, name: string): string | undefined => {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
};
