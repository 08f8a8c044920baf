// Build helper for vite.config.ts: one chunk for everything the entry module imports statically (at any depth).
// Without it, every module that a lazy route shares with the entry becomes its own small chunk, each preloaded by
// index.html and compressed on its own: more requests and a few KB more compressed entry JavaScript. Lazy routes
// then import what they share with the entry from that chunk, which the page has loaded already.

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** A rolldown `codeSplitting` group capturing the static import closure of `entry` (an absolute module id). */
export const entryChunkGroup = (entry: string, name = 'app') => {
  let closure: Set<string> | null = null;
  const staticClosure = (ctx: ChunkingContext): Set<string> => {
    const seen = new Set<string>();
    const todo = [entry];
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      todo.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    name: (id: string, ctx: ChunkingContext): string | null => {
      closure ??= staticClosure(ctx);
      return closure.has(id) ? name : null;
    },
  };
};
