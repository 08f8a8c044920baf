/**
 * The socket address, in a module of its own: the entry's part of the realtime saga (realtime-start.sagas.ts) reads
 * it before it loads the socket's code.
 */
import { PLATFORM_ID_WEB, withRealtimeClientInfo } from '@shared/protocol/realtime-connect';

/** The socket address: the page's `<meta name="realtime-port">` (written by the edge), on this page's host. */
export const realtimeUrl = (): string | null => {
  if (typeof document === 'undefined') return null;
  const port = Number(document.querySelector('meta[name="realtime-port"]')?.getAttribute('content'));
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return null;
  // Spec section 7: the connection is opened with the platform id and the user agent.
  return withRealtimeClientInfo(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.hostname}:${port}`, {
    platformId: PLATFORM_ID_WEB, userAgent: navigator.userAgent,
  });
};
