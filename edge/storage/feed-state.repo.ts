/**
 * What the generator feed keeps across restarts: blocks of identity numbers (a sequence, so a block is handed out
 * once for the life of the database) and its last checkpoint per feed (gzipped JSON).
 */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Queryable } from './db.port';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export const feedStateRepo = {
  async reserveIdBlock(db: Queryable): Promise<number> {
    const rows = await db.query<{ block: number }>("SELECT nextval('program_id_blocks')::bigint AS block");
    const block = rows[0]?.block;
    if (block === undefined) throw new Error('no id block');
    return block;
  },

  /** Compression runs on the thread pool, off the event loop. */
  async saveCheckpoint(db: Queryable, feedKey: string, json: string, takenAt: Date): Promise<void> {
    const state = await gzipAsync(json);
    await db.query(
      `INSERT INTO feed_checkpoints (feed_key, taken_at, state) VALUES ($1, $2, $3)
       ON CONFLICT (feed_key) DO UPDATE SET taken_at = EXCLUDED.taken_at, state = EXCLUDED.state
       WHERE feed_checkpoints.taken_at <= EXCLUDED.taken_at`,
      [feedKey, takenAt, state],
    );
  },

  async loadCheckpoint(db: Queryable, feedKey: string): Promise<string | null> {
    const rows = await db.query<{ state: Uint8Array }>('SELECT state FROM feed_checkpoints WHERE feed_key = $1', [feedKey]);
    const state = rows[0]?.state;
    return state ? (await gunzipAsync(state)).toString('utf8') : null;
  },
};
