import { describe, expect, it } from 'vitest';
import type { Queryable, Row } from './db.port';
import { contractsRepo, createCurrentContracts } from './contracts.repo';

/** A database stand-in that answers the contracts query and counts it. */
const fakeDb = () => {
  let reads = 0;
  let fail = false;
  const rows = [{ id: 1, version: 1, title: 'Üyelik Sözleşmesi' }];
  const db: Queryable = {
    async query<T extends Row>(sql: string): Promise<T[]> {
      if (sql.startsWith('INSERT')) return [{ id: 9 }] as unknown as T[];
      reads++;
      if (fail) throw new Error('bağlantı koptu');
      return rows as unknown as T[];
    },
    async exec() {},
  };
  return { db, reads: () => reads, setFail: (f: boolean) => (fail = f) };
};

describe('createCurrentContracts', () => {
  it('reads once and keeps the copy for ttlMs', async () => {
    const f = fakeDb();
    let now = 0;
    const current = createCurrentContracts(f.db, { now: () => now, ttlMs: 1000 });
    expect(await current()).toEqual([{ id: 1, version: 1, title: 'Üyelik Sözleşmesi' }]);
    await Promise.all([current(), current()]);
    now = 999;
    await current();
    expect(f.reads()).toBe(1);
    now = 1000;
    await current();
    expect(f.reads()).toBe(2);
  });

  it('drops the copy when this process publishes a contract', async () => {
    const f = fakeDb();
    const current = createCurrentContracts(f.db, { now: () => 0, ttlMs: 60_000 });
    await current();
    await contractsRepo.publishIfAbsent(f.db, { id: 9, version: 1, title: 'Yeni' }, new Date(0));
    await current();
    expect(f.reads()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const f = fakeDb();
    const current = createCurrentContracts(f.db, { now: () => 0 });
    f.setFail(true);
    await expect(current()).rejects.toThrow();
    f.setFail(false);
    expect(await current()).toHaveLength(1);
    expect(f.reads()).toBe(2);
  });
});
