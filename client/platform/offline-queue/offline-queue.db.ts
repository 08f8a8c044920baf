/**
 * The IndexedDB database of the offline queue (through idb): one store of safe actions made offline, keyed by an
 * increasing sequence number, so they are replayed in the order they were made. Loaded only when an action is
 * queued or replayed (never in the entry chunk).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const QUEUE_DB = { name: 'iddaa-offline-queue', version: 1, store: 'actions' } as const;

export interface QueuedAction {
  /** Given by the store (autoIncrement): the replay order. */
  seq?: number;
  /** Which sender sends it (safe-actions.ts). */
  kind: string;
  payload: unknown;
  /** Epoch ms, when it was made. */
  queuedAt: number;
}

interface QueueSchema extends DBSchema {
  actions: { key: number; value: QueuedAction };
}

export type QueueDb = IDBPDatabase<QueueSchema>;

let opening: Promise<QueueDb> | null = null;

/** The open database, opened once; a newer version opened in another tab makes this one close and reopen later. */
export const openQueueDb = (): Promise<QueueDb> =>
  (opening ??= openDB<QueueSchema>(QUEUE_DB.name, QUEUE_DB.version, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(QUEUE_DB.store)) db.createObjectStore(QUEUE_DB.store, { keyPath: 'seq', autoIncrement: true });
    },
    blocking() {
      void closeQueueDb();
    },
    terminated() {
      opening = null;
    },
  }).catch((err: unknown) => {
    opening = null;
    throw err;
  }));

export const closeQueueDb = async (): Promise<void> => {
  const current = opening;
  opening = null;
  if (current) (await current.catch(() => null))?.close();
};
