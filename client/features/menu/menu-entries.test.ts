import { describe, expect, it } from 'vitest';
import type { SportMenuItem } from '@shared/protocol/program';
import { MENU_LABELS, menuEntries } from './menu-entries';

const items: SportMenuItem[] = [
  { sportId: 1, name: 'Futbol', slug: 'futbol', count: 300, liveCount: 12, outrightCount: 0 },
  { sportId: 11, name: 'Motor Sporları', slug: 'motor-sportlari', count: 4, liveCount: 0, outrightCount: 0 },
  { sportId: 2, name: 'Basketbol', slug: 'basketbol', count: 0, liveCount: 1, outrightCount: 3 },
];
const visible = items.filter((i) => i.count > 0);
const active = (path: string) => menuEntries(path, visible, items).filter((e) => e.active).map((e) => e.label);

describe('menu entries', () => {
  it('lists all, live, the sports with events and long-term, with counts', () => {
    const entries = menuEntries('/iddaa', visible, items);
    expect(entries.map((e) => e.label)).toEqual([MENU_LABELS.all, MENU_LABELS.live, 'Futbol', 'Motor Sporları', MENU_LABELS.longTerm]);
    expect(entries.map((e) => e.count)).toEqual([304, 13, 300, 4, 3]);
    // The first sport with outright events in the long-term tab order.
    expect(entries.at(-1)?.href).toBe('/iddaa/basketbol/uzun-vadeli');
  });

  it('highlights by menuPath: /iddaa/detail is /iddaa; both motor-sport slugs; long-term over the sport', () => {
    expect(active('/iddaa/detail')).toEqual([MENU_LABELS.all]);
    expect(active('/iddaa')).toEqual([MENU_LABELS.all]);
    expect(active('/iddaa/motorsporlari')).toEqual(['Motor Sporları']);
    expect(active('/iddaa/motor-sportlari')).toEqual(['Motor Sporları']);
    expect(active('/iddaa/futbol/uzun-vadeli')).toEqual([MENU_LABELS.longTerm]);
    expect(active('/iddaa/canli-iddaa-canli-bahis')).toEqual([MENU_LABELS.live]);
    expect(active('/uye-ol')).toEqual([]);
  });
});
