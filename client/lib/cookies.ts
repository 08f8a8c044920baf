/** Reads one cookie of the page; undefined when absent or outside a browser. The first cookie of the name wins. */
export const readCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    const value = pair.slice(eq + 1).trim();
    // A value may be written in double quotes (RFC 6265 cookie-value); the quotes are not part of it.
    const raw = value.length > 1 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
    return decodeURIComponent(raw);
  }
  return undefined;
};
