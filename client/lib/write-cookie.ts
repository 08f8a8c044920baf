/** Writes a first-party cookie readable by the page (notice states only; nothing secret), for `maxAgeMs`. */
export const writeCookie = (name: string, value: string, maxAgeMs: number): void => {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.floor(maxAgeMs / 1000)}; Path=/; SameSite=Lax${secure}`;
};

/** navigator.cookieEnabled, false outside a browser. */
export const cookiesEnabled = (): boolean => typeof navigator !== 'undefined' && navigator.cookieEnabled;
