import { describe, expect, it } from 'vitest';
import { maskNickname } from './coupon-view';

describe('maskNickname', () => {
  it('shows two characters and a mask of fixed length, whatever the length', () => {
    expect(maskNickname('demo')).toBe('de***');
    expect(maskNickname('mehmet_1985_istanbul')).toBe('me***');
    expect(maskNickname('abc')).toBe('ab***');
  });

  it('never shows a short nickname whole, and counts characters, not UTF-16 units', () => {
    expect(maskNickname('ab')).toBe('a***');
    expect(maskNickname('Ş')).toBe('***');
    expect(maskNickname('  Çağrı ')).toBe('Ça***');
  });
});
