import { parseCookie } from 'cookie';

/** Cookie values as written, decoded by the caller (only the one asked for). */
const RAW = { decode: (value: string) => value };

/** Reads one cookie of the page; undefined when absent or outside a browser. */
export const readCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  const raw = parseCookie(document.cookie, RAW)[name];
  return raw === undefined ? undefined : decodeURIComponent(raw);
};
