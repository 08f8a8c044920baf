/**
 * The files a lazily loaded page needs (its chunk, the chunks it imports, their CSS), read from Vite's build
 * manifest (dist/client/.vite/manifest.json, `build.manifest` in vite.config.ts), so the shell can name them in its
 * Link header (rel=modulepreload / preload) and the browser fetches them with the entry instead of one round trip
 * after it. Chunks the entry already loads (index.html's script and what it imports) are left out. The manifest is
 * re-read when it changes (a rebuild while the edge runs); a missing or unreadable manifest names nothing.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageFiles {
  scripts: string[];
  styles: string[];
}

/** Keys of the chunks the entries load statically. */
const entryClosure = (manifest: Manifest): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return seen;
};

/** The scripts and styles (URL paths) that `modules` (manifest keys: source paths under client/) need beyond the entry. */
export const pageFiles = (manifest: Manifest, modules: readonly string[]): PageFiles => {
  const loaded = entryClosure(manifest);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key) || loaded.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const m of modules) visit(m);
  return { scripts, styles };
};

/** Link header parts for a page's files (Vite's loader asks for CSS with crossorigin: the preload must match). */
export const pageFileLinks = ({ scripts, styles }: PageFiles): string[] => [
  ...scripts.map((s) => `<${s}>; rel=modulepreload`),
  ...styles.map((s) => `<${s}>; rel=preload; as=style; crossorigin`),
];

export interface RouteChunks {
  /** Link header parts for the page modules `modules`; none when the build has no manifest. */
  links(modules: readonly string[]): string[];
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
    links: (modules) => {
      const m = modules.length > 0 ? manifest() : null;
      return m ? pageFileLinks(pageFiles(m, modules)) : [];
    },
  };
};
