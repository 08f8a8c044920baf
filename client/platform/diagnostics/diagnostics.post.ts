/**
 * The diagnostics' POST: JSON to a configured URL, with the anti-forgery header when the URL is the site's own (a
 * foreign collector gets no token and no cookie), given up after `timeoutMs`. Answers the HTTP status, 0 when no
 * answer came (offline, refused, timed out). Never throws: diagnostics must not disturb the page.
 */
import { ANTI_FORGERY } from '@shared/protocol/api';
import { getAntiForgeryToken } from '../api/api-client';

export interface PostOptions {
  timeoutMs?: number;
  /** The request may outlive the page (a report sent as the member leaves); bodies up to 64 KB. */
  keepalive?: boolean;
}

const sameSite = (url: string): boolean => {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
};

export const postDiagnostics = async (url: string, body: unknown, { timeoutMs, keepalive = false }: PostOptions = {}): Promise<number> => {
  const own = sameSite(url);
  const controller = new AbortController();
  const timer = timeoutMs === undefined ? null : setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, {
      method: 'POST',
      credentials: own ? 'same-origin' : 'omit',
      headers: { 'Content-Type': 'application/json', ...(own ? { [ANTI_FORGERY.header]: getAntiForgeryToken() } : {}) },
      body: JSON.stringify(body),
      signal: controller.signal,
      keepalive,
    });
    // The answer is not read (spec: "Answer not shown"); the body is drained so the connection is reused.
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  } catch {
    return 0;
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
};
