/**
 * Sessions: an opaque random id (32 bytes, base64url) lives in the cookie; the database keeps only its SHA-256,
 * so a leaked sessions table gives no usable cookie. Each session has its own anti-forgery token. Sessions end
 * after an idle period or an absolute lifetime, and are replaced (rotated) at login. Only members have one: a
 * visitor's token is signed, not stored (visitor-token.service.ts), so page loads cannot fill this table.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../storage/db.port';
import { sessionsRepo, type SessionRecord } from '../storage/sessions.repo';

export type Session = SessionRecord;

export interface SessionDeps {
  db: Queryable;
  now: () => number;
  idleMs: number;
  absoluteMs: number;
  /** Told the id of every session that ends here (logout, rotation, expiry seen), for the sockets opened with it. */
  onEnded?: (sessionId: string) => void;
}

const ID_BYTES = 32;
/** base64url of 32 bytes; anything else is not ours and costs no database lookup. */
const COOKIE_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** last_seen_at is written at most this often per session, so reads do not all turn into writes. */
const TOUCH_EVERY_MS = 60_000;

const hashId = (cookieValue: string): string => createHash('sha256').update(cookieValue).digest('hex');
const randomToken = (): string => randomBytes(ID_BYTES).toString('base64url');

export const createSessionService = (deps: SessionDeps) => {
  const { db, now, idleMs, absoluteMs } = deps;
  /** When the session ends unless it is used before (its idle limit), its absolute limit at the latest. */
  const endsAt = (s: Session): number => Math.min(s.lastSeenAt.getTime() + idleMs, s.createdAt.getTime() + absoluteMs);
  const expired = (s: Session, at: number): boolean => at > endsAt(s);
  const ended = (id: string): void => deps.onEnded?.(id);

  const create = async (memberId: number, loginType: number | null = null): Promise<{ cookie: string; session: Session }> => {
    const cookie = randomToken();
    const at = new Date(now());
    const session: Session = { id: hashId(cookie), memberId, csrfToken: randomToken(), loginType, createdAt: at, lastSeenAt: at };
    await sessionsRepo.insert(db, session);
    return { cookie, session };
  };

  /** Marks the session as used now (the keep-alive ping and ordinary requests). */
  const touch = async (s: Session): Promise<void> => {
    const at = new Date(now());
    await sessionsRepo.touch(db, s.id, at);
    s.lastSeenAt = at;
  };

  return {
    create,
    touch,
    endsAt,

    /**
     * The live session of a cookie value, or null (unknown, malformed or expired: an expired row is removed).
     * `touch: false` reads without counting as use (the keep-alive ping of a member's page).
     */
    async resolve(cookieValue: string | undefined, opts: { touch?: boolean } = {}): Promise<Session | null> {
      if (!cookieValue || !COOKIE_SHAPE.test(cookieValue)) return null;
      const s = await sessionsRepo.find(db, hashId(cookieValue));
      if (!s) return null;
      const at = now();
      if (expired(s, at)) {
        await sessionsRepo.delete(db, s.id);
        ended(s.id);
        return null;
      }
      if (opts.touch !== false && at - s.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touch(s);
      return s;
    },

    /** Ends the old session and starts a new one: a fixed or stolen pre-login id is worthless afterwards. */
    async rotate(old: Session | null, memberId: number, loginType: number | null = null) {
      if (old) {
        await sessionsRepo.delete(db, old.id);
        ended(old.id);
      }
      return create(memberId, loginType);
    },

    /** Ends a session (logout): its id and token stop working at once. */
    async end(s: Session): Promise<void> {
      await sessionsRepo.delete(db, s.id);
      ended(s.id);
    },

    tokenMatches(s: Session, token: string | undefined): boolean {
      if (!token) return false;
      const a = Buffer.from(s.csrfToken);
      const b = Buffer.from(token);
      return a.length === b.length && timingSafeEqual(a, b);
    },

    purgeExpired(): Promise<number> {
      const at = now();
      return sessionsRepo.purge(db, new Date(at - idleMs), new Date(at - absoluteMs));
    },
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
