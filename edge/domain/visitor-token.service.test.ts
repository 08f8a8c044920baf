import { describe, expect, it } from 'vitest';
import { createVisitorTokens } from './visitor-token.service';

const HOUR = 3_600_000;
const SECRET = 'a'.repeat(32);

const tokens = (secret = SECRET) => {
  let at = 1_700_000_000_000;
  const v = createVisitorTokens({ secret, now: () => at, absoluteMs: 12 * HOUR });
  return { v, move: (ms: number) => (at += ms) };
};

describe('visitor tokens', () => {
  it('pair each new cookie with its own token, in the session token shape', () => {
    const { v } = tokens();
    const a = v.issue();
    const b = v.issue();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.cookie).not.toBe(b.cookie);
    expect(a.token).not.toBe(b.token);
    expect(v.tokenOf(a.cookie)).toBe(a.token);
    expect(v.tokenMatches(a.cookie, a.token)).toBe(true);
    expect(v.tokenMatches(a.cookie, b.token)).toBe(false);
    expect(v.tokenMatches(b.cookie, a.token)).toBe(false);
    expect(v.tokenMatches(a.cookie, undefined)).toBe(false);
    expect(v.tokenMatches(undefined, a.token)).toBe(false);
  });

  it('refuse cookies not signed with this secret, altered ones and malformed ones', () => {
    const { v } = tokens();
    const { cookie, token } = v.issue();
    const [id = '', issued = '', sig = ''] = cookie.split('.');
    const other = tokens('b'.repeat(32)).v;
    expect(other.tokenMatches(cookie, token)).toBe(false);
    expect(other.live(cookie)).toBe(false);
    const later = (parseInt(issued, 36) + HOUR).toString(36);
    for (const bad of [`${id}.${later}.${sig}`, `${id.replace(/^./, id[0] === 'A' ? 'B' : 'A')}.${issued}.${sig}`, `${id}.${issued}`, 'x', '']) {
      expect(v.live(bad), bad).toBe(false);
      expect(v.tokenOf(bad), bad).toBeNull();
    }
  });

  it('end at the absolute limit, with no idle limit before it', () => {
    const { v, move } = tokens();
    const { cookie, token } = v.issue();
    move(12 * HOUR);
    expect(v.tokenMatches(cookie, token)).toBe(true);
    move(1);
    expect(v.live(cookie)).toBe(false);
    expect(v.tokenMatches(cookie, token)).toBe(false);
  });

  it('key per-visitor records by a hash, never by the cookie itself', () => {
    const { v } = tokens();
    const { cookie } = v.issue();
    const keys = v.keys(cookie);
    expect(keys.cookie).toBe(cookie);
    expect(keys.id).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.id).not.toContain(cookie);
    expect(v.keys(v.issue().cookie).id).not.toBe(keys.id);
  });
});
