import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnPath('/iddaa/futbol?code=1#x')).toBe('/iddaa/futbol?code=1#x');
    expect(safeReturnPath('/a/../b')).toBe('/b');
  });
  it('falls back for other sites, tricks, non-strings and refused pages', () => {
    const bad = ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'iddaa', '', '/a\nb', null, 3];
    for (const url of bad) expect(safeReturnPath(url)).toBe('/');
    expect(safeReturnPath('https://evil.example/', '/iddaa')).toBe('/iddaa');
    expect(safeReturnPath('/sozlesme?R=/x', '/', ['/sozlesme'])).toBe('/');
  });
});
