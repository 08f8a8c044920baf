/**
 * Screen logs: capture into the browser database and send to the configured URL as `coll` (spec section 7). Plain
 * async functions, so the offline queue (or anything else) can call `sendScreenLogs()` on `online` and
 * `visibilitychange` without a saga. Logs stay in the database until an answer says they were taken: they survive
 * reload and offline; a refused post (4xx: the collector will never take them) drops them, the rest wait.
 */
import { SCREEN_LOG_LIMITS, type ScreenLog, type ScreenLogReason } from '@shared/protocol/diagnostics-api';
import { DIAGNOSTICS_URLS } from './diagnostics-urls';
import { postDiagnostics } from './diagnostics.post';
import { createScreenLogDb } from './screen-log.db';
import { sanitizeRegion } from './screen-log.sanitize';
import { createScreenLogStore, type ScreenLogStore } from './screen-log.store';

let store: ScreenLogStore | null = null;
const logs = (): ScreenLogStore => (store ??= createScreenLogStore(createScreenLogDb()));

/** Replaces the store (tests). */
export const useScreenLogStore = (s: ScreenLogStore | null): void => {
  store = s;
};

/**
 * How a send ended: 'offline' when a post got no answer (or the page reads offline), 'failed' on a 5xx, 'throttled'
 * when the collector takes no more from this session now (429); the logs wait in all three.
 */
export type SendOutcome = 'sent' | 'empty' | 'offline' | 'failed' | 'throttled' | 'unavailable';

const newId = (): string => crypto.randomUUID();

/** Takes the region's sanitised markup into the database; false when the database cannot be used (blocked, none). */
export const captureScreenLog = async (reason: ScreenLogReason, region: Element | null): Promise<boolean> => {
  const root = region ?? document.querySelector('main') ?? document.body;
  const html = sanitizeRegion(root, SCREEN_LOG_LIMITS.maxHtml);
  try {
    await logs().add({ id: newId(), html, at: Date.now(), reason });
    return true;
  } catch {
    return false;
  }
};

let sending: Promise<SendOutcome> | null = null;
/** A send asked for while one was under way: it runs once that one ends. */
let queued: Promise<SendOutcome> | null = null;

const sendAll = async (): Promise<SendOutcome> => {
  let sent = false;
  for (;;) {
    let batch;
    try {
      batch = await logs().oldest(SCREEN_LOG_LIMITS.maxPerPost);
    } catch {
      return 'unavailable';
    }
    if (batch.length === 0) return sent ? 'sent' : 'empty';
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
    const coll: ScreenLog[] = batch.map(({ id, html }) => ({ id, html }));
    const status = await postDiagnostics(DIAGNOSTICS_URLS.screenLogs, { coll }, { timeoutMs: SCREEN_LOG_LIMITS.postTimeoutMs });
    if (status === 0) return 'offline';
    // 429: the collector takes no more from this session now; the logs wait for a later send.
    if (status === 429) return 'throttled';
    if (status >= 500) return 'failed';
    await logs().remove(coll.map((l) => l.id));
    sent = true;
  }
};

/**
 * Sends every stored log, oldest first, in posts of SCREEN_LOG_LIMITS.maxPerPost; one send at a time. A call while a
 * send is under way gets one more pass after it, not that send's answer: what asked (the page back online, a new log)
 * may have come after the send read the database or found the page offline, and would otherwise wait for the next
 * trigger (seen in the browser test: back online during a send that had found it offline, and nothing went).
 */
export const sendScreenLogs = (): Promise<SendOutcome> => {
  if (!sending) {
    sending = sendAll().finally(() => {
      sending = null;
    });
    return sending;
  }
  const next = (): Promise<SendOutcome> => {
    queued = null;
    return sendScreenLogs();
  };
  queued ??= sending.then(next, next);
  return queued;
};
