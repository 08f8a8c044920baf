// Build helper for vite.config.ts: one chunk for everything the entry module imports statically (at any depth).
// Without it, every module that a lazy route shares with the entry becomes its own small chunk, each preloaded by
// index.html and compressed on its own: more requests and a few KB more compressed entry JavaScript. Lazy routes
// then import what they share with the entry from that chunk, which the page has loaded already.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** `export { default as A, default as B } from './x.mjs'` lines: a package entry that only re-exports (lucide-react). */
const REEXPORT = /^export \{([^}]*)\} from '(\.[^']+)';$/gm;
const MIN_REEXPORTS = 50;

/**
 * The modules a re-export barrel of a package hands out, by export name; null when `id` is no such barrel. Its
 * importers' named imports then decide what the entry takes: a barrel's own import list names every icon of the
 * package, most of them used only by lazy routes or by nothing.
 */
const barrelExports = (id: string): Map<string, string> | null => {
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
  if (!pkg) return null;
  const byName = new Map<string, string>();
  for (const m of readFileSync(id, 'utf8').matchAll(REEXPORT)) {
    const target = resolve(dirname(id), m[2] ?? '');
    for (const spec of (m[1] ?? '').split(',')) byName.set(spec.trim().split(/\s+as\s+/).pop() ?? '', target);
  }
  return byName.size >= MIN_REEXPORTS ? Object.assign(byName, { pkg }) : null;
};

/** The names a source file imports from `pkg` (`import { A, B as C } from 'pkg'`). */
const namedImports = (file: string, pkg: string): string[] => {
  const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${pkg}'`, 'g');
  return [...readFileSync(file.replace(/\?.*$/, ''), 'utf8').matchAll(from)].flatMap((m) =>
    (m[1] ?? '').split(',').map((s) => s.trim().split(/\s+as\s+/)[0] ?? '').filter(Boolean),
  );
};

/** What `entryChunkGroup` puts together (absolute module ids). */
export interface ChunkRoots {
  /** The app's module: its static import closure is the `app` chunk. */
  app: string;
  /**
   * The page's module script, which imports `app` after the first paint. What it imports statically stays in its own
   * chunk, which the app's chunk then imports from: taken into the app's, it would make the boot script import the
   * whole app before it runs (Vite's preload helper, shared constants).
   */
  boot?: string;
  /**
   * The lazily loaded pages a first visit usually opens (the program pages): what they import statically beyond the
   * app is the `pages` chunk. Left to rolldown, that became fifteen chunks of 1–4 KB, each its own request on the first
   * page's critical path. Each page keeps a chunk of its own (Vite's manifest names a page by it: the edge reads it).
   */
  pages?: string[];
}

/** A rolldown `codeSplitting` group: the `app` and `pages` chunks of `ChunkRoots`. */
export const entryChunkGroup = ({ app, boot, pages = [] }: ChunkRoots) => {
  let chunkOf: Map<string, string> | null = null;
  const barrels = new Map<string, (Map<string, string> & { pkg: string }) | null>();
  const barrelOf = (id: string) => {
    if (!barrels.has(id)) barrels.set(id, id.includes('/node_modules/') ? (barrelExports(id) as (Map<string, string> & { pkg: string }) | null) : null);
    return barrels.get(id) ?? null;
  };
  const staticClosure = (ctx: ChunkingContext, from: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const todo = [...from];
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) {
        const barrel = barrelOf(dep);
        if (!barrel) {
          todo.push(dep);
          continue;
        }
        // Only what this module names; the barrel module itself stays in the chunk (tree-shaken away).
        seen.add(dep);
        for (const n of namedImports(id, barrel.pkg)) {
          const target = barrel.get(n);
          if (target) todo.push(target);
        }
      }
    }
    return seen;
  };
  const partition = (ctx: ChunkingContext): Map<string, string> => {
    const bootOwn = boot ? staticClosure(ctx, [boot]) : new Set<string>();
    const appOwn = staticClosure(ctx, [app]);
    const map = new Map<string, string>();
    for (const id of staticClosure(ctx, pages)) if (!appOwn.has(id) && !bootOwn.has(id) && !pages.includes(id)) map.set(id, 'pages');
    for (const id of appOwn) if (!bootOwn.has(id)) map.set(id, 'app');
    return map;
  };
  return {
    // The closures are complete already; left on, rolldown would take the boot script's imports back into the app's
    // chunk (modules of the app import them too).
    includeDependenciesRecursively: false,
    name: (id: string, ctx: ChunkingContext): string | null => {
      chunkOf ??= partition(ctx);
      return chunkOf.get(id) ?? null;
    },
  };
};
