/**
 * The store layer of the screen logs: add (capped, oldest dropped), read the oldest, remove the sent. It reads and
 * writes through the database layer (screen-log.db.ts) and never opens or upgrades anything itself.
 */
import { SCREEN_LOG_LIMITS } from '@shared/protocol/diagnostics-api';
import type { VersionedDb } from '../idb/versioned-db';
import { SCREEN_LOG_DB, type ScreenLogSchema, type StoredScreenLog } from './screen-log.db';

const { store: STORE, byId: BY_ID } = SCREEN_LOG_DB;

export interface ScreenLogStore {
  /** Adds a log (a log already stored under its id is left as it is), then drops the oldest beyond the cap. */
  add(log: StoredScreenLog): Promise<void>;
  /** The oldest logs, capture order. */
  oldest(limit: number): Promise<StoredScreenLog[]>;
  /** Removes logs by their ids (sent). */
  remove(ids: readonly string[]): Promise<void>;
  count(): Promise<number>;
}

export const createScreenLogStore = (db: VersionedDb<ScreenLogSchema>, cap: number = SCREEN_LOG_LIMITS.clientCap): ScreenLogStore => ({
  async add(log) {
    const conn = await db.get();
    const tx = conn.transaction(STORE, 'readwrite');
    if ((await tx.store.index(BY_ID).getKey(log.id)) === undefined) await tx.store.add({ id: log.id, html: log.html, at: log.at, reason: log.reason });
    let extra = (await tx.store.count()) - cap;
    let cursor = extra > 0 ? await tx.store.openCursor() : null;
    while (cursor && extra > 0) {
      await cursor.delete();
      extra -= 1;
      cursor = await cursor.continue();
    }
    await tx.done;
  },
  async oldest(limit) {
    const conn = await db.get();
    return conn.getAll(STORE, undefined, limit);
  },
  async remove(ids) {
    const conn = await db.get();
    const tx = conn.transaction(STORE, 'readwrite');
    for (const id of ids) {
      const key = await tx.store.index(BY_ID).getKey(id);
      if (key !== undefined) await tx.store.delete(key);
    }
    await tx.done;
  },
  async count() {
    return (await db.get()).count(STORE);
  },
});
