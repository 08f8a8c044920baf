/**
 * The lucide icons the first page can show (header, menus, coupon panel and sheet, dialogs, fields, footer): drawn
 * once as <symbol>s of a sprite that the build inlines in index.html (scripts/icon-sprite.ts), so they cost no
 * JavaScript and paint with the page. Icons only lazy pages use stay lucide-react components in those pages' chunks.
 */
export const SPRITE_ICONS = [
  'arrow-down', 'arrow-up', 'calendar-range', 'check', 'chevron-left', 'chevron-right', 'chevron-up',
  'circle-alert', 'circle-check', 'circle-help', 'external-link', 'folder-open', 'info', 'layout-list', 'lock',
  'mail', 'menu', 'minus', 'monitor-smartphone', 'phone', 'plus', 'radio', 'refresh-cw', 'rotate-cw', 'save',
  'share-2', 'ticket', 'trash-2', 'triangle-alert', 'x',
] as const;

export type SpriteIconName = (typeof SPRITE_ICONS)[number];

/** The symbol's id in the page (a prefix keeps it apart from any other id). */
export const spriteSymbolId = (name: SpriteIconName): string => `i-${name}`;
