/**
 * Sign-up: a new member from input already checked by the shared signupSchema. The member gets the next
 * member number, balance 0 and an scrypt hash; the acceptance of the current membership contract and the
 * personal-data consent are recorded with version, time and client address in the same transaction. A taken
 * username says so; a taken e-mail or citizen ID gives one message naming neither. Sign-up does not log in: the
 * client logs in with the same credentials right after (one login path, one session rotation).
 */
import { randomBytes } from 'node:crypto';
import { SIGNUP_MESSAGES } from '@shared/errors/signup-messages';
import { normalizeEmail } from '@shared/validation/email';
import { normalizePhone } from '@shared/validation/phone';
import type { SignupInput } from '@shared/validation/signup.schema';
import type { Db } from '../storage/db.port';
import { KVK_TEXT_KIND, MEMBERSHIP_KIND, signupRepo, type SignupMember } from '../storage/signup.repo';

export interface SignupDeps {
  db: Db;
  now: () => number;
  hashPassword: (password: string) => Promise<string>;
}

export type SignupRefusal = 'USERNAME_TAKEN' | 'ALREADY_MEMBER';
export type SignupOutcome = { ok: true; memberNo: number } | { ok: false; code: SignupRefusal; message: string };

/** Arbitrary constant naming the sign-up lock among advisory locks: e-mail uniqueness is checked under it. */
const SIGNUP_LOCK_KEY = 7_340_022;

const refusal = (taken: { username: boolean; identity: boolean }): SignupOutcome | null => {
  if (taken.identity) return { ok: false, code: 'ALREADY_MEMBER', message: SIGNUP_MESSAGES.alreadyMember };
  if (taken.username) return { ok: false, code: 'USERNAME_TAKEN', message: SIGNUP_MESSAGES.usernameTaken };
  return null;
};

export const createSignupService = ({ db, now, hashPassword }: SignupDeps) => ({
  async register(input: SignupInput, clientAddress: string): Promise<SignupOutcome> {
    const member: Omit<SignupMember, 'passwordHash' | 'createdAt'> = {
      citizenId: input.citizenId,
      username: input.username,
      email: normalizeEmail(input.email),
      mobilePhone: normalizePhone(input.mobilePhone),
      birthDate: input.birthDate,
      name: input.name,
      surname: input.surname,
      publicId: randomBytes(16).toString('base64url'),
      referral: input.referral === '' ? null : input.referral,
    };
    const early = refusal(await signupRepo.taken(db, member));
    if (early) return early;
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SIGNUP_LOCK_KEY]);
      const late = refusal(await signupRepo.taken(tx, member));
      if (late) return late;
      const at = new Date(now());
      const contract = await signupRepo.currentContract(tx, MEMBERSHIP_KIND);
      const created = await signupRepo.insert(tx, { ...member, passwordHash, createdAt: at }, contract?.id ?? 0);
      // Member numbers come from a sequence; a conflict here is a unique fact that slipped past the check.
      if (!created) return { ok: false, code: 'ALREADY_MEMBER', message: SIGNUP_MESSAGES.alreadyMember } as const;
      if (contract) await signupRepo.recordContract(tx, created.id, contract, at, clientAddress);
      await signupRepo.recordKvkConsent(tx, created.id, await signupRepo.currentContract(tx, KVK_TEXT_KIND), at, clientAddress);
      return { ok: true, memberNo: created.memberNo } as const;
    });
  },
});

export type SignupService = ReturnType<typeof createSignupService>;
