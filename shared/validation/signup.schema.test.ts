import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_TEXTS, birthDateError, isAdultOn } from './birth-date';
import { SIGNUP_TEXTS, signupFormSchema, signupSchema, type SignupInput } from './signup.schema';
import { PASSWORD_TEXTS } from './password.schema';
import { SIGNUP_PASSWORD_TEXTS, newPasswordError } from './signup-password';
import { resetPasswordSchema } from './forgot-password.schema';
import { completeTcKimlik } from './tc-kimlik';

const valid: SignupInput = {
  name: 'Çağrı',
  surname: 'Öztürk',
  citizenId: completeTcKimlik('123456780'),
  birthDate: '1990-05-17',
  username: 'cagri.oz_1',
  email: 'cagri@example.com',
  mobilePhone: '0(532) 123 45 67',
  password: 'Guclu.Sifre1',
  passwordAgain: 'Guclu.Sifre1',
  acceptContract: true,
  acceptKvk: true,
  referral: '',
};
const NOW = Date.parse('2026-06-11T21:30:00Z'); // 12 June 2026 in Istanbul
const firstError = async (over: Partial<SignupInput>): Promise<string | null> => {
  try {
    await signupSchema.validate({ ...valid, ...over }, { context: { now: NOW } });
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('sign-up schema', () => {
  it('accepts a complete applicant and gives one Turkish text per broken field', async () => {
    expect(await firstError({})).toBeNull();
    expect(await firstError({ name: ' ' })).toBe(SIGNUP_TEXTS.nameEmpty);
    expect(await firstError({ surname: 'Öz<türk' })).toBe(SIGNUP_TEXTS.nameInvalid);
    expect(await firstError({ citizenId: '12345678901' })).toBe(SIGNUP_TEXTS.citizenInvalid);
    expect(await firstError({ username: 'a'.repeat(21) })).toBe(SIGNUP_TEXTS.usernameLength);
    expect(await firstError({ username: 'çağrı' })).toBe(SIGNUP_TEXTS.usernameChars);
    expect(await firstError({ username: '123456' })).toBe(SIGNUP_TEXTS.usernameDigitsOnly);
    expect(await firstError({ birthDate: '2008-06-13' })).toBe(BIRTH_DATE_TEXTS.tooYoung);
    expect(await firstError({ birthDate: '2008-06-12' })).toBeNull();
    expect(await firstError({ password: 'cagri.oz_1X9', passwordAgain: 'cagri.oz_1X9' })).toBe(PASSWORD_TEXTS.containsUsername);
    expect(await firstError({ acceptKvk: false })).toBe(SIGNUP_TEXTS.kvkRequired);
    expect(await firstError({ referral: 'a b' })).toBe(SIGNUP_TEXTS.referralInvalid);
  });

  it('refuses any citizen ID failing the checksum (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[1-9]\d{8}$/), fc.integer({ min: 1, max: 9 }), async (nine, delta) => {
        const good = completeTcKimlik(nine);
        const broken = `${good.slice(0, 10)}${(Number(good[10]) + delta) % 10}`;
        return (await firstError({ citizenId: good })) === null && (await firstError({ citizenId: broken })) === SIGNUP_TEXTS.citizenInvalid;
      }),
      { numRuns: 50 },
    );
  });

  it('is 18 on the 18th birthday and not a day before (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }), (d) => {
        const birth = d.toISOString().slice(0, 10);
        const birthday = `${Number(birth.slice(0, 4)) + 18}${birth.slice(4)}`;
        const dayBefore = new Date(Date.parse(`${birthday.slice(0, 4)}${birth.slice(4, 10) === '-02-29' ? '-02-28' : birth.slice(4)}T00:00:00Z`) - 86_400_000)
          .toISOString()
          .slice(0, 10);
        return !isAdultOn(birth, dayBefore) && isAdultOn(birth, birthday.replace(/-02-29$/, '-03-01'));
      }),
    );
    expect(birthDateError('', NOW)).toBe(BIRTH_DATE_TEXTS.empty);
    expect(birthDateError('2030-01-01', NOW)).toBe(BIRTH_DATE_TEXTS.invalid);
    expect(birthDateError('1899-12-31', NOW)).toBe(BIRTH_DATE_TEXTS.invalid);
  });

  it('password rules: 8-64, a letter and a digit, not the username (property)', () => {
    const lower = (v: string) => [v.toLocaleLowerCase('tr-TR'), v.toLowerCase()];
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 80 }), (p) => {
        const e = newPasswordError(p, 'kullanici');
        if (p.length < 8 || p.length > 64 || !/\p{L}/u.test(p) || !/\p{Nd}/u.test(p)) return e !== null;
        return (e === null) === !lower(p).some((v) => v.includes('kullanici'));
      }),
    );
    expect(newPasswordError('Kullanici2024', 'kullanici')).toBe(PASSWORD_TEXTS.containsUsername);
  });

  it("says 'Şifre', not 'Yeni şifre', about sign-up's password fields", async () => {
    const empty = await signupSchema.validateAt('password', { ...valid, password: '' }).catch((e: Error) => e.message);
    expect(empty).toBe(SIGNUP_PASSWORD_TEXTS.required);
    expect(await firstError({ passwordAgain: '' })).toBe(SIGNUP_PASSWORD_TEXTS.againRequired);
    expect(await firstError({ passwordAgain: 'Guclu.Sifre2' })).toBe(SIGNUP_PASSWORD_TEXTS.mismatch);
    for (const text of Object.values(SIGNUP_PASSWORD_TEXTS)) expect(text).not.toMatch(/yeni/i);
    // A password reset sets a new password: it keeps 'Yeni şifre'.
    const reset = await resetPasswordSchema.validateAt('password', { password: '' }).catch((e: Error) => e.message);
    expect(reset).toBe(PASSWORD_TEXTS.newRequired);
  });

  it('keeps the typed gg.aa.yyyy birth date in the form schema and YYYY-MM-DD in the request schema', async () => {
    const formError = async (birthDate: string) => {
      try {
        await signupFormSchema.validate({ ...valid, birthDate }, { context: { now: NOW } });
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(await formError('17.05.1990')).toBeNull();
    expect(await formError('1990-05-17')).toBe(BIRTH_DATE_TEXTS.format);
    expect(await formError('13.06.2008')).toBe(BIRTH_DATE_TEXTS.tooYoung);
    expect(await firstError({ birthDate: '17.05.1990' })).toBe(BIRTH_DATE_TEXTS.invalid);
  });
});
