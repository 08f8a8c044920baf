/**
 * What a captured error becomes (spec sections 7 and 9): known browser noise and errors from browser extensions
 * are ignored; the message is cut at 1024 characters and the other fields at their bounds.
 */
import { CLIENT_LOG } from '@shared/constants/business';
import {
  CLIENT_LOG_EXTENSION_SCHEMES,
  CLIENT_LOG_FIELD_MAX,
  CLIENT_LOG_NOISE,
  type ClientLogLevel,
  type ClientLogReport,
} from '@shared/constants/client-log';

export interface CapturedError {
  message: string;
  /** The script the error came from (ErrorEvent.filename). */
  source?: string;
  line?: number;
  column?: number;
  stack?: string;
  level?: ClientLogLevel;
  data?: string;
}

const NOISE = CLIENT_LOG_NOISE.map((n) => n.toLowerCase());

const fromExtension = (text: string | undefined): boolean =>
  !!text && CLIENT_LOG_EXTENSION_SCHEMES.some((scheme) => text.includes(scheme));

export const isIgnored = (e: CapturedError): boolean => {
  const message = e.message.trim().toLowerCase();
  if (!message) return true;
  if (NOISE.some((n) => message.startsWith(n))) return true;
  return fromExtension(e.source) || fromExtension(e.stack);
};

export const cut = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

export const callsiteOf = (e: CapturedError): string =>
  e.source ? `${e.source}${e.line ? `:${e.line}` : ''}${e.column ? `:${e.column}` : ''}` : '';

export const toReport = (e: CapturedError, url: string, machineName: string): ClientLogReport => ({
  message: cut(e.message, CLIENT_LOG.maxMessageLength),
  url: cut(url, CLIENT_LOG_FIELD_MAX.url),
  data: cut(e.data ?? '', CLIENT_LOG_FIELD_MAX.data),
  stack: cut(e.stack ?? '', CLIENT_LOG_FIELD_MAX.stack),
  level: e.level ?? 'error',
  callsite: cut(callsiteOf(e), CLIENT_LOG_FIELD_MAX.callsite),
  machineName: cut(machineName, CLIENT_LOG_FIELD_MAX.machineName),
});

const describe = (reason: unknown): { message: string; stack?: string } => {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack };
  if (typeof reason === 'string') return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
};

export const fromErrorEvent = (e: ErrorEvent): CapturedError => {
  const error: unknown = e.error;
  return {
    message: e.message || describe(error).message,
    source: e.filename || undefined,
    line: e.lineno || undefined,
    column: e.colno || undefined,
    stack: error instanceof Error ? error.stack : undefined,
  };
};

export const fromRejection = (e: PromiseRejectionEvent): CapturedError => {
  const { message, stack } = describe(e.reason);
  return { message: `Unhandled rejection: ${message}`, stack, data: 'unhandledrejection' };
};
