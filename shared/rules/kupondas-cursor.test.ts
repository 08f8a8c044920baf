import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './kupondas-cursor';

describe('page cursor', () => {
  it('round-trips every time and id (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 8_640_000_000_000 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (at, id) => {
      expect(decodeCursor(encodeCursor({ at, id }))).toEqual({ at, id });
    }));
  });
  it('refuses what it did not make', () => {
    for (const bad of ['', '.', 'abc', '1.0', '1.', '.1', 'A.1', '1.1.1', '1;DROP', 'zzzzzzzzzzzz.1', '1.zzzzzzzzzzzz', ' 1.1']) {
      expect(decodeCursor(bad)).toBeNull();
    }
  });
});
