import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRouteChunks, pageFileLinks, pageFiles, type Manifest } from './route-chunks';

/** The shape of a real manifest: index.html's entry imports the app chunk; pages import shared chunks. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app-2.js'] },
  '_app-2.js': { file: 'assets/app-2.js', imports: ['_runtime-3.js'] },
  '_runtime-3.js': { file: 'assets/runtime-3.js' },
  'features/program/sport-page.tsx': { file: 'assets/sport-page-4.js', imports: ['_runtime-3.js', '_app-2.js', '_detail-5.js'] },
  '_detail-5.js': { file: 'assets/detail-5.js', imports: ['_app-2.js', '_tabs-6.js'], css: ['assets/detail-5.css'] },
  '_tabs-6.js': { file: 'assets/tabs-6.js', css: ['assets/tabs-6.css'] },
  'features/program/live-page.tsx': { file: 'assets/live-page-7.js', imports: ['_detail-5.js'] },
};

describe('route chunks', () => {
  it("name a page's chunk and what it imports, not what the entry loads already", () => {
    expect(pageFiles(MANIFEST, ['features/program/sport-page.tsx'])).toEqual({
      scripts: ['/assets/sport-page-4.js', '/assets/detail-5.js', '/assets/tabs-6.js'],
      styles: ['/assets/detail-5.css', '/assets/tabs-6.css'],
    });
    expect(pageFiles(MANIFEST, ['features/nope.tsx'])).toEqual({ scripts: [], styles: [] });
  });

  it('write modulepreload for scripts and style preloads for CSS', () => {
    expect(pageFileLinks({ scripts: ['/a.js'], styles: ['/a.css'] })).toEqual(['</a.js>; rel=modulepreload', '</a.css>; rel=preload; as=style; crossorigin']);
  });

  it("read the build's manifest, follow a rebuild and name nothing without one", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'route-chunks-'));
    try {
      const chunks = createRouteChunks(dir);
      expect(chunks.links(['features/program/live-page.tsx'])).toEqual([]);
      await mkdir(join(dir, '.vite'));
      await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
      expect(chunks.links(['features/program/live-page.tsx'])).toEqual([
        '</assets/live-page-7.js>; rel=modulepreload',
        '</assets/detail-5.js>; rel=modulepreload',
        '</assets/tabs-6.js>; rel=modulepreload',
        '</assets/detail-5.css>; rel=preload; as=style; crossorigin',
        '</assets/tabs-6.css>; rel=preload; as=style; crossorigin',
      ]);
      await new Promise((r) => setTimeout(r, 20));
      const rebuilt = { ...MANIFEST, 'features/program/live-page.tsx': { file: 'assets/live-page-8.js' } };
      await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify(rebuilt));
      expect(chunks.links(['features/program/live-page.tsx'])).toEqual(['</assets/live-page-8.js>; rel=modulepreload']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
