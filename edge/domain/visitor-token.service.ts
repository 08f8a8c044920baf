/**
 * Visitors' anti-forgery tokens, kept nowhere: a visitor (no stored session) gets a cookie holding a random id and
 * its issue time, signed with the server key, and the page gets the token HMAC(key, cookie). A POST passes when its
 * header token is the HMAC of the cookie it came with (a signed double submit), so another visitor's token, a
 * cookie we did not sign or one older than the absolute session limit all fail. Page loads therefore write nothing;
 * a stored session begins only at login. There is no idle limit: a visitor holds no authority an idle timeout
 * could take away, and tracking idleness would need the storage this avoids.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../storage/db.port';
import { edgeSecretsRepo } from '../storage/edge-secrets.repo';

/** What captcha images and client logs are keyed by: a stored id (a hash) and the cookie value only the browser holds. */
export interface VisitorKeys {
  id: string;
  cookie: string;
}

export interface VisitorTokenDeps {
  secret: string;
  now: () => number;
  /** A visitor cookie older than this (SESSION_ABSOLUTE_HOURS) is refused, so the page renews its token. */
  absoluteMs: number;
}

const ID_BYTES = 32;
/** 128 bits of cookie signature: forging one costs 2^128 tries. */
const COOKIE_MAC_CHARS = 22;
/** id (base64url of 32 bytes) . issue time (base36 ms) . signature; anything else is not ours. */
const COOKIE_SHAPE = /^([A-Za-z0-9_-]{43}\.[0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/;
const SECRET_NAME = 'visitor-token';

const sameText = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** SESSION_SECRET when configured, else the one generated secret every edge on this database shares. */
export const visitorTokenSecret = (db: Queryable, configured: string | null, now: () => number): Promise<string> =>
  configured !== null
    ? Promise.resolve(configured)
    : edgeSecretsRepo.ensure(db, SECRET_NAME, randomBytes(ID_BYTES).toString('base64url'), new Date(now()));

export const createVisitorTokens = ({ secret, now, absoluteMs }: VisitorTokenDeps) => {
  // The labels keep a cookie signature from ever being usable as a token, and the other way round.
  const mac = (label: string, value: string): string => createHmac('sha256', secret).update(`${label}\n${value}`).digest('base64url');

  /** The signed body of a cookie we issued that is still within its lifetime, else null. */
  const bodyOf = (cookie: string | undefined): string | null => {
    const m = cookie ? COOKIE_SHAPE.exec(cookie) : null;
    if (!m) return null;
    const [, body = '', signature = ''] = m;
    if (!sameText(signature, mac('visitor-cookie', body).slice(0, COOKIE_MAC_CHARS))) return null;
    const issuedAt = parseInt(body.slice(body.indexOf('.') + 1), 36);
    return now() - issuedAt <= absoluteMs ? body : null;
  };
  const tokenOfBody = (body: string): string => mac('visitor-token', body);

  return {
    /** A new visitor cookie value and its token. */
    issue(): { cookie: string; token: string } {
      const body = `${randomBytes(ID_BYTES).toString('base64url')}.${Math.floor(now()).toString(36)}`;
      return { cookie: `${body}.${mac('visitor-cookie', body).slice(0, COOKIE_MAC_CHARS)}`, token: tokenOfBody(body) };
    },

    /** Whether the cookie is one of ours and not past its lifetime (the keep-alive's answer for a visitor). */
    live: (cookie: string | undefined): boolean => bodyOf(cookie) !== null,

    /** The token of a live visitor cookie, or null. */
    tokenOf(cookie: string | undefined): string | null {
      const body = bodyOf(cookie);
      return body === null ? null : tokenOfBody(body);
    },

    /** The double-submit check: the header token is the one of the cookie sent with it. */
    tokenMatches(cookie: string | undefined, token: string | undefined): boolean {
      const body = bodyOf(cookie);
      return body !== null && !!token && sameText(tokenOfBody(body), token);
    },

    /** Keys for per-visitor records; the id is a hash, so the database never holds the cookie itself. */
    keys: (cookie: string): VisitorKeys => ({ id: createHash('sha256').update(`visitor\n${cookie}`).digest('hex'), cookie }),
  };
};

export type VisitorTokens = ReturnType<typeof createVisitorTokens>;
