/**
 * Feed checkpoints as a file beside the embedded database (PGlite runs on the event loop's thread, so writing half
 * a megabyte into it every few seconds would stall every request for ~100 ms; a file write runs on the thread pool).
 * Written to a temporary name and renamed over the last one, so a crash leaves the old checkpoint or the new one,
 * never half of one.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

const fileOf = (dir: string, feedKey: string): string => join(dir, `feed-checkpoint-${feedKey.replace(/[^A-Za-z0-9_-]/g, '_')}.json.gz`);

export const checkpointFile = {
  async save(dir: string, feedKey: string, json: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    const file = fileOf(dir, feedKey);
    await writeFile(`${file}.tmp`, await gzipAsync(json));
    await rename(`${file}.tmp`, file);
  },

  async load(dir: string, feedKey: string): Promise<string | null> {
    try {
      return (await gunzipAsync(await readFile(fileOf(dir, feedKey)))).toString('utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  },
};
