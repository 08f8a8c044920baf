import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeTcKimlik, isValidTcKimlik } from './tc-kimlik';

const nineDigits = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }))
  .map(([first, rest]) => `${first}${rest.join('')}`);

describe('TC Kimlik No', () => {
  it('accepts known valid numbers and refuses a changed checksum', () => {
    expect(isValidTcKimlik('10000000146')).toBe(true);
    expect(isValidTcKimlik('10000000147')).toBe(false);
    expect(isValidTcKimlik('10000000156')).toBe(false);
  });

  it('refuses wrong lengths, a leading zero and non-digits', () => {
    for (const v of ['', '1000000014', '100000001460', '01000000146', '1000000014a', ' 10000000146'])
      expect(isValidTcKimlik(v)).toBe(false);
  });

  it('every completed number is valid (property)', () => {
    fc.assert(fc.property(nineDigits, (nine) => isValidTcKimlik(completeTcKimlik(nine))));
  });

  it('changing any single digit of a valid number makes it invalid (property)', () => {
    fc.assert(
      fc.property(nineDigits, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (nine, pos, delta) => {
        const valid = completeTcKimlik(nine);
        const d = [...valid].map(Number);
        d[pos] = (d[pos]! + delta) % 10;
        const changed = d.join('');
        // The 10th digit alone can hide a change of the 11th only through both checks; one change never passes.
        return !isValidTcKimlik(changed);
      }),
    );
  });

  it('agrees with the two-checksum definition on random 11-digit strings (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 }), (digits) => {
        const v = digits.join('');
        const d = digits;
        const expected =
          d[0] !== 0 &&
          (((d[0]! + d[2]! + d[4]! + d[6]! + d[8]!) * 7 - (d[1]! + d[3]! + d[5]! + d[7]!)) % 10 + 10) % 10 === d[9] &&
          d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
        return isValidTcKimlik(v) === expected;
      }),
    );
  });
});
