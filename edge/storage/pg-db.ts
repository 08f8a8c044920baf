/** node-postgres driver (DATABASE_URL): a pool; a transaction holds one client from BEGIN to COMMIT/ROLLBACK. */
import pg from 'pg';
import type { Db, Row, Tx } from './db.port';

const INT8_OID = 20;
// Per-pool type parsing, so another pg user in the process keeps the library's defaults.
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export const openPostgresDb = async (connectionString: string, maxConnections = 10): Promise<Db> => {
  const pool = new pg.Pool({ connectionString, max: maxConnections, types: typeParsers });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  client.release();
  const wrap = (q: pg.Pool | pg.PoolClient): Tx => ({
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, [...params]);
      return res.rows;
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  const top = wrap(pool);
  return {
    driver: 'postgres',
    query: top.query,
    exec: top.exec,
    async transaction(fn) {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const result = await fn(wrap(c));
        await c.query('COMMIT');
        return result;
      } catch (e) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        c.release();
      }
    },
    close: () => pool.end(),
  };
};
