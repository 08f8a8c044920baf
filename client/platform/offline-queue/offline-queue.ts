/**
 * The offline queue: safe actions made offline are written to IndexedDB and replayed in order, by this code, when
 * the connection is back (the `online` event) and when the tab is shown again (`visibilitychange`); never through
 * Background Sync, which Safari and some other browsers never fire. A coupon play is never queued.
 *
 * Replay sends the oldest first and removes an action once the server answered it (accepted or refused); a network
 * failure or a server error stops the replay with that action first in line, so the order holds. Tabs of the site
 * replay one at a time (Web Locks where the browser has them), so no action is sent twice by two tabs.
 */
import { openQueueDb, QUEUE_DB, type QueuedAction } from './offline-queue.db';

export type SendOutcome = { outcome: 'sent' } | { outcome: 'retry' } | { outcome: 'refused'; message: string };
export type SafeActionSender = (payload: unknown) => Promise<SendOutcome>;

export interface ReplayResult {
  sent: number;
  /** The server's texts for actions it refused (they are dropped: sending again would be refused again). */
  refused: string[];
  /** Still queued: a failed send stopped the replay, or no sender is known for their kind in this page. */
  left: number;
}

export async function enqueue(kind: string, payload: unknown, now: number = Date.now()): Promise<void> {
  const db = await openQueueDb();
  await db.add(QUEUE_DB.store, { kind, payload, queuedAt: now });
}

/** Every queued action, oldest first. */
export async function queuedActions(): Promise<QueuedAction[]> {
  const db = await openQueueDb();
  return db.getAll(QUEUE_DB.store);
}

async function replayOnce(senders: Readonly<Record<string, SafeActionSender>>): Promise<ReplayResult> {
  const db = await openQueueDb();
  const actions = await db.getAll(QUEUE_DB.store);
  const result: ReplayResult = { sent: 0, refused: [], left: 0 };
  for (const [i, action] of actions.entries()) {
    const send = senders[action.kind];
    if (!send || action.seq === undefined) {
      result.left += 1;
      continue;
    }
    let outcome: SendOutcome;
    try {
      outcome = await send(action.payload);
    } catch {
      outcome = { outcome: 'retry' };
    }
    if (outcome.outcome === 'retry') {
      result.left += actions.length - i;
      break;
    }
    await db.delete(QUEUE_DB.store, action.seq);
    if (outcome.outcome === 'sent') result.sent += 1;
    else result.refused.push(outcome.message);
  }
  return result;
}

const LOCK_NAME = 'iddaa-offline-queue';
let running: Promise<ReplayResult> | null = null;

/** Replays the queue; a replay already running in this tab is joined, one in another tab is waited for. */
export function replayQueue(senders: Readonly<Record<string, SafeActionSender>>): Promise<ReplayResult> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  running ??= (locks ? locks.request(LOCK_NAME, () => replayOnce(senders)) : replayOnce(senders)).finally(() => {
    running = null;
  });
  return running;
}
