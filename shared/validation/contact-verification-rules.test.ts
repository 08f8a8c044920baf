import { describe, expect, it } from 'vitest';
import { ACTIVATION_CODE_TEXTS, activationCodeError, cleanActivationCode } from './activation-code';
import { emailSuggestions } from './email-suggestions';

describe('domain suggestions', () => {
  it('completes the address with the known hosts that begin with the typed domain', () => {
    expect(emailSuggestions('ayse@')).toEqual([]);
    expect(emailSuggestions('ayse')).toEqual([]);
    expect(emailSuggestions('ayse@g')).toEqual(['ayse@gmail.com']);
    expect(emailSuggestions('ayse@ho')).toEqual(['ayse@hotmail.com']);
    expect(emailSuggestions('ayse@o')).toEqual(['ayse@outlook.com']);
    expect(emailSuggestions('Ayse.K@Y')).toEqual(['Ayse.K@yahoo.com']);
  });
  it('offers nothing for a known domain, an unknown one, or two @', () => {
    expect(emailSuggestions('ayse@gmail.com')).toEqual([]);
    expect(emailSuggestions('ayse@firma.com.tr')).toEqual([]);
    expect(emailSuggestions('a@b@g')).toEqual([]);
  });
});

describe('activation code', () => {
  it('keeps at most 6 digits and marks fewer than 6 as an error', () => {
    expect(cleanActivationCode(' 12a3-4567 ')).toBe('123456');
    expect(activationCodeError('12345')).toBe(ACTIVATION_CODE_TEXTS.short);
    expect(activationCodeError('')).toBe(ACTIVATION_CODE_TEXTS.short);
    expect(activationCodeError('123456')).toBeNull();
  });
});
