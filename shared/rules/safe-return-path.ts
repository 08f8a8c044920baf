/**
 * A return address (the contract page's R, the sign call's hdnReturnUrl) is followed only when it is a path on
 * this site: no scheme, no host, no protocol-relative "//host", no backslashes or control characters. Answers the
 * normalised path with its query, or the fallback.
 */
const BASE = 'http://same.origin';
const CONTROL_MAX = 0x1f;

const hasControlOrBackslash = (s: string): boolean => [...s].some((ch) => ch === '\\' || ch.charCodeAt(0) <= CONTROL_MAX);

export const safeReturnPath = (url: unknown, fallback = '/', refused: readonly string[] = []): string => {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || hasControlOrBackslash(url)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    return fallback;
  }
  if (parsed.origin !== BASE || refused.includes(parsed.pathname)) return fallback;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
};
