import { describe, expect, it } from 'vitest';
import { SCRYPT_PARAMS, dummyPasswordHash, hashPassword, verifyPassword } from './password';

/** Four scrypt runs at OWASP's cost: well under a second alone, past vitest's 5 s on a machine busy with a browser run. */
const SCRYPT_TEST_TIMEOUT_MS = 30_000;

describe('scrypt passwords', () => {
  it('stores a self-describing hash at OWASP parameters and verifies only the right password', async () => {
    const h = await hashPassword('Demo.1234');
    const [alg, N, r, p, salt, key] = h.split('$');
    expect([alg, Number(N), Number(r), Number(p)]).toEqual(['scrypt', SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p]);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64);
    expect(await verifyPassword('Demo.1234', h)).toBe(true);
    expect(await verifyPassword('demo.1234', h)).toBe(false);
    expect(await hashPassword('Demo.1234')).not.toBe(h);
  }, SCRYPT_TEST_TIMEOUT_MS);

  it('refuses malformed stored strings and keeps one dummy hash per process', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$aa$bb')).toBe(false);
    expect(await dummyPasswordHash()).toBe(await dummyPasswordHash());
  }, SCRYPT_TEST_TIMEOUT_MS);
});
