/** The web font covers every letter the site's texts use, and fonts.css asks for exactly the subset's characters. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TURKISH_RANGES } from '../../scripts/subset-fonts';

const repo = resolve(import.meta.dirname, '../..');
const css = readFileSync(join(repo, 'client/styles/fonts.css'), 'utf8');
const covered = (cp: number): boolean => TURKISH_RANGES.some(([a, b]) => cp >= a && cp <= b);

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !f.includes('.test.') ? [p] : [];
  });

describe('the Turkish web font', () => {
  it("has every letter of the site's texts (shared/ and client/)", () => {
    const missing = new Set<string>();
    for (const file of [...sources(join(repo, 'shared')), ...sources(join(repo, 'client'))]) {
      // Comments are for developers (the maths notes use Σ and Π); the rest can reach a screen.
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      for (const ch of code.match(/\p{L}/gu) ?? []) if (!covered(ch.codePointAt(0)!)) missing.add(ch);
    }
    expect([...missing]).toEqual([]);
  });

  it('asks for the subset in every face, in the same ranges as the subset script', () => {
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
    const range = TURKISH_RANGES.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
    const faces = css.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(3);
    for (const face of faces) expect(face).toContain(`unicode-range: ${range};`);
  });
});
