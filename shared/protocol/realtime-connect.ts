/**
 * What the realtime socket connection sends when it opens (spec section 7: "opened to an endpoint with platform id
 * and user agent"): both as query parameters of the socket URL, since a browser's WebSocket takes no headers. The
 * edge keeps them on the connection (its ops log of cut sockets names them).
 */

export const REALTIME_CONNECT = {
  platformIdParam: 'platformId',
  userAgentParam: 'userAgent',
  /** Longer user agents are cut (the edge cuts again: the client is not trusted). */
  maxUserAgentChars: 256,
  /** Platform ids are 1..99 (as the share request's platformId). */
  maxPlatformId: 99,
} as const;

/** The web site's platform id (the share request sends the same). */
export const PLATFORM_ID_WEB = 1;

export interface RealtimeClientInfo {
  /** null when absent or not a platform id. */
  platformId: number | null;
  /** '' when absent. */
  userAgent: string;
}

/** The socket URL with the platform id and user agent. */
export const withRealtimeClientInfo = (url: string, info: { platformId: number; userAgent: string }): string => {
  const q = new URLSearchParams({
    [REALTIME_CONNECT.platformIdParam]: String(info.platformId),
    [REALTIME_CONNECT.userAgentParam]: info.userAgent.slice(0, REALTIME_CONNECT.maxUserAgentChars),
  });
  return `${url}${url.includes('?') ? '&' : '?'}${q.toString()}`;
};

/** Reads what a connection sent (the query string, with or without its '?'); anything malformed reads as absent. */
export const readRealtimeClientInfo = (query: string): RealtimeClientInfo => {
  const q = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const raw = q.get(REALTIME_CONNECT.platformIdParam) ?? '';
  const id = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  return {
    platformId: id >= 1 && id <= REALTIME_CONNECT.maxPlatformId ? id : null,
    // Control characters never reach a log line.
    userAgent: [...(q.get(REALTIME_CONNECT.userAgentParam) ?? '')].filter((c) => c >= ' ' && c !== '\u007f').join('').slice(0, REALTIME_CONNECT.maxUserAgentChars),
  };
};
