/**
 * One-time codes: 6 digits from the CSPRNG, kept only as a salted SHA-256 (password reset) or as an HMAC under a
 * server key over what the code is bound to (contact verification), compared in constant time.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_LENGTH } from '@shared/validation/forgot-password.schema';

export const newCode = (): string => String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');

const digest = (salt: string, code: string): string => createHash('sha256').update(`${salt}:${code}`).digest('base64url');

export const hashCode = (code: string): string => {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}$${digest(salt, code)}`;
};

export const codeMatches = (code: string, stored: string): boolean => {
  const [salt, want] = stored.split('$');
  if (!salt || !want) return false;
  const a = Buffer.from(digest(salt, code));
  const b = Buffer.from(want);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The HMAC of a code bound to `binding` (member, session, contact): useless without the server key. */
export const hmacCode = (key: string, binding: string, code: string): string =>
  createHmac('sha256', key).update(`${binding}\n${code}`).digest('base64url');

export const hmacMatches = (key: string, binding: string, code: string, stored: string): boolean => {
  const a = Buffer.from(hmacCode(key, binding, code));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
};
