/**
 * The design tokens keep their contrast promises (WCAG 2.x ratios, computed from tokens.css itself): text on its
 * background >= 4.5:1; the focus ring, control boundaries and state marks >= 3:1 on every surface they are drawn
 * on, the yellow ring on the dark brand areas included. A token changed to a weaker colour fails here, before any
 * page is drawn.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(resolve(import.meta.dirname, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Custom properties of a rule block whose selector list starts with `selector`. */
const block = (selector: string): Map<string, string> => {
  const at = css.indexOf(`${selector}`);
  if (at < 0) throw new Error(`tokens.css has no ${selector} block`);
  const open = css.indexOf('{', at);
  const body = css.slice(open + 1, css.indexOf('}', open));
  return new Map([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
};

const root = block(':root {');
const darkAreas = new Map([...root, ...block('.tone-dark,')]);

const resolveToken = (tokens: Map<string, string>, name: string, depth = 0): string => {
  const raw = tokens.get(name);
  if (raw === undefined) throw new Error(`no token ${name}`);
  const alias = /^var\((--[\w-]+)\)$/.exec(raw);
  if (!alias) return raw;
  if (depth > 10) throw new Error(`${name}: alias loop`);
  // An alias resolves where it is set: a dark area's own value wins, then :root's.
  return resolveToken(tokens, alias[1]!, depth + 1);
};

const rgb = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not an opaque hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};
const luminance = (hex: string): number => {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const contrast = (fg: string, bg: string, tokens = root): number => ratio(resolveToken(tokens, fg), resolveToken(tokens, bg));

describe('design token contrast', () => {
  it('checks itself: black on white is 21:1, a colour on itself 1:1', () => {
    expect(ratio('#000000', '#fff')).toBeCloseTo(21, 5);
    expect(ratio('#1d5fd0', '#1d5fd0')).toBe(1);
  });

  it.each([
    ['--focus-ring-color', '--color-page'],
    ['--focus-ring-color', '--color-surface'],
    ['--focus-ring-color', '--color-surface-muted'],
    ['--focus-ring-color', '--color-brand-soft'],
    ['--color-border-strong', '--color-surface'],
  ])('%s on %s reaches 3:1 (focus ring, control boundary)', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });

  it.each([['--color-brand'], ['--color-brand-strong']])('the focus ring of dark brand areas reaches 3:1 on %s', (bg) => {
    expect(contrast('--focus-ring-color', bg, darkAreas)).toBeGreaterThanOrEqual(3);
    expect(contrast('--focus-ring-color', bg, darkAreas)).toBeGreaterThan(contrast('--focus-ring-color', bg, root));
  });

  it.each([
    ['--color-text', '--color-page'],
    ['--color-text', '--color-surface'],
    ['--color-text-secondary', '--color-surface'],
    ['--color-text-muted', '--color-page'],
    ['--color-text-muted', '--color-surface'],
    ['--color-text-on-brand', '--color-brand'],
    ['--color-text-on-brand', '--color-brand-action'],
    ['--color-text-on-accent', '--color-accent'],
    ['--color-link', '--color-surface'],
    ['--color-link', '--color-page'],
    ['--color-ghost-text', '--color-surface'],
    ['--color-win', '--color-win-bg'],
    ['--color-lose', '--color-lose-bg'],
    ['--color-live', '--color-live-bg'],
    ['--color-live-text', '--color-surface'],
    ['--color-locked', '--color-locked-bg'],
    ['--color-info', '--color-info-bg'],
    ['--color-neutral', '--color-neutral-bg'],
    ['--color-rise-on-action', '--color-brand-action'],
    ['--color-fall-on-action', '--color-brand-action'],
    ['--color-danger', '--color-surface'],
    ['--color-inverse-text', '--color-inverse-surface'],
  ])('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([['--color-link'], ['--color-text-on-brand']])('%s on the dark brand areas reaches 4.5:1', (fg) => {
    expect(contrast(fg, '--color-brand', darkAreas)).toBeGreaterThanOrEqual(4.5);
  });
});
