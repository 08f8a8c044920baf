import { describe, expect, it } from 'vitest';
import { LOGIN_TEXTS, loginIdKind, loginSchema } from './login.schema';

const errors = async (v: object): Promise<string[]> => {
  try {
    await loginSchema.validate(v, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
};

describe('login schema', () => {
  it('requires both fields', async () => {
    expect(await errors({ username: '', password: '' })).toEqual([LOGIN_TEXTS.usernameRequired, LOGIN_TEXTS.passwordRequired]);
    expect(await errors({ username: '  ', password: 'x' })).toEqual([LOGIN_TEXTS.usernameRequired]);
    expect(await errors({ username: 'demo', password: 'x' })).toEqual([]);
  });
  it('checks a present, not skipped security code for 5 characters', async () => {
    expect(await errors({ username: 'demo', password: 'x', skipSecurityCode: false, securityCode: 'abcd' })).toEqual([LOGIN_TEXTS.securityCodeTooShort]);
    expect(await errors({ username: 'demo', password: 'x', skipSecurityCode: false, securityCode: 'abcde' })).toEqual([]);
    expect(await errors({ username: 'demo', password: 'x', skipSecurityCode: true, securityCode: 'a' })).toEqual([]);
  });
  it('tells the identifier kinds apart', () => {
    expect(loginIdKind('demo')).toBe('username');
    expect(loginIdKind('12345')).toBe('memberNo');
    expect(loginIdKind('10000000146')).toBe('citizenId');
    expect(loginIdKind('a@b.com')).toBe('email');
  });
});
