/** Picks the driver: PostgreSQL when DATABASE_URL is set, embedded PGlite under DATA_DIR otherwise. */
import type { Db } from './db.port';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './pg-db';

export const openDb = (opts: { databaseUrl: string | null; dataDir: string }): Promise<Db> =>
  opts.databaseUrl ? openPostgresDb(opts.databaseUrl) : openPgliteDb(opts.dataDir);
