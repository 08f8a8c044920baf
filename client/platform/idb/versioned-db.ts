/**
 * The browser-database layer every store builds on: one database's schema, version and upgrade, and the rules of
 * open connections across tabs (architecture: "db layer apart from store layer").
 *
 * - Upgrade: `steps[v]` moves the database from version v-1 to v. An open runs every step above the version found,
 *   in order, in the one versionchange transaction, so a failed step leaves the old version whole.
 * - `versionchange` (another tab opens a newer version): this tab closes its connection at once and forgets it; the
 *   next use opens again (and fails with the newer version's VersionError, which callers treat as unavailable).
 * - `blocked` (a tab with an old connection does not close it): `onBlocked` tells the user, and every waiting use
 *   fails with IdbBlockedError at once instead of hanging. The open itself stays pending and completes when the
 *   other tab closes; uses after that work again.
 *
 * Another store adds its own database the same way (its own name, version and steps) or adds a step here to its
 * database's list; a store layer never calls openDB itself.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';

export class IdbBlockedError extends Error {
  constructor(name: string) {
    super(`IndexedDB ${name}: upgrade blocked by another tab`);
    this.name = 'IdbBlockedError';
  }
}

/** One upgrade step, given the database and the versionchange transaction (use only IndexedDB requests in it). */
export type UpgradeStep<S extends DBSchema | unknown> = (
  db: IDBPDatabase<S>,
  tx: IDBPTransaction<S, StoreNames<S>[], 'versionchange'>,
) => void | Promise<void>;

export interface VersionedDbSpec<S extends DBSchema | unknown> {
  name: string;
  version: number;
  /** steps[v]: from version v-1 to v, for every v from 1 to `version`. */
  steps: Readonly<Record<number, UpgradeStep<S>>>;
  /** Another tab's old connection holds the upgrade back: tell the user to close it. */
  onBlocked?: () => void;
  /** This tab's connection was closed for a newer version opened elsewhere. */
  onVersionChange?: () => void;
}

export interface VersionedDb<S extends DBSchema | unknown> {
  /** The open connection (opened and upgraded on first use); rejects with IdbBlockedError while blocked. */
  get(): Promise<IDBPDatabase<S>>;
  /** Closes the connection (a later get opens it again). */
  close(): void;
  readonly name: string;
}

const runSteps = async <S extends DBSchema | unknown>(
  spec: VersionedDbSpec<S>, db: IDBPDatabase<S>, from: number, to: number, tx: IDBPTransaction<S, StoreNames<S>[], 'versionchange'>,
): Promise<void> => {
  for (let v = from + 1; v <= to; v += 1) {
    const step = spec.steps[v];
    if (!step) throw new Error(`IndexedDB ${spec.name}: no upgrade step to version ${v}`);
    await step(db, tx);
  }
};

export const createVersionedDb = <S extends DBSchema | unknown>(spec: VersionedDbSpec<S>): VersionedDb<S> => {
  let conn: Promise<IDBPDatabase<S>> | null = null;
  let blocked = false;
  const waiters = new Set<(e: Error) => void>();

  const forget = (db?: IDBPDatabase<S>) => {
    db?.close();
    conn = null;
  };

  const open = (): Promise<IDBPDatabase<S>> => {
    const p = openDB<S>(spec.name, spec.version, {
      // A step that fails aborts the versionchange transaction: the database stays at its old version, whole.
      upgrade: (db, oldVersion, newVersion, tx) => {
        tx.done.catch(() => undefined); // an abort is answered by the open's own rejection
        runSteps(spec, db, oldVersion, newVersion ?? spec.version, tx).catch(() => tx.abort());
      },
      blocked: () => {
        blocked = true;
        spec.onBlocked?.();
        const err = new IdbBlockedError(spec.name);
        for (const reject of waiters) reject(err);
        waiters.clear();
      },
      blocking: () => {
        void p.then(forget);
        spec.onVersionChange?.();
      },
      terminated: () => {
        conn = null;
      },
    });
    return p.then(
      (db) => {
        blocked = false;
        return db;
      },
      (e: unknown) => {
        blocked = false;
        conn = null;
        throw e;
      },
    );
  };

  return {
    name: spec.name,
    get() {
      conn ??= open();
      if (blocked) return Promise.reject(new IdbBlockedError(spec.name));
      const pending = conn;
      return new Promise<IDBPDatabase<S>>((resolve, reject) => {
        waiters.add(reject);
        pending.then(resolve, reject).finally(() => waiters.delete(reject));
      });
    },
    close() {
      const pending = conn;
      conn = null;
      void pending?.then((db) => db.close(), () => undefined);
    },
  };
};
