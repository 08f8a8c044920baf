import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { iconSprite } from '../../../scripts/icon-sprite';
import * as SpriteIcons from './sprite-icons';
import { SPRITE_ICONS, spriteSymbolId } from './sprite-icon-names';
import { EmptyStateIllustration, type EmptyStateArt } from './empty-state-art';

const ARTS: EmptyStateArt[] = ['coupon', 'search', 'list', 'offline'];

/** The inlined sprite as the page has it, parsed: symbol id -> its drawing's element count. */
const spriteSymbols = async (): Promise<Map<string, number>> => {
  const doc = new DOMParser().parseFromString(await iconSprite(), 'image/svg+xml');
  return new Map([...doc.querySelectorAll('symbol')].map((s) => [s.id, s.children.length]));
};

describe('the inline sprite of the shell icons and EmptyState drawings', () => {
  it('draws every listed lucide icon and every illustration, none of them empty', async () => {
    const symbols = await spriteSymbols();
    for (const name of SPRITE_ICONS) expect(symbols.get(spriteSymbolId(name)), name).toBeGreaterThan(0);
    for (const art of ARTS) expect(symbols.get(`art-${art}`), art).toBeGreaterThan(0);
  });

  it('has each icon component point at a symbol of the sprite, hidden unless labelled, with lucide props', async () => {
    const symbols = await spriteSymbols();
    const components = Object.entries(SpriteIcons);
    expect(components.length).toBe(SPRITE_ICONS.length);
    for (const [name, Icon] of components) {
      const { container, unmount } = render(<Icon className="extra" size={14} strokeWidth={2.25} />);
      const svg = container.querySelector('svg')!;
      const href = svg.querySelector('use')?.getAttribute('href') ?? '';
      expect(symbols.has(href.slice(1)), `${name} -> ${href}`).toBe(true);
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.getAttribute('width')).toBe('14');
      expect(svg.getAttribute('stroke-width')).toBe('2.25');
      expect(svg.getAttribute('class')).toMatch(/^lucide lucide-[a-z0-9-]+ extra$/);
      unmount();
    }
    const { container } = render(<SpriteIcons.Info aria-label="Bilgi" role="img" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBeNull();
  });

  it('draws the EmptyState illustrations from their symbols', async () => {
    const symbols = await spriteSymbols();
    for (const art of ARTS) {
      const { container, unmount } = render(<EmptyStateIllustration art={art} />);
      expect(symbols.has(container.querySelector('use')!.getAttribute('href')!.slice(1))).toBe(true);
      unmount();
    }
  });
});
