import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_INPUT, BIRTH_DATE_TEXTS, birthDateInputError, birthDateToIso, maskBirthDate } from './birth-date';

const NOW = Date.parse('2026-06-11T21:30:00Z'); // 12 June 2026 in Istanbul

describe('the typed birth date (gg.aa.yyyy)', () => {
  it('masks digits into gg.aa.yyyy as they are typed, with no dangling dot', () => {
    expect(maskBirthDate('1')).toBe('1');
    expect(maskBirthDate('17')).toBe('17');
    expect(maskBirthDate('170')).toBe('17.0');
    expect(maskBirthDate('17.05.')).toBe('17.05');
    expect(maskBirthDate('17051990')).toBe('17.05.1990');
    expect(maskBirthDate('17/05/1990 ')).toBe('17.05.1990');
    expect(maskBirthDate('17.05.19901')).toBe('17.05.1990');
    expect(maskBirthDate('ab')).toBe('');
  });

  it('turns a pasted or autofilled YYYY-MM-DD around', () => {
    expect(maskBirthDate('1990-05-17')).toBe('17.05.1990');
  });

  it('never gives more than the mask holds, and only digits and dots (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const masked = maskBirthDate(typed);
        return masked.length <= BIRTH_DATE_INPUT.length && /^[\d.]*$/.test(masked) && maskBirthDate(masked) === masked;
      }),
    );
  });

  it('reads gg.aa.yyyy as YYYY-MM-DD and nothing else', () => {
    expect(birthDateToIso('17.05.1990')).toBe('1990-05-17');
    expect(birthDateToIso('17.05.90')).toBeNull();
    expect(birthDateToIso('1990-05-17')).toBeNull();
  });

  it('answers each problem with its Turkish text', () => {
    expect(birthDateInputError('', NOW)).toBe(BIRTH_DATE_TEXTS.empty);
    expect(birthDateInputError('17.05', NOW)).toBe(BIRTH_DATE_TEXTS.format);
    expect(birthDateInputError('31.02.1990', NOW)).toBe(BIRTH_DATE_TEXTS.invalid);
    expect(birthDateInputError('01.01.2030', NOW)).toBe(BIRTH_DATE_TEXTS.invalid);
    expect(birthDateInputError('13.06.2008', NOW)).toBe(BIRTH_DATE_TEXTS.tooYoung);
    expect(birthDateInputError('12.06.2008', NOW)).toBeNull();
  });
});
