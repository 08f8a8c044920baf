/**
 * The login hold (code 401): after `maxFailures` wrong passwords in a row the account is held for `holdMs`. The
 * hold is per account and ends by itself; failures during a hold do not extend it, so nobody can keep a member
 * out for longer than one hold at a time (and the per-IP rate limit bounds how fast holds can be re-armed).
 * Unknown identifiers are counted and held the same way (keyed by a hash of the identifier), so a 401 tells an
 * attacker nothing about whether the account exists.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../storage/db.port';
import { accountsRepo, type AccountLogin, type Failure } from '../storage/accounts.repo';

export interface HoldSettings {
  maxFailures: number;
  holdMs: number;
}

/** Who a login attempt is about: a member, or an identifier that names no one. */
export type LoginSubject = { account: AccountLogin } | { unknownId: string };

/** Consulted before the answer and told the outcome; see edge/domain/login.service.ts. */
export interface LoginGuard {
  isHeld(subject: LoginSubject): Promise<boolean>;
  failed(subject: LoginSubject): Promise<void>;
  succeeded(memberId: number): Promise<void>;
  /** Drops counters of unknown identifiers that no longer matter. */
  purge(): Promise<void>;
}

const hashId = (id: string): string => createHash('sha256').update(`login:${id}`).digest('hex');

export const createLoginGuard = (db: Queryable, now: () => number, { maxFailures, holdMs }: HoldSettings): LoginGuard => {
  const failure = (): Failure => {
    const at = now();
    return { at: new Date(at), staleBefore: new Date(at - holdMs), holdUntil: new Date(at + holdMs), maxFailures };
  };
  return {
    async isHeld(s) {
      const until = 'account' in s ? s.account.heldUntil : await accountsRepo.unknownHeldUntil(db, hashId(s.unknownId));
      return until !== null && until.getTime() > now();
    },
    async failed(s) {
      if ('account' in s) await accountsRepo.memberFailed(db, s.account.id, failure());
      else await accountsRepo.unknownFailed(db, hashId(s.unknownId), failure());
    },
    succeeded: (memberId) => accountsRepo.memberSucceeded(db, memberId),
    async purge() {
      const at = now();
      await accountsRepo.purgeUnknown(db, new Date(at), new Date(at - holdMs));
    },
  };
};
