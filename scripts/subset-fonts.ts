// Makes the site's web font files: Inter (the `inter-ui` package, SIL Open Font License) in the three weights the
// design system loads (400, 600, 700), cut down to the characters Turkish pages use: Basic Latin, Latin-1, the
// Turkish letters of Latin Extended-A (Ğ ğ İ ı Ş ş), typographic punctuation, the euro and lira signs, arrows and
// the check marks. One file of about 20 KB per weight, where @fontsource's latin plus latin-ext files were six
// files of 185 KB. Layout features the site uses stay (kerning, ligatures, tabular figures, case forms).
// Output: client/styles/fonts/inter-tr-<weight>.woff2 (kept in the repository; fonts.css names them).
// Run after changing the character list or the font: npx tsx scripts/subset-fonts.ts
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const interDir = join(dirname(require.resolve('inter-ui/package.json')), 'web');

/** Inclusive code point ranges; the same list is the unicode-range of fonts.css. */
export const TURKISH_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], [0xa0, 0xff], [0x11e, 0x11f], [0x130, 0x131], [0x15e, 0x15f], [0x307, 0x307],
  [0x2013, 0x2014], [0x2018, 0x201a], [0x201c, 0x201e], [0x2022, 0x2022], [0x2026, 0x2026], [0x2032, 0x2033],
  [0x20ac, 0x20ac], [0x20ba, 0x20ba], [0x2122, 0x2122], [0x2190, 0x2193], [0x2212, 0x2212], [0x2713, 0x2713],
  [0x2717, 0x2717],
];
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'case', 'frac', 'numr', 'dnom'];
const WEIGHTS: Record<string, string> = { 400: 'Inter-Regular.woff2', 600: 'Inter-SemiBold.woff2', 700: 'Inter-Bold.woff2' };

const text = TURKISH_RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_v, i) => String.fromCodePoint(a + i))).join('');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [weight, file] of Object.entries(WEIGHTS)) {
    const source = await readFile(join(interDir, file));
    const out = await subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: FEATURES });
    const target = join(repo, 'client/styles/fonts', `inter-tr-${weight}.woff2`);
    await writeFile(target, out);
    console.log(`${file} ${(source.length / 1000).toFixed(1)} KB -> ${target.slice(repo.length + 1)} ${(out.length / 1000).toFixed(1)} KB`);
  }
}
