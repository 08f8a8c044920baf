import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, newCode } from './one-time-code';

describe('one-time codes', () => {
  it('are six digits and spread over the range', () => {
    const seen = new Set(Array.from({ length: 200 }, newCode));
    for (const c of seen) expect(c).toMatch(/^\d{6}$/);
    expect(seen.size).toBeGreaterThan(190);
  });

  it('verify only the code they were made from, and are never stored in clear', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 999_999 }), (a, b) => {
        const code = String(a).padStart(6, '0');
        const other = String(b).padStart(6, '0');
        const stored = hashCode(code);
        return stored !== code && codeMatches(code, stored) && codeMatches(other, stored) === (a === b);
      }),
      { numRuns: 200 },
    );
    expect(codeMatches('123456', 'broken')).toBe(false);
  });
});
