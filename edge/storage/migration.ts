/** One versioned schema step (the list is in migrations.ts). */
import type { Tx } from './db.port';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Data repair run after `sql` in the same transaction, stamped with the edge's clock. */
  repair?: (tx: Tx, at: Date) => Promise<void>;
}
