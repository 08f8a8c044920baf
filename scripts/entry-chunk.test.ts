import { describe, expect, it } from 'vitest';
import { entryChunkGroup } from './entry-chunk';

/** A module graph as rolldown's chunking context shows it: static imports only. */
const graph: Record<string, string[]> = {
  '/c/boot.ts': ['/c/boot-preload.ts', '\0vite/preload-helper.js'],
  '/c/boot-preload.ts': ['/s/meta.ts'],
  '/c/main.tsx': ['/c/store.ts', '/s/meta.ts', '\0vite/preload-helper.js'],
  '/c/store.ts': ['/c/slice.ts'],
  '/c/slice.ts': [],
  '/s/meta.ts': [],
  '\0vite/preload-helper.js': [],
  '/c/sport-page.tsx': ['/c/row.tsx', '/c/store.ts'],
  '/c/live-page.tsx': ['/c/row.tsx', '/c/badge.tsx'],
  '/c/row.tsx': ['/c/odds.tsx'],
  '/c/odds.tsx': [],
  '/c/badge.tsx': [],
  '/c/signup-page.tsx': ['/c/field.tsx', '/c/row.tsx'],
  '/c/field.tsx': [],
};
const ctx = { getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id] } : null) };

describe('entryChunkGroup', () => {
  const group = entryChunkGroup({ app: '/c/main.tsx', boot: '/c/boot.ts', pages: ['/c/sport-page.tsx', '/c/live-page.tsx'] });
  const chunk = (id: string) => group.name(id, ctx);

  it("puts the app's static closure in `app`, less what the boot script imports (it stays in the boot's chunk)", () => {
    expect(['/c/main.tsx', '/c/store.ts', '/c/slice.ts'].map(chunk)).toEqual(['app', 'app', 'app']);
    expect(['/c/boot.ts', '/c/boot-preload.ts', '/s/meta.ts', '\0vite/preload-helper.js'].map(chunk)).toEqual([null, null, null, null]);
  });

  it("puts what the program pages import beyond the app in `pages`, each page keeping a chunk of its own", () => {
    expect(['/c/row.tsx', '/c/odds.tsx', '/c/badge.tsx'].map(chunk)).toEqual(['pages', 'pages', 'pages']);
    expect(['/c/sport-page.tsx', '/c/live-page.tsx'].map(chunk)).toEqual([null, null]);
  });

  it('leaves other lazy pages and what only they import to rolldown', () => {
    expect(['/c/signup-page.tsx', '/c/field.tsx'].map(chunk)).toEqual([null, null]);
  });

  it('does not let rolldown pull the boot\'s imports back into a group', () => {
    expect(group.includeDependenciesRecursively).toBe(false);
  });
});
