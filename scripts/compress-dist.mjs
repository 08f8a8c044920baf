// Writes name.br and name.gz beside every compressible content-hashed file of the built client (dist/client/assets
// by default), so the edge serves them as they are (@fastify/static preCompressed) instead of compressing per
// request or not at all. Done once per build, so both use their best levels: brotli 11, gzip 9.
// Only hashed files: the edge picks a .br/.gz by name without comparing it to the plain file, so a form must never
// outlive its file's content, and only a hashed name guarantees that. A file replaced in place (sw.js at a deploy;
// the browser test does exactly that) would otherwise go out stale to every browser that accepts br. The files left
// plain are sw.js (27 KB, revalidated with a 304 on almost every update check) and a few small ones.
// A file is skipped when it is small, when its forms are up to date, or when compressing saves too little (nothing
// is written then, and the edge falls back to the plain file). Forms of files that do not qualify are removed.
// Run: node scripts/compress-dist.mjs [dir]   (npm run build runs it after vite build)
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Source maps are left out: only developer tools fetch them, and brotli 11 on them is most of the build's time.
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.ico']);
/** Vite's content-hashed output (the same rule as edge/http/shell.routes.ts, which caches these for a year). */
const HASHED_DIR = 'assets/';
const MIN_BYTES = 1024;
/** Keep a compressed form only when it is at most this share of the original. */
const MAX_RATIO = 0.9;
const FORMS = [
  { ext: '.br', make: (buf) => brotli(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }) },
  { ext: '.gz', make: (buf) => gzipAsync(buf, { level: 9 }) },
];

const walk = async (dir) => {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
};

const mtimeOrZero = async (path) => (await stat(path).catch(() => null))?.mtimeMs ?? 0;

const compressFile = async (path, root) => {
  const rel = relative(root, path);
  const st = await stat(path);
  const targets = FORMS.map((f) => ({ ...f, out: path + f.ext }));
  const hashed = rel.split(sep).join('/').startsWith(HASHED_DIR);
  if (!hashed || !COMPRESSIBLE.has(extname(path)) || st.size < MIN_BYTES) {
    // Left from an earlier run with other rules: the edge would serve them.
    await Promise.all(targets.map((t) => rm(t.out, { force: true })));
    return null;
  }
  const fresh = await Promise.all(targets.map(async (t) => (await mtimeOrZero(t.out)) >= st.mtimeMs));
  if (fresh.every(Boolean)) return { rel, size: st.size, skipped: true };
  const buf = await readFile(path);
  const sizes = {};
  for (const t of targets) {
    const packed = await t.make(buf);
    if (packed.length <= buf.length * MAX_RATIO) {
      await writeFile(t.out, packed);
      sizes[t.ext] = packed.length;
    } else {
      await rm(t.out, { force: true });
    }
  }
  return { rel, size: st.size, sizes };
};

export const compressDist = async (dir) => {
  const root = resolve(dir);
  const files = await walk(root);
  const present = new Set(files);
  // Forms whose source is gone (a build into a directory that was not emptied).
  const orphans = files.filter((f) => FORMS.some((form) => f.endsWith(form.ext) && !present.has(f.slice(0, -form.ext.length))));
  await Promise.all(orphans.map((f) => rm(f, { force: true })));
  const sources = files.filter((f) => !FORMS.some((form) => f.endsWith(form.ext)));
  return (await Promise.all(sources.map((f) => compressFile(f, root)))).filter(Boolean);
};

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dir = process.argv[2] ?? 'dist/client';
  const started = Date.now();
  const results = await compressDist(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const r of results) {
    if (r.skipped) continue;
    const forms = Object.entries(r.sizes).map(([ext, n]) => `${ext} ${kb(n)}`).join(', ');
    console.log(`  ${r.rel}: ${kb(r.size)} -> ${forms || 'not worth compressing'}`);
  }
  const made = results.filter((r) => !r.skipped).length;
  console.log(`compress-dist: ${made} file(s) compressed, ${results.length - made} up to date, in ${Date.now() - started} ms (${dir})`);
}
