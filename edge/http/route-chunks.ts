/**
 * The chunks a lazily loaded page needs (its chunk and the chunks it imports), read from Vite's build manifest
 * (dist/client/.vite/manifest.json, `build.manifest` in vite.config.ts), so the shell can name them for the boot
 * script (BOOT_PAGE_MODULES_META, client/boot-preload.ts), which asks for them with the app after the first paint,
 * instead of one round trip after the app has started. Chunks the entry loads anyway (index.html's script, what it
 * imports and the app it imports after the paint) are left out. CSS is one style sheet, linked by index.html
 * (vite.config.ts, cssCodeSplit). The manifest is re-read when it changes (a rebuild while the edge runs); a missing or unreadable
 * manifest names nothing.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** Keys of the chunks the entries load: their static imports, and the app each imports after the first paint. */
const entryClosure = (manifest: Manifest): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    visit(key);
    for (const app of chunk.dynamicImports ?? []) visit(app);
  }
  return seen;
};

/** The scripts (URL paths) that `modules` (manifest keys: source paths under client/) need beyond the entry. */
export const pageScripts = (manifest: Manifest, modules: readonly string[]): string[] => {
  const loaded = entryClosure(manifest);
  const scripts: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || loaded.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const m of modules) visit(m);
  return scripts;
};

export interface RouteChunks {
  /** The scripts of the page modules `modules`; none when the build has no manifest. */
  scripts(modules: readonly string[]): string[];
}

export const createRouteChunks = (staticDir: string): RouteChunks => {
  const file = join(staticDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;
  const manifest = (): Manifest | null => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest };
      return cached.manifest;
    } catch {
      return null;
    }
  };
  return {
    scripts: (modules) => {
      const m = modules.length > 0 ? manifest() : null;
      return m ? pageScripts(m, modules) : [];
    },
  };
};
