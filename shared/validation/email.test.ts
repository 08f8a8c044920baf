import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_TEXTS, emailError, emailSchema, ownCompanyDomainOf } from './email';

const local = fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/);
const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const tld = fc.stringMatching(/^[a-z]{2,4}$/);

describe('e-mail rules (spec section 5)', () => {
  it('gives the spec texts', () => {
    expect(emailError('')).toBe(EMAIL_TEXTS.empty);
    expect(emailError('   ')).toBe(EMAIL_TEXTS.empty);
    expect(EMAIL_TEXTS.empty).toBe('E-posta adresinizi girmelisiniz.');
    expect(EMAIL_TEXTS.invalid).toBe('Geçerli bir e-posta adresi giriniz.');
    for (const bad of ['ali', 'ali@', '@example.com', 'ali@example', 'ali@example.c', 'ali@example.comes', 'ali veli@example.com', 'ali@exa mple.com', 'çiçek@example.com']) {
      expect(emailError(bad), bad).toBe(EMAIL_TEXTS.invalid);
    }
    expect(emailError('ali.veli_1-2@mail.example.com.tr')).toBeNull();
  });

  it('refuses the two company domains case-insensitively, one message each', () => {
    expect(emailError('Ali@IDDAA.COM')).toBe(EMAIL_TEXTS.ownDomain['iddaa.com']);
    expect(emailError('ali@destek.iddaa.com')).toBe(EMAIL_TEXTS.ownDomain['iddaa.com']);
    expect(emailError('ali@Kupondas.Com.Tr')).toBe(EMAIL_TEXTS.ownDomain['kupondas.com.tr']);
    expect(EMAIL_TEXTS.ownDomain['iddaa.com']).not.toBe(EMAIL_TEXTS.ownDomain['kupondas.com.tr']);
    expect(ownCompanyDomainOf('ali@notiddaa.com')).toBeNull();
    expect(emailError('ali@notiddaa.com')).toBeNull();
  });

  it('accepts every address of the general pattern outside the company domains (property)', () => {
    fc.assert(
      fc.property(local, label, tld, (l, d, t) => {
        const address = `${l}@${d}.${t}`;
        return emailError(address) === (ownCompanyDomainOf(address) ? EMAIL_TEXTS.ownDomain[ownCompanyDomainOf(address)!] : null);
      }),
    );
  });

  it('refuses any address holding a character outside the pattern (property)', () => {
    const bad = fc.constantFrom('<', '>', '=', ' ', '"', ',', ';', 'ş', '(', '!');
    fc.assert(fc.property(local, bad, label, (l, c, d) => emailError(`${l}${c}@${d}.com`) === EMAIL_TEXTS.invalid));
  });

  it('is the same in the yup schema', async () => {
    await expect(emailSchema.validate('ali@kupondas.com.tr')).rejects.toThrow(EMAIL_TEXTS.ownDomain['kupondas.com.tr']);
    await expect(emailSchema.validate('ali@example.com')).resolves.toBe('ali@example.com');
  });
});
