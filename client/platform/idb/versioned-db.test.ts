/** The browser-database layer on fake-indexeddb: steps in order, versionchange, blocked, a failed step. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createVersionedDb, IdbBlockedError, type UpgradeStep } from './versioned-db';

const NAME = 'versioned-db-test';
const v1: UpgradeStep<unknown> = (db) => {
  db.createObjectStore('a', { keyPath: 'id' });
};
const v2: UpgradeStep<unknown> = (db) => {
  db.createObjectStore('b', { keyPath: 'id' });
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('versioned db', () => {
  it('runs every step above the version found, in order', async () => {
    const order: number[] = [];
    const db = createVersionedDb({
      name: NAME, version: 2,
      steps: { 1: (d, tx) => (order.push(1), v1(d, tx)), 2: (d, tx) => (order.push(2), v2(d, tx)) },
    });
    const conn = await db.get();
    expect(order).toEqual([1, 2]);
    expect([...conn.objectStoreNames].sort()).toEqual(['a', 'b']);
    expect(conn.version).toBe(2);
    db.close();
  });

  it('a tab with an old connection closes it on versionchange, so the newer open is not blocked', async () => {
    const onVersionChange = vi.fn();
    const onBlocked = vi.fn();
    const oldTab = createVersionedDb({ name: NAME, version: 1, steps: { 1: v1 }, onVersionChange });
    await oldTab.get();
    const newTab = createVersionedDb({ name: NAME, version: 2, steps: { 1: v1, 2: v2 }, onBlocked });
    const conn = await newTab.get();
    expect(conn.version).toBe(2);
    expect(onVersionChange).toHaveBeenCalledTimes(1);
    expect(onBlocked).not.toHaveBeenCalled();
    // The old tab's code knows only version 1: it cannot use the newer database (and says so by failing, not hanging).
    await expect(oldTab.get()).rejects.toThrow();
    newTab.close();
  });

  it('a blocked upgrade tells the user and fails at once; it completes when the other tab closes', async () => {
    // An old tab whose code never closes its connection on versionchange.
    const stubborn = await openDB(NAME, 1, { upgrade: (db) => db.createObjectStore('a', { keyPath: 'id' }) });
    const onBlocked = vi.fn();
    const db = createVersionedDb({ name: NAME, version: 2, steps: { 1: v1, 2: v2 }, onBlocked });
    await expect(db.get()).rejects.toBeInstanceOf(IdbBlockedError);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    await expect(db.get()).rejects.toBeInstanceOf(IdbBlockedError);
    stubborn.close();
    await vi.waitFor(async () => expect((await db.get()).version).toBe(2));
    db.close();
  });

  it('a failing step leaves the database at its old version with its rows', async () => {
    const old = createVersionedDb({ name: NAME, version: 1, steps: { 1: v1 } });
    await (await old.get()).put('a', { id: 'x', n: 1 });
    old.close();
    const broken = createVersionedDb({
      name: NAME, version: 2,
      steps: { 1: v1, 2: async (d, tx) => {
        v2(d, tx);
        await tx.objectStore('a').get('x');
        throw new Error('step failed');
      } },
    });
    await expect(broken.get()).rejects.toThrow();
    const again = await openDB(NAME);
    expect(again.version).toBe(1);
    expect(await again.get('a', 'x')).toEqual({ id: 'x', n: 1 });
    again.close();
  });
});
