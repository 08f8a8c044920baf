/**
 * PGlite's initdb of a fresh data directory takes about five seconds; copying an initdb'd directory takes well
 * under one. The first test process makes an empty, initdb'd template per PGlite version (under a lock
 * directory, so parallel test files do not race) and every test file copies it. Migrations and the seed still
 * run on each copy through startEdge; only initdb is shared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const pgliteVersion = (): string => {
  const pkg = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
};

const STALE_LOCK_MS = 120_000;
const WAIT_STEP_MS = 200;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const buildTemplate = async (dir: string): Promise<void> => {
  const work = `${dir}.work-${process.pid}`;
  await rm(work, { recursive: true, force: true });
  const pg = await PGlite.create({ dataDir: work });
  await pg.close();
  await rename(work, dir);
  await writeFile(join(dir, '.template-ready'), '');
};

/** The template directory, made if needed; null if another process holds the lock too long (then initdb fresh). */
const template = async (): Promise<string | null> => {
  const dir = join(tmpdir(), `iddaa-edge-pglite-initdb-${pgliteVersion()}`);
  const ready = join(dir, '.template-ready');
  const lock = `${dir}.lock`;
  for (let waited = 0; waited < STALE_LOCK_MS; waited += WAIT_STEP_MS) {
    if (existsSync(ready)) return dir;
    try {
      await mkdir(lock);
    } catch {
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      await sleep(WAIT_STEP_MS);
      continue;
    }
    try {
      if (!existsSync(ready)) {
        await rm(dir, { recursive: true, force: true });
        await buildTemplate(dir);
      }
      return dir;
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  return null;
};

/** Prepares `dataDir` as a fresh, empty PGlite cluster. */
export const preparePgliteDir = async (dataDir: string): Promise<void> => {
  const from = await template();
  if (!from) return;
  await cp(from, dataDir, { recursive: true, filter: (src) => !src.endsWith('.template-ready') });
};
