/**
 * The screen-log database (spec section 7, "local storage": version 2, one store for the logs): its schema, its
 * versions and the upgrade from version 1, on the shared versioned-db layer.
 *
 * Version 1 (the earlier layout): store `screenLogs`, keyed by the log's id, values {id, html, at}; its order was
 * the ids', so the oldest could not be found cheaply. Version 2: store `logs`, an auto-increment key `seq` that
 * is the order of capture (the cap drops the lowest), a unique index on the log's id, values {seq?, id, html, at,
 * reason}. The upgrade copies every version-1 row, oldest `at` first, then drops the old store: no row is lost.
 */
import type { DBSchema, IDBPDatabase } from 'idb';
import { showToast } from '../../components/ui/toast-store';
import { IDB_TEXTS } from '../idb/idb-texts';
import { createVersionedDb, type UpgradeStep, type VersionedDb } from '../idb/versioned-db';

export const SCREEN_LOG_DB = { name: 'iddaa-screen-logs', version: 2, store: 'logs', v1Store: 'screenLogs', byId: 'by-id' } as const;

/** A version-1 row (kept for the upgrade and its tests). */
export interface ScreenLogRowV1 {
  id: string;
  html: string;
  at: number;
}

export interface StoredScreenLog {
  /** The store's key: capture order. Absent before the row is written. */
  seq?: number;
  id: string;
  html: string;
  /** Epoch ms of capture. */
  at: number;
  reason: string;
}

export interface ScreenLogSchema extends DBSchema {
  logs: { key: number; value: StoredScreenLog; indexes: { 'by-id': string } };
}

/** Both layouts: the steps see the store of whichever version they work on. */
interface AnyLayout extends DBSchema {
  logs: ScreenLogSchema['logs'];
  screenLogs: { key: string; value: ScreenLogRowV1 };
}

const toV1: UpgradeStep<AnyLayout> = (db) => {
  db.createObjectStore(SCREEN_LOG_DB.v1Store, { keyPath: 'id' });
};

const toV2: UpgradeStep<AnyLayout> = async (db, tx) => {
  const logs = db.createObjectStore(SCREEN_LOG_DB.store, { keyPath: 'seq', autoIncrement: true });
  logs.createIndex(SCREEN_LOG_DB.byId, 'id', { unique: true });
  const old = await tx.objectStore(SCREEN_LOG_DB.v1Store).getAll();
  old.sort((a, b) => a.at - b.at);
  for (const row of old) await tx.objectStore(SCREEN_LOG_DB.store).add({ id: row.id, html: row.html, at: row.at, reason: 'unknown' });
  db.deleteObjectStore(SCREEN_LOG_DB.v1Store);
};

/** The version-1 steps alone: what an old tab (or a test) opens. */
export const SCREEN_LOG_STEPS_V1 = { 1: toV1 } as const;
export const SCREEN_LOG_STEPS = { 1: toV1, 2: toV2 } as const;

export const createScreenLogDb = (): VersionedDb<ScreenLogSchema> =>
  createVersionedDb<AnyLayout>({
    name: SCREEN_LOG_DB.name,
    version: SCREEN_LOG_DB.version,
    steps: SCREEN_LOG_STEPS,
    onBlocked: () => showToast(IDB_TEXTS.blocked, { tone: 'error' }),
    onVersionChange: () => showToast(IDB_TEXTS.newerVersion, { tone: 'info' }),
  }) as unknown as VersionedDb<ScreenLogSchema>;

/** The database as a tab of the version-1 code opened it (the upgrade's tests). */
export const createScreenLogDbV1 = (): VersionedDb<AnyLayout> =>
  createVersionedDb<AnyLayout>({ name: SCREEN_LOG_DB.name, version: 1, steps: SCREEN_LOG_STEPS_V1 });

export type ScreenLogDatabase = IDBPDatabase<ScreenLogSchema>;
