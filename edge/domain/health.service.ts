/** The database side of the health check (GET /healthz): one `SELECT 1`. */
import type { Db } from '../storage/db.port';

export const createHealthService = (db: Db) => ({
  /** Resolves when the database answers; rejects with the driver's error otherwise. */
  async pingDatabase(): Promise<void> {
    await db.query('SELECT 1');
  },
});
export type HealthService = ReturnType<typeof createHealthService>;
