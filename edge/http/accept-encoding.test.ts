import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './accept-encoding';

describe('negotiateEncoding', () => {
  it('prefers br, then gzip, when a browser accepts both', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('BR;q=1.0')).toBe('br');
  });

  it('answers identity without the header, for identity or unknown codings only', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding('deflate, zstd')).toBe('identity');
  });

  it('follows q-values, refusals and the wildcard', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.2, identity;q=0.5')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBe('identity');
    // Nothing acceptable at all: identity anyway rather than a 406 for a program load.
    expect(negotiateEncoding('identity;q=0, *;q=0')).toBe('identity');
    expect(negotiateEncoding('gzip;q=abc')).toBe('identity');
    // The same header again (the kept answer), then another one.
    expect(negotiateEncoding('gzip;q=abc')).toBe('identity');
    expect(negotiateEncoding('gzip')).toBe('gzip');
  });
});
