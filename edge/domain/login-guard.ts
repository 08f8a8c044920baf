/**
 * How many passwords anyone may try on one account (edge/http/API.md "Login attempts and holds").
 *
 * Bounding guesses: an attempt takes a slot before its scrypt, in one atomic write (login-attempts.repo.ts), and
 * an attempt without a slot is answered 401 without hashing. Per account and window of `holdMs` at most
 * `maxFailures` plain guesses and `maxCaptchaAttempts` captcha-solved ones are ever evaluated, however many run
 * at once. The slot stays taken when the password is wrong; a right one ends the run of wrong ones (and, with a
 * plain slot, a hold the run started), so only someone who knows the password can free slots.
 *
 * Not locking the owner out (ASVS 6.1.1, 6.3.1): taking the last plain slot holds the account for `holdMs`, but
 * a hold only asks for more proof: a login with a solved captcha (single use) still gets a slot while the
 * window's captcha slots last, and a completed password reset (a one-time code to the contact on file, never
 * held) clears the account's counts and lets the browser that did it log in once, outside every count.
 *
 * Unknown identifiers take the same path, keyed by a hash of the identifier, so no answer or timing tells
 * whether an account exists.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../storage/db.port';
import { loginAttemptsRepo, memberSubject, unknownSubject, type SlotRequest } from '../storage/login-attempts.repo';
import type { AccountLogin } from '../storage/accounts.repo';

export interface GuardSettings {
  /** Plain guesses per window; taking the last one holds the account. */
  maxFailures: number;
  /** The window, and how long a hold lasts. */
  holdMs: number;
  /** Captcha-solved guesses per window. */
  maxCaptchaAttempts: number;
}

/** Who a login attempt is about: a member, or an identifier that names no one. */
export type LoginSubject = { account: AccountLogin } | { unknownId: string };

/** What the caller brings besides the credentials. */
export interface AttemptContext {
  /** The caller's client id (session or visitor key hash): a reset grant belongs to it; null: none. */
  clientId: string | null;
  /** Uses up the caller's solved captcha; asked only when the subject is held and captcha slots are left. */
  useSolvedCaptcha: () => Promise<boolean>;
}

/** Which count a granted attempt took: no captcha, a solved captcha, or a reset grant. */
export type SlotKind = 'plain' | 'captcha' | 'reset';

/** A slot to evaluate the password, or a refusal telling whether a solved captcha would get one. */
export type Reservation = { granted: true; kind: SlotKind } | { granted: false; captchaHelps: boolean };

export interface LoginGuard {
  reserve(subject: LoginSubject, ctx: AttemptContext): Promise<Reservation>;
  /** The password was right; `kind` is the slot's (login.service.ts passes it back). */
  succeeded(subject: LoginSubject, kind: SlotKind): Promise<void>;
  /** A completed password reset of the member by this client, inside the reset's transaction. */
  passwordReset(tx: Queryable, memberId: number, clientId: string | null): Promise<void>;
  /** Drops rows that no longer hold or count, and expired grants. */
  purge(): Promise<void>;
}

/** Long enough to go from the reset page to the login form, short enough that a forgotten tab does not keep it. */
export const RESET_GRANT_MS = 10 * 60_000;

const hashId = (id: string): string => createHash('sha256').update(`login:${id}`).digest('hex');

export const subjectKey = (s: LoginSubject): string => ('account' in s ? memberSubject(s.account.id) : unknownSubject(hashId(s.unknownId)));

export const createLoginGuard = (db: Queryable, now: () => number, settings: GuardSettings): LoginGuard => {
  const { maxFailures, holdMs, maxCaptchaAttempts } = settings;
  const slotRequest = (): SlotRequest => {
    const at = now();
    return { at: new Date(at), staleBefore: new Date(at - holdMs), holdUntil: new Date(at + holdMs), max: maxFailures };
  };
  const refused = (captchaHelps: boolean): Reservation => ({ granted: false, captchaHelps });

  return {
    async reserve(s, ctx) {
      const key = subjectKey(s);
      if (await loginAttemptsRepo.takePlain(db, key, slotRequest())) return { granted: true, kind: 'plain' };
      // Looked up for unknown identifiers too (there is never a grant for them): the same queries either way.
      if (ctx.clientId !== null && (await loginAttemptsRepo.useGrant(db, ctx.clientId, key, new Date(now())))) return { granted: true, kind: 'reset' };
      if ((await loginAttemptsRepo.solvedCount(db, key)) >= maxCaptchaAttempts) return refused(false);
      if (!(await ctx.useSolvedCaptcha())) return refused(true);
      return (await loginAttemptsRepo.takeSolved(db, key, maxCaptchaAttempts)) ? { granted: true, kind: 'captcha' } : refused(false);
    },

    // Only a plain success ends a hold: one passed with a captcha or a reset grant came while someone else was
    // guessing, and ending the hold would give them a fresh set of plain guesses.
    succeeded: (s, kind) => loginAttemptsRepo.succeeded(db, subjectKey(s), kind === 'plain'),

    passwordReset: (tx, memberId, clientId) =>
      loginAttemptsRepo.reset(tx, memberSubject(memberId), clientId, new Date(now() + RESET_GRANT_MS)),

    async purge() {
      const at = now();
      await loginAttemptsRepo.purge(db, new Date(at), new Date(at - holdMs));
    },
  };
};
