import { describe, expect, it } from 'vitest';
import type { SportMenuItem } from '@shared/protocol/program';
import { createMenuVersions } from './menu-version';

const item = (count: number): SportMenuItem => ({ sportId: 1, name: 'Futbol', slug: 'futbol', count, liveCount: 0, outrightCount: 0 });

describe('createMenuVersions', () => {
  it('steps when the store hands out a menu with other counts, not for the same array or the same counts', () => {
    const versionOf = createMenuVersions();
    const first = [item(3)];
    const v1 = versionOf(first);
    expect(versionOf(first)).toBe(v1);
    expect(versionOf([item(3)])).toBe(v1);
    const v2 = versionOf([item(4)]);
    expect(v2).toBe(v1 + 1);
    expect(versionOf([item(3)])).toBe(v2 + 1);
  });
});
