import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRouteChunks, pageScripts, type Manifest } from './route-chunks';

/**
 * The shape of a real manifest: index.html's entry (the boot script) imports the app's chunk after the first paint;
 * pages import shared chunks.
 */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['main.tsx'] },
  'main.tsx': { file: 'assets/app-2.js', imports: ['_runtime-3.js'] },
  '_runtime-3.js': { file: 'assets/runtime-3.js' },
  'features/program/sport-page.tsx': { file: 'assets/sport-page-4.js', imports: ['_runtime-3.js', 'main.tsx', '_detail-5.js'] },
  '_detail-5.js': { file: 'assets/detail-5.js', imports: ['main.tsx', '_tabs-6.js'] },
  '_tabs-6.js': { file: 'assets/tabs-6.js' },
  'features/program/live-page.tsx': { file: 'assets/live-page-7.js', imports: ['_detail-5.js'] },
};

describe('route chunks', () => {
  it("name a page's chunk and what it imports, not the boot script, the app or what the app imports", () => {
    expect(pageScripts(MANIFEST, ['features/program/sport-page.tsx'])).toEqual(['/assets/sport-page-4.js', '/assets/detail-5.js', '/assets/tabs-6.js']);
    expect(pageScripts(MANIFEST, ['features/nope.tsx'])).toEqual([]);
  });

  it("read the build's manifest, follow a rebuild and name nothing without one", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'route-chunks-'));
    try {
      const chunks = createRouteChunks(dir);
      expect(chunks.scripts(['features/program/live-page.tsx'])).toEqual([]);
      await mkdir(join(dir, '.vite'));
      await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
      expect(chunks.scripts(['features/program/live-page.tsx'])).toEqual(['/assets/live-page-7.js', '/assets/detail-5.js', '/assets/tabs-6.js']);
      await new Promise((r) => setTimeout(r, 20));
      const rebuilt = { ...MANIFEST, 'features/program/live-page.tsx': { file: 'assets/live-page-8.js' } };
      await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify(rebuilt));
      expect(chunks.scripts(['features/program/live-page.tsx'])).toEqual(['/assets/live-page-8.js']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
