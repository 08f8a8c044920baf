// Build helper for vite.config.ts: the sprite of the shell's lucide icons (client/components/ui/sprite-icon-names.ts),
// drawn from lucide-react's own icon data, and the EmptyState drawings, inlined in index.html just after <body>, outside the app's root (React
// never replaces it). client/components/ui/sprite-icons.tsx draws each icon with <use href="#i-name">.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SPRITE_ICONS, spriteSymbolId, type SpriteIconName } from '../client/components/ui/sprite-icon-names.ts';

type IconNode = [tag: string, attrs: Record<string, string | number>][];

const require = createRequire(import.meta.url);
const escapeAttr = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * lucide-react's drawing of one icon: its elements and their attributes (the React `key` left out). An old name
 * (circle-alert) is a module re-exporting the current one (circle-exclamation-point): followed to its data.
 */
const iconNode = async (name: string): Promise<IconNode> => {
  const file = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);
  const mod = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } };
  if (mod.__iconData) return mod.__iconData.node;
  const target = /from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!target) throw new Error(`lucide-react has no icon data for "${name}"`);
  return iconNode(target);
};

const symbol = (name: SpriteIconName, node: IconNode): string => {
  const children = node.map(([tag, attrs]) => {
    const a = Object.entries(attrs).filter(([k]) => k !== 'key').map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
    return `<${tag}${a}/>`;
  });
  return `<symbol id="${spriteSymbolId(name)}" viewBox="0 0 24 24">${children.join('')}</symbol>`;
};

/** The EmptyState drawings (client/components/ui/empty-state-art.svg): its <symbol>s, whitespace between tags dropped. */
// A path, not new URL(…, import.meta.url): Vite would take that pattern for an asset import when a test loads this.
const ART_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../client/components/ui/empty-state-art.svg');
export const artSymbols = (): string[] =>
  [...readFileSync(ART_FILE, 'utf8').matchAll(/<symbol\b[\s\S]*?<\/symbol>/g)].map((m) => m[0].replace(/>\s+</g, '><'));

/** The whole sprite: a hidden <svg> of one <symbol> per icon, then the EmptyState drawings. */
export const iconSprite = async (names: readonly SpriteIconName[] = SPRITE_ICONS): Promise<string> => {
  const symbols = await Promise.all(names.map(async (n) => symbol(n, await iconNode(n))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false">${[...symbols, ...artSymbols()].join('')}</svg>`;
};

/** The Vite plugin putting the sprite into index.html (build and dev server alike). */
export const iconSpritePlugin = () => ({
  name: 'icon-sprite',
  transformIndexHtml: async (html: string): Promise<string> => {
    const sprite = await iconSprite();
    return html.replace(/<body\b[^>]*>/i, (body) => `${body}\n    ${sprite}`);
  },
});
