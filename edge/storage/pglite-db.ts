/**
 * PGlite driver: PostgreSQL compiled to WASM, data under DATA_DIR. It runs without fsync: the data survives a
 * killed process, not a power loss, so production money belongs on PostgreSQL (DATABASE_URL). PGlite has one
 * connection; it serialises queries and transactions itself, so a transaction here is naturally exclusive.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Row, Tx } from './db.port';

/** PostgreSQL type oid of int8 (bigint). */
const INT8_OID = 20;
const toNumber = (v: string): number => Number(v);

export const openPgliteDb = async (dataDir: string): Promise<Db> => {
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir, parsers: { [INT8_OID]: toNumber } });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Tx => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, [...params]);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const top = wrap(pg);
  return {
    driver: 'pglite',
    query: top.query,
    exec: top.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
};
