/**
 * Password hashing with scrypt at OWASP parameters (N=2^17, r=8, p=1, 64-byte key, 16-byte random salt).
 * The stored string describes itself ("scrypt$N$r$p$salt$key", base64url) so parameters can rise later while
 * old hashes still verify. Verification compares in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

const PREFIX = 'scrypt';

/** scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below that at N=2^17. */
const maxmemFor = (N: number, r: number): number => 2 * 128 * N * r;

const derive = (password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const opts: ScryptOptions = { N, r, p, maxmem: maxmemFor(N, r) };
    scrypt(password.normalize('NFC'), salt, keyLength, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });

export const hashPassword = async (password: string): Promise<string> => {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, N, r, p, keyLength);
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const parse = (stored: string): Parsed | null => {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return { N, r, p, salt: Buffer.from(parts[4]!, 'base64url'), key: Buffer.from(parts[5]!, 'base64url') };
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const h = parse(stored);
  if (!h || h.key.length === 0) return false;
  const key = await derive(password, h.salt, h.N, h.r, h.p, h.key.length);
  return timingSafeEqual(key, h.key);
};

let dummy: Promise<string> | null = null;
/**
 * A hash of a random secret, made once per process: unknown identifiers are verified against it so an answer
 * about a missing account costs the same scrypt as one about a wrong password.
 */
export const dummyPasswordHash = (): Promise<string> => (dummy ??= hashPassword(randomBytes(32).toString('base64url')));
