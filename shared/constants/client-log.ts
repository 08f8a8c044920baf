/**
 * Client error logging (spec sections 7 and 9): the endpoint, the report shape, what is never reported, and the
 * edge's storage bounds. The per-session limits and the message cut are CLIENT_LOG in business.ts.
 */
export const CLIENT_LOG_API = {
  /** POST: one report. Only sent while logging is enabled. */
  log: '/Site/LogClient',
  /** GET: whether this site logs client errors ({ Enabled }). */
  settings: '/Site/GetClientLogSettings',
} as const;

export const CLIENT_LOG_LEVELS = ['error', 'warning', 'info'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

export interface ClientLogReport {
  message: string;
  url: string;
  data: string;
  stack: string;
  level: ClientLogLevel;
  callsite: string;
  machineName: string;
}

export interface ClientLogSettingsAnswer {
  Enabled: boolean;
}

/** Browser noise that says nothing about our code; matched as a prefix of the message, case-insensitive. */
export const CLIENT_LOG_NOISE: readonly string[] = [
  'ResizeObserver loop',
  'Script error.',
  'Script error',
  'Non-Error promise rejection captured',
  'Load failed',
  'Failed to fetch',
  'NetworkError when attempting to fetch resource',
  'AbortError',
  'The operation was aborted',
];

/** Sources from browser extensions; a report whose source, stack or callsite names one is ignored. */
export const CLIENT_LOG_EXTENSION_SCHEMES: readonly string[] = [
  'chrome-extension://',
  'moz-extension://',
  'safari-extension://',
  'safari-web-extension://',
  'ms-browser-extension://',
];

/** Longest accepted value of the other fields (the message is cut at CLIENT_LOG.maxMessageLength). */
export const CLIENT_LOG_FIELD_MAX = { url: 2048, data: 4096, stack: 8192, callsite: 1024, machineName: 256 } as const;

/** Edge bounds: rows kept (the oldest beyond are deleted) and reports accepted per session. */
export const CLIENT_LOG_STORE = { maxRows: 10_000 } as const;
