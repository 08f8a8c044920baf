import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_TEXTS, formatPhone, maskedPhone, normalizePhone, phoneError, phoneSchema } from './phone';

const digit = fc.constantFrom(...'0123456789');
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((a) => a.join(''));

describe('phone rules (spec section 5)', () => {
  it('strips a leading 0, parentheses, underscores and spaces', () => {
    expect(normalizePhone('0(532) 123 45 67')).toBe('5321234567');
    expect(normalizePhone('0(532) 12_ __ __')).toBe('53212');
    expect(normalizePhone('5321234567')).toBe('5321234567');
  });

  it('gives the spec texts', () => {
    expect(phoneError('')).toBe(PHONE_TEXTS.empty);
    expect(phoneError('0(___) ___ __ __')).toBe(PHONE_TEXTS.empty);
    expect(phoneError('0(532) 123 45 6_')).toBe(PHONE_TEXTS.length);
    expect(phoneError('0532123456789')).toBe(PHONE_TEXTS.length);
    expect(phoneError('0(212) 123 45 67')).toBe(PHONE_TEXTS.notMobile);
    expect(phoneError('0(532) 123 45 67')).toBeNull();
    expect(PHONE_TEXTS).toEqual({
      empty: 'Telefon numaranızı girmelisiniz.',
      length: 'Telefon numaranız 11 haneli olmalıdır.',
      notMobile: 'Lütfen SMS gönderimi için geçerli bir cep telefonu numarası giriniz.',
    });
  });

  it('accepts exactly the 10-digit numbers starting with 5, however masked (property)', () => {
    fc.assert(
      fc.property(digits(10), (d) => {
        // The mask's own leading 0 is the one stripped: the national digits come back unchanged.
        const expected = d.startsWith('5') ? null : PHONE_TEXTS.notMobile;
        return phoneError(formatPhone(d)) === expected && normalizePhone(formatPhone(d)) === d;
      }),
    );
  });

  it('refuses every other length (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }).filter((n) => n !== 10), fc.nat(), (n, seed) => {
        const d = `5${String(seed).padStart(n, '7')}`.slice(0, n);
        return phoneError(d) === PHONE_TEXTS.length;
      }),
    );
  });

  it('formats and masks for display; the yup schema reports the same texts', async () => {
    expect(formatPhone('53212')).toBe('0(532) 12_ __ __');
    expect(maskedPhone('5321234567')).toBe('0(532) xxx xx 67');
    await expect(phoneSchema.validate('0(212) 123 45 67')).rejects.toThrow(PHONE_TEXTS.notMobile);
    await expect(phoneSchema.validate('0(532) 123 45 67')).resolves.toBe('0(532) 123 45 67');
  });
});
