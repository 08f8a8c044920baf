import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneError } from '@shared/validation/phone';
import { applyPhoneMask, isAndroid, keepDigits, numberKeyAllowed, phoneMaskDigits, stripBlocked, truncateForAndroid } from './input-rules';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('input rules', () => {
  it('the key filter removes < = > and nothing else (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => stripBlocked(s) === [...s].filter((c) => !'<=>'.includes(c)).join('')));
  });

  it('truncates to maxlength on Android only', () => {
    expect(isAndroid(ANDROID)).toBe(true);
    expect(isAndroid(DESKTOP)).toBe(false);
    expect(truncateForAndroid('123456', 4, ANDROID)).toBe('1234');
    expect(truncateForAndroid('123456', 4, DESKTOP)).toBe('123456');
    expect(truncateForAndroid('12', 4, ANDROID)).toBe('12');
    expect(truncateForAndroid('123456', undefined, ANDROID)).toBe('123456');
  });

  it('number-only keys: digits in range, editing keys and the copy/cut/paste shortcuts', () => {
    for (const key of ['0', '5', '9', 'Backspace', 'Delete', 'Tab', 'ArrowLeft']) expect(numberKeyAllowed({ key }), key).toBe(true);
    for (const key of ['a', 'e', '-', '+', '.', ',', ' ', '<']) expect(numberKeyAllowed({ key }), key).toBe(false);
    for (const key of ['c', 'x', 'v', 'a']) {
      expect(numberKeyAllowed({ key, ctrlKey: true }), key).toBe(true);
      expect(numberKeyAllowed({ key, metaKey: true }), key).toBe(true);
    }
    expect(numberKeyAllowed({ key: 'z', ctrlKey: true })).toBe(false);
    expect(numberKeyAllowed({ key: '7' }, 1, 5)).toBe(false);
    expect(numberKeyAllowed({ key: '3' }, 1, 5)).toBe(true);
    expect(keepDigits('1a2-3 9', 0, 9)).toBe('1239');
    expect(keepDigits('1a2-3 9', 1, 2)).toBe('12');
  });

  it('draws typed or pasted numbers into the phone mask 0(199) 999 99 99', () => {
    expect(applyPhoneMask('')).toBe('');
    expect(applyPhoneMask('0')).toBe('');
    expect(applyPhoneMask('5')).toBe('0(5__) ___ __ __');
    expect(applyPhoneMask('0(5__) ___ __ __3')).toBe('0(53_) ___ __ __');
    expect(applyPhoneMask('05321234567')).toBe('0(532) 123 45 67');
    expect(applyPhoneMask('+90 532 123 45 67 89')).toBe('0(905) 321 23 45');
    expect(applyPhoneMask('532-123-45-67')).toBe('0(532) 123 45 67');
    expect(phoneMaskDigits('0(532) 12_ __ __')).toBe('53212');
  });

  it('any digits typed into the mask give a value the shared rules read back unchanged (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,9}$/), (digits) => {
        const masked = applyPhoneMask(digits);
        return phoneMaskDigits(masked) === digits && (phoneError(masked) === null) === (digits.length === 10 && digits.startsWith('5'));
      }),
    );
  });
});
