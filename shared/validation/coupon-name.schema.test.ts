import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_NAME_TEXTS, couponNameError } from './coupon-name.schema';

const letters = 'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ0123456789 ';
const plainChar = fc.constantFrom(...letters);
const plainName = (min: number, max: number) => fc.array(plainChar, { minLength: min, maxLength: max }).map((a) => a.join(''));

describe('coupon name rules', () => {
  it('gives the spec texts', () => {
    expect(couponNameError('')).toBe(COUPON_NAME_TEXTS.empty);
    expect(couponNameError('   ')).toBe(COUPON_NAME_TEXTS.empty);
    expect(couponNameError('ab')).toBe(COUPON_NAME_TEXTS.tooShort);
    expect(couponNameError(' ab ')).toBe(COUPON_NAME_TEXTS.tooShort);
    expect(couponNameError('abc')).toBeNull();
    expect(couponNameError('a'.repeat(20))).toBeNull();
    expect(couponNameError('a'.repeat(21))).toBe(COUPON_NAME_TEXTS.tooLong);
    expect(couponNameError('Kupon ⚽')).toBe(COUPON_NAME_TEXTS.invalidChars);
    expect(couponNameError('Hafta sonu 😀')).toBe(COUPON_NAME_TEXTS.invalidChars);
    expect(couponNameError('Kâr ★')).toBe(COUPON_NAME_TEXTS.invalidChars);
    expect(couponNameError('Şampiyon Cimbom')).toBeNull();
    expect(COUPON_NAME_TEXTS.emptyAlert).toBe('Lütfen kuponunuza ad veriniz.');
  });

  it('accepts every trimmed plain name of 3 to 20 characters (property)', () => {
    fc.assert(
      fc.property(plainName(3, 20), fc.string({ maxLength: 3 }).map((s) => s.replace(/\S/g, ' ')), (name, pad) => {
        const trimmed = name.trim();
        const expected = trimmed.length === 0 ? COUPON_NAME_TEXTS.empty : trimmed.length < 3 ? COUPON_NAME_TEXTS.tooShort : null;
        return couponNameError(pad + name + pad) === expected;
      }),
    );
  });

  it('refuses any name longer than 20 characters after trimming (property)', () => {
    fc.assert(fc.property(plainName(21, 60).filter((n) => n.trim().length > 20), (n) => couponNameError(n) === COUPON_NAME_TEXTS.tooLong));
  });

  it('refuses any name holding an emoji, wherever it stands (property)', () => {
    const emoji = fc.constantFrom('😀', '⚽', '🏆', '❤️', '👍🏽', '🇹🇷', '✔', '©');
    fc.assert(
      fc.property(plainName(3, 10), emoji, fc.nat(10), (name, e, at) => {
        const pos = at % (name.length + 1);
        return couponNameError(name.slice(0, pos) + e + name.slice(pos)) === COUPON_NAME_TEXTS.invalidChars;
      }),
    );
  });

  it('never throws on arbitrary input (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
      const r = couponNameError(s);
      return r === null || Object.values(COUPON_NAME_TEXTS).includes(r as never);
    }));
  });
});
