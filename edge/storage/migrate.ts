/**
 * Applies pending migrations, each once, each in its own transaction together with its schema_migrations row.
 * A transaction-scoped advisory lock makes edge processes starting side by side on one PostgreSQL take turns.
 */
import type { Db } from './db.port';
import type { Migration } from './migration';
import { MIGRATIONS } from './migrations';

/** Arbitrary constant naming our migration lock among advisory locks. */
const MIGRATION_LOCK_KEY = 7_340_021;

export const migrate = async (db: Db, migrations: readonly Migration[] = MIGRATIONS, now: () => number = Date.now): Promise<number[]> => {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)`);
  });
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (seen.length > 0) return false;
      await tx.exec(m.sql);
      await m.repair?.(tx, new Date(now()));
      await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        m.version,
        m.name,
        new Date(now()),
      ]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
};
