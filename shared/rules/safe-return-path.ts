/**
 * The one rule for every return address the site follows (the login pages' RedirectUrl, a login answer's
 * RedirectUrl, the forced pages' R=, the verification page's redirectUrl, the contract sign's hdnReturnUrl, the view
 * switch's referer): normalise first, check after. Checking the raw text and answering the parser's normalised path
 * let "/.//evil.example" out as "//evil.example", which a browser reads as another host.
 *
 * The answer is a path of this site with its query and hash, already in the parser's normal form, so the rule gives
 * it back unchanged (f(f(x)) === f(x)), or the fallback.
 */
import { hasControlChars } from '../validation/safe-text';

/** A fixed stand-in origin: only whether the address leaves it matters, never the site's real host. */
const BASE = 'https://same-site.invalid';
/** Longer addresses are not return addresses; the bound also caps the decoding work. */
const MAX_LENGTH = 2048;
/** "%25" hides an escape behind another; a few layers are real-world, more are an attack. */
const MAX_DECODE_ROUNDS = 6;
/** Two leading slashes or backslashes, in any mix: a browser reads a host after them. */
const OTHER_HOST = /^[\\/]{2}/;
const ASCII_ESCAPE = /%([0-7][0-9A-Fa-f])/g;

/**
 * The text with its ASCII escapes decoded until nothing changes (slashes, dots, backslashes and controls are ASCII),
 * or null when it does not settle within the allowed rounds.
 */
const decodedAscii = (text: string): string | null => {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const next = current.replace(ASCII_ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (next === current) return current;
    current = next;
  }
  return null;
};

const onSite = (address: string): URL | null => {
  try {
    const u = new URL(address, BASE);
    return u.origin === BASE ? u : null;
  } catch {
    return null;
  }
};

/**
 * Whether a resolved path stays on this site also for a reader that decodes its escapes once more (a router, a
 * server redirect): "/%2F%2Fevil.example" or "/%2e%2e%2f%2fevil.example" would become another host there.
 */
const staysOnSite = (pathname: string): boolean => {
  if (OTHER_HOST.test(pathname)) return false;
  const decoded = decodedAscii(pathname);
  if (decoded === null || hasControlChars(decoded)) return false;
  const again = onSite(decoded.replace(/\\/g, '/'));
  return again !== null && !OTHER_HOST.test(again.pathname);
};

/** Routes match without regard to case, escapes or a trailing slash, so refused pages are compared the same way. */
const pageKey = (pathname: string): string => (decodedAscii(pathname) ?? pathname).replace(/\/+$/, '').toLowerCase() || '/';

/**
 * `url` as a same-site path (pathname, query and hash), or `fallback` when it is not a string, is not a path of
 * this site however it is read, or names one of the `refused` pages (a page that would send the visitor back here).
 */
export function safeReturnPath(url: unknown, fallback?: string, refused?: readonly string[]): string;
export function safeReturnPath(url: unknown, fallback: null, refused?: readonly string[]): string | null;
export function safeReturnPath(url: unknown, fallback: string | null = '/', refused: readonly string[] = []): string | null {
  // The URL parser drops tabs and line breaks silently: "/\t/evil.example" would read as "//evil.example".
  if (typeof url !== 'string' || url.length > MAX_LENGTH || hasControlChars(url)) return fallback;
  // Browsers read a backslash as a slash in http(s) addresses; reading it the same way here keeps both in step.
  const slashed = url.replace(/\\/g, '/');
  if (!slashed.startsWith('/') || OTHER_HOST.test(slashed)) return fallback;
  const parsed = onSite(slashed);
  if (parsed === null || !staysOnSite(parsed.pathname)) return fallback;
  const key = pageKey(parsed.pathname);
  if (refused.some((page) => pageKey(page) === key)) return fallback;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
