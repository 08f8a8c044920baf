/**
 * The client build the screens are taken of: SCREENS_STATIC_DIR when set (used as it is), else dist/client, built
 * first when it is missing or older than its sources (the same check and steps as scripts/start.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SOURCES = ['client', 'shared', 'sw', 'vite.config.ts', 'package-lock.json'];

const newest = (p: string): number => {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(p).reduce((m, f) => (f === 'node_modules' ? m : Math.max(m, newest(join(p, f)))), st.mtimeMs);
};

const run = (repo: string, args: string[]): void => {
  const r = spawnSync(process.execPath, args, { cwd: repo, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
};

/** Answers the directory of the built client to serve, building dist/client when it is stale. */
export function ensureClientBuild(repo: string): string {
  const override = process.env.SCREENS_STATIC_DIR;
  if (override) {
    const dir = resolve(override);
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`SCREENS_STATIC_DIR=${override} has no index.html: build into it first.`);
    return dir;
  }
  const dir = join(repo, 'dist/client');
  const built = join(dir, 'index.html');
  if (!existsSync(built) || statSync(built).mtimeMs < Math.max(...SOURCES.map((s) => newest(join(repo, s))))) {
    console.log('İstemci derleniyor (vite build)…');
    run(repo, ['node_modules/vite/bin/vite.js', 'build']);
    run(repo, ['scripts/compress-dist.mjs']);
  }
  return dir;
}
