import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_MODULES_META } from '@shared/constants/boot-preload';
import { chunksWithoutCompileHint, COMPILE_HINT, entryScripts } from './check-entry-size.mjs';

const dirs: string[] = [];
const build = async (files: Record<string, string>): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'entry-check-'));
  dirs.push(dir);
  await mkdir(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, 'assets', name), text);
  return dir;
};

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('chunksWithoutCompileHint', () => {
  it('passes app and pages chunks whose first line is the hint, and ignores other chunks', async () => {
    const dir = await build({
      'app-Ab1_x.js': `${COMPILE_HINT}\nimport{a}from"./rolldown-runtime-1.js";`,
      'pages-Zz9.js': `${COMPILE_HINT}\nexport{}`,
      'kupondas-routes-1.js': 'export{}',
      'app-Ab1_x.js.map': '{}',
    });
    expect(await chunksWithoutCompileHint(dir)).toEqual([]);
  });

  it('names a chunk whose hint is missing or not on its first line (V8 reads it only there)', async () => {
    const dir = await build({ 'app-1.js': `import{a}from"./r.js";\n${COMPILE_HINT}`, 'pages-2.js': 'export{}' });
    expect((await chunksWithoutCompileHint(dir)).sort()).toEqual(['app-1.js', 'pages-2.js']);
  });

  it('fails on a build without an app chunk rather than passing on nothing', async () => {
    const dir = await build({ 'index-1.js': 'export{}' });
    await expect(chunksWithoutCompileHint(dir)).rejects.toThrow(/no app chunk/);
  });
});

describe('entryScripts', () => {
  // The check is plain JavaScript and writes the meta element's name itself: this ties it to the shared constant.
  it("takes the module script and the app's chunks the boot-modules meta element names, each once", () => {
    const html =
      `<meta name="${BOOT_MODULES_META}" content="/assets/app-1.js /assets/rolldown-runtime-2.js">` +
      '<script type="module" crossorigin src="/assets/index-3.js"></script><link rel="modulepreload" href="/assets/app-1.js">';
    expect(entryScripts(html)).toEqual(['assets/app-1.js', 'assets/rolldown-runtime-2.js', 'assets/index-3.js']);
  });
});
