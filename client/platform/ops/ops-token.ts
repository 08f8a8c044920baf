/**
 * The ops key of the ops pages (/ops, /ops/avatarlar, /ops/icerik): one key entered in a tab serves them all. It is
 * kept for this tab only (sessionStorage), never in localStorage or a cookie, and sent as a bearer token.
 */
const TOKEN_KEY = 'iddaa.ops-token';

export const readOpsToken = (): string | null => {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

export const writeOpsToken = (token: string | null): void => {
  try {
    if (token === null || token === '') sessionStorage.removeItem(TOKEN_KEY);
    else sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage off (private mode): the key lives as long as the page.
  }
};

/** The request header that carries the ops key. */
export const opsAuth = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });
