import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PASSWORD_RULES, PASSWORD_TEXTS, passwordChangeSchema } from './password.schema';

const check = async (newPassword: string, username = 'ayse', currentPassword = 'Eski.Sifre1') => {
  try {
    await passwordChangeSchema.validate({ currentPassword, newPassword, newPasswordAgain: newPassword }, { context: { username } });
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('password rules', () => {
  it('answers each broken rule with its Turkish message', async () => {
    expect(await check('Kisa1')).toBe(PASSWORD_TEXTS.tooShort);
    expect(await check(`a1${'b'.repeat(PASSWORD_RULES.max)}`)).toBe(PASSWORD_TEXTS.tooLong);
    expect(await check('sadeceharf')).toBe(PASSWORD_TEXTS.needsDigit);
    expect(await check('12345678')).toBe(PASSWORD_TEXTS.needsLetter);
    expect(await check('xxAYSExx1')).toBe(PASSWORD_TEXTS.containsUsername);
    expect(await check('İyi.Parola1', 'iyi')).toBe(PASSWORD_TEXTS.containsUsername);
    expect(await check('Eski.Sifre1')).toBe(PASSWORD_TEXTS.sameAsCurrent);
    expect(await check('Güçlü.Şifre9')).toBeNull();
  });

  it('accepts exactly the passwords of 8-64 characters with a letter and a digit that avoid the username', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (pw) => {
        const ok =
          pw.length >= PASSWORD_RULES.min &&
          pw.length <= PASSWORD_RULES.max &&
          /\p{L}/u.test(pw) &&
          /\p{Nd}/u.test(pw) &&
          !pw.toLowerCase().includes('qz') &&
          !pw.toLocaleLowerCase('tr-TR').includes('qz') &&
          pw !== 'Eski.Sifre1';
        expect((await check(pw, 'qz')) === null).toBe(ok);
      }),
      { numRuns: 300 },
    );
  });
});
