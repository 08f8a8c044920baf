import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ContentCoding } from './accept-encoding';
import { EncodedCache, type Compressor, type Variant, zlibCompressor } from './encoded-cache';

const bigValue = (n: number) => ({ version: n, rows: Array.from({ length: 200 }, (_x, i) => ({ id: i, name: `Galatasaray - Fenerbahçe ${i}` })) });
const variant = async (v: Variant | Promise<Variant>): Promise<Variant> => v;
const decode = (v: Variant): unknown => {
  const raw = v.coding === 'br' ? brotliDecompressSync(v.body) : v.coding === 'gzip' ? gunzipSync(v.body) : v.body;
  return JSON.parse(raw.toString('utf8'));
};

/** zlib, counting calls per coding. */
const counting = () => {
  const calls: Record<string, number> = { br: 0, gzip: 0 };
  const compress: Compressor = (coding, body) => {
    calls[coding]!++;
    return zlibCompressor(coding, body);
  };
  return { calls, compress };
};

describe('EncodedCache', () => {
  it('serialises once per version and compresses once per coding; every coding decodes to the same JSON', async () => {
    const { calls, compress } = counting();
    const cache = new EncodedCache({ maxEntries: 4, compress });
    let builds = 0;
    const value = bigValue(1);
    const get = () => cache.get('s1', 1, () => (builds++, value));
    for (const coding of ['identity', 'br', 'gzip'] as ContentCoding[]) {
      const [a, b] = await Promise.all([variant(get().variant(coding)), variant(get().variant(coding))]);
      expect(a.coding).toBe(coding);
      expect(b.body).toBe(a.body);
      expect(decode(a)).toEqual(value);
    }
    expect(builds).toBe(1);
    expect(calls).toEqual({ br: 1, gzip: 1 });
    // Made once: later hits are synchronous.
    expect(get().variant('br')).not.toBeInstanceOf(Promise);
    const br = (await variant(get().variant('br'))).body.length;
    const gz = (await variant(get().variant('gzip'))).body.length;
    expect(br).toBeLessThan(get().identity.length / 4);
    expect(gz).toBeLessThan(get().identity.length / 4);
  });

  it('keeps only the newest version of a key', async () => {
    const cache = new EncodedCache({ maxEntries: 4 });
    const first = cache.get('s1', 1, () => bigValue(1));
    const second = cache.get('s1', 2, () => bigValue(2));
    expect(second).not.toBe(first);
    expect(decode(await variant(second.variant('gzip')))).toEqual(bigValue(2));
    expect(cache.size).toBe(1);
    expect(cache.get('s1', 2, () => bigValue(99))).toBe(second);
  });

  it('drops the least recently used key when full', () => {
    const cache = new EncodedCache({ maxEntries: 2 });
    const a = cache.get('a', 1, () => ({ a: 1 }));
    cache.get('b', 1, () => ({ b: 1 }));
    expect(cache.get('a', 1, () => ({ a: 2 }))).toBe(a);
    cache.get('c', 1, () => ({ c: 1 }));
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1, () => ({ a: 2 }))).toBe(a);
    let rebuilt = false;
    cache.get('b', 1, () => ((rebuilt = true), { b: 1 }));
    expect(rebuilt).toBe(true);
  });

  it('answers small bodies, incompressible ones and failed compressions as identity', async () => {
    const { calls, compress } = counting();
    const small = new EncodedCache({ maxEntries: 2, compress }).get('m', 1, () => ({ ok: true }));
    expect(small.variant('br')).toEqual({ coding: 'identity', body: small.identity });
    expect(calls.br).toBe(0);

    const noGain = new EncodedCache({ maxEntries: 2, minCompressBytes: 1, compress: async (_c, body) => Buffer.concat([body, body]) });
    const body = noGain.get('x', 1, () => bigValue(1));
    expect((await variant(body.variant('gzip'))).coding).toBe('identity');
    expect(body.variant('gzip')).toEqual({ coding: 'identity', body: body.identity });

    let failures = 1;
    const flaky = new EncodedCache({
      maxEntries: 2,
      compress: async (coding, b) => {
        if (failures-- > 0) throw new Error('zlib');
        return zlibCompressor(coding, b);
      },
    }).get('y', 1, () => bigValue(1));
    expect((await variant(flaky.variant('br'))).coding).toBe('identity');
    expect((await variant(flaky.variant('br'))).coding).toBe('br');
  });

  it('refuses a cache without room', () => {
    expect(() => new EncodedCache({ maxEntries: 0 })).toThrow();
  });
});
