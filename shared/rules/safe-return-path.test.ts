import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

const SITE = 'https://site.example';
const REFUSED = ['/Site/LoginPage', '/sozlesme'];

/** The nasty pieces addresses are built from: dot segments, escapes (also doubled), backslashes, schemes, controls. */
const PIECES = [
  '/', '\\', '.', '..', '//', '/\\', '\\/', '%2F', '%2f', '%5C', '%5c', '%2e', '%2E', '%2e%2e', '%252F', '%25252F', '%255C',
  '%00', '%0a', '%09', '%20', '%', 'http:', 'https://', 'javascript:', 'data:text/html,', 'HTTP:', '\t', '\n', '\r', '\u0000',
  '\u0085', '\u2028', ' ', '\u00A0', '\u3000', '\uFEFF', '\u202E', '@', ':', '?', '#', '&', '=', 'evil.example', 'a', 'iddaa',
  'ş', 'İ', '／', '＼', '。', 'Site', 'LoginPage', 'sozlesme', 'R=', '%E2%80%AE',
];
const nasty = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** What a router or a server does to a path: decode its escapes (as far as they decode). */
const decodeOnce = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s.replace(/%([0-7][0-9A-Fa-f])/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  }
};

const sameSite = (out: string): boolean => {
  if (!out.startsWith('/') || /^\/[\\/]/.test(out)) return false;
  return new URL(out, SITE).origin === SITE && new URL(decodeOnce(new URL(out, SITE).pathname).replace(/\\/g, '/'), SITE).origin === SITE;
};

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query and hash, resolving dot segments', () => {
    expect(safeReturnPath('/iddaa/futbol?code=1#x')).toBe('/iddaa/futbol?code=1#x');
    expect(safeReturnPath('/a/../b')).toBe('/b');
    expect(safeReturnPath('/hesabim/kuponlarim?tab=2', '/', REFUSED)).toBe('/hesabim/kuponlarim?tab=2');
    expect(safeReturnPath('/kupon/12%20ab')).toBe('/kupon/12%20ab');
    expect(safeReturnPath('/a\\b')).toBe('/a/b');
  });

  it('refuses what becomes another host only once normalised (the reported /.//evil.example)', () => {
    const bad = [
      '/.//evil.example', '/./\\evil.example', '/a/..//evil.example', '/%2e//evil.example', '/%2e%2e//evil.example',
      '/%2F%2Fevil.example', '/%2F/evil.example', '/%5C/evil.example', '/%252F%252Fevil.example', '/%2e%2e%2f%2fevil.example',
      '/\\evil.example', '\\\\evil.example', '\\/evil.example', '/\t/evil.example', '/\n/evil.example', '/%09/evil.example',
    ];
    for (const url of bad) expect(safeReturnPath(url), JSON.stringify(url)).toBe('/');
  });

  it('falls back for other sites, schemes, non-paths, non-strings and refused pages', () => {
    const bad = ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', ' /iddaa', 'iddaa', '', '/a\u0000b', null, 3, '/x'.repeat(2000)];
    for (const url of bad) expect(safeReturnPath(url)).toBe('/');
    expect(safeReturnPath('https://evil.example/', '/iddaa')).toBe('/iddaa');
    expect(safeReturnPath('//evil.example', null)).toBeNull();
    for (const page of ['/sozlesme?R=/x', '/SOZLESME', '/sozlesme/', '/a/../sozlesme', '/%73ozlesme', '/site/loginpage'])
      expect(safeReturnPath(page, '/', REFUSED), page).toBe('/');
  });

  it('answers a same-site path for any generated address, also when decoded again, and is idempotent (property)', () => {
    fc.assert(
      fc.property(nasty, (url) => {
        const out = safeReturnPath(url, '/', REFUSED);
        expect(sameSite(out), `${JSON.stringify(url)} -> ${JSON.stringify(out)}`).toBe(true);
        expect(safeReturnPath(out, '/', REFUSED)).toBe(out);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps every plain site path unchanged (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const query = fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/), { nil: undefined });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), query, (segments, q) => {
        const path = `/${segments.join('/')}${q ? `?${q}` : ''}`;
        return safeReturnPath(path, null) === path;
      }),
    );
  });
});
