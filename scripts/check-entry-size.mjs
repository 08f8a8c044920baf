// The entry-size check of `npm test`: the JavaScript a first visit must download before the site runs (the module
// script of dist/client/index.html, every chunk it preloads, and the app's chunks the boot script asks for after the
// first paint, named in the boot-modules meta element: scripts/app-preload.ts) stays within its budget, gzip and brotli, at the
// levels the edge serves (scripts/compress-dist.mjs: gzip 9, brotli 11). Lazy routes and popups do not count. It also
// checks that the app's and the program pages' chunks start with V8's compile hint (chunksWithoutCompileHint).
// Run after `npm run build`: node scripts/check-entry-size.mjs [dir]
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Budgets in KB (1,000 bytes), from the quality bars: 150 KB gzip, 130 KB brotli. Above either, `npm test` fails. */
export const ENTRY_BUDGET_KB = { gzip: 150, brotli: 130 };

/** Paths (under the build dir) of the entry script and the modules index.html preloads or names for the boot script. */
export const entryScripts = (html) => {
  const found = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"|<meta name="boot-modules" content="([^"]*)"/g)];
  const paths = found.flatMap((m) => (m[3] !== undefined ? m[3].split(' ').filter(Boolean) : [m[1] ?? m[2]]));
  return [...new Set(paths.map((p) => p.replace(/^\//, '')))];
};

export const measureEntry = async (dir) => {
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  const files = entryScripts(html);
  if (files.length === 0) throw new Error(`${dir}/index.html names no module script`);
  // The boot script alone is about 1 KB: without the app's chunks the check would pass whatever the app weighs.
  if (files.length === 1) throw new Error(`${dir}/index.html names none of the app's chunks (boot-modules, scripts/app-preload.ts)`);
  const sizes = await Promise.all(
    files.map(async (f) => {
      const buf = await readFile(join(dir, f));
      return {
        file: f,
        raw: buf.length,
        gzip: gzipSync(buf, { level: 9 }).length,
        brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    }),
  );
  const sum = (k) => sizes.reduce((n, s) => n + s[k], 0);
  return { files: sizes, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
};

/** V8's explicit compile hint, which vite.config.ts (postBanner) puts first in the `app` and `pages` chunks. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const HINTED_CHUNK = /^(app|pages)-[\w-]+\.js$/;

/**
 * The `app` and `pages` chunks of the build that do not start with the compile hint (V8 reads it only as the file's
 * first line), and an error when the build has no app chunk at all.
 */
export const chunksWithoutCompileHint = async (dir) => {
  const names = (await readdir(join(dir, 'assets'))).filter((f) => HINTED_CHUNK.test(f));
  if (!names.some((f) => f.startsWith('app-'))) throw new Error(`${dir}/assets holds no app chunk`);
  const firstLines = await Promise.all(names.map(async (f) => [f, (await readFile(join(dir, 'assets', f), 'utf8')).split('\n', 1)[0]]));
  return firstLines.filter(([, line]) => line !== COMPILE_HINT).map(([f]) => f);
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? 'dist/client');
  const unhinted = await chunksWithoutCompileHint(dir);
  if (unhinted.length) {
    console.error(`these chunks do not start with ${COMPILE_HINT} (vite.config.ts, postBanner): ${unhinted.join(', ')}`);
    process.exit(1);
  }
  const m = await measureEntry(dir);
  const kb = (n) => (n / 1000).toFixed(1);
  for (const f of m.files) console.log(`  ${f.file.padEnd(44)} ${kb(f.raw).padStart(7)} KB  gzip ${kb(f.gzip).padStart(6)}  br ${kb(f.brotli).padStart(6)}`);
  console.log(`entry JS: ${kb(m.raw)} KB, gzip ${kb(m.gzip)} KB (budget ${ENTRY_BUDGET_KB.gzip}), brotli ${kb(m.brotli)} KB (budget ${ENTRY_BUDGET_KB.brotli})`);
  const beyond = (limits) =>
    [
      m.gzip > limits.gzip * 1000 && `gzip ${kb(m.gzip)} KB > ${limits.gzip} KB`,
      m.brotli > limits.brotli * 1000 && `brotli ${kb(m.brotli)} KB > ${limits.brotli} KB`,
    ].filter(Boolean);
  const over = beyond(ENTRY_BUDGET_KB);
  if (over.length) {
    console.error(`entry JS is over its budget: ${over.join(', ')}`);
    process.exit(1);
  }
}
