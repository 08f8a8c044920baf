/**
 * Forgot password: the member names the account (username, citizen ID or member number) and a contact on
 * file (mobile phone or e-mail). A matching request gets a one-time code through the outbox; any request, matching
 * or not, counts towards the contact's daily limit, so neither the answer nor the limit tells whether an account
 * exists. The code is single use, expires after 3 minutes and allows a capped number of guesses; setting the new
 * password ends every session of the member. A login hold never stops a reset, and a reset ends the hold
 * (`onPasswordReset`, login-guard.ts): it is the member's way in that nobody else can block.
 */
import { LIMITS } from '@shared/constants/business';
import { FORGOT_MESSAGES } from '@shared/errors/signup-messages';
import { normalizeEmail } from '@shared/validation/email';
import { loginIdKind } from '@shared/validation/login.schema';
import { normalizePhone } from '@shared/validation/phone';
import { newPasswordError } from '@shared/validation/signup-password';
import { isValidTcKimlik } from '@shared/validation/tc-kimlik';
import type { Db, Queryable } from '../storage/db.port';
import { oneTimeCodesRepo } from '../storage/one-time-codes.repo';
import { outboxRepo } from '../storage/outbox.repo';
import { signupRepo } from '../storage/signup.repo';
import { istanbulDayStart } from '@shared/time/istanbul';
import { codeMatches, hashCode, newCode } from './one-time-code';

export const RESET_PURPOSE = 'password-reset';
export const MAX_CODE_GUESSES = 5;

export interface ForgotPasswordDeps {
  db: Db;
  now: () => number;
  hashPassword: (password: string) => Promise<string>;
  /** Told, inside the reset's transaction, which member reset the password from which client (null: unknown). */
  onPasswordReset?: (tx: Queryable, memberId: number, clientId: string | null) => Promise<void>;
  /** Told, once the reset is committed, whose sessions it ended (their open sockets leave the member room). */
  onSessionsEnded?: (memberId: number) => void;
}

interface Contact {
  channel: 'sms' | 'email';
  value: string;
}

const contactOf = (raw: string): Contact =>
  raw.includes('@') ? { channel: 'email', value: normalizeEmail(raw) } : { channel: 'sms', value: normalizePhone(raw.trim()) };

/** The member the identifier names whose contact on file is the one given, or null. */
const matchingMember = async (db: Queryable, identifier: string, contact: Contact) => {
  const id = identifier.trim();
  const kind = loginIdKind(id);
  if (kind === 'email' || (kind === 'citizenId' && !isValidTcKimlik(id))) return null;
  const m = await signupRepo.findByIdentifier(db, kind, id);
  if (!m) return null;
  const onFile = contact.channel === 'email' ? normalizeEmail(m.email) : m.mobilePhone;
  return onFile === contact.value ? m : null;
};

/** CODE_INVALID: any failure about the account, contact or code (one answer); PASSWORD_RULE: the password contains the username. */
export type ResetOutcome = { ok: true } | { ok: false; code: 'CODE_INVALID' | 'PASSWORD_RULE'; message: string };

export const createForgotPasswordService = ({ db, now, hashPassword, onPasswordReset, onSessionsEnded }: ForgotPasswordDeps) => ({
  /** false when the contact reached its daily limit; true otherwise, whether or not anything was sent. */
  async requestCode(identifier: string, rawContact: string): Promise<boolean> {
    const contact = contactOf(rawContact);
    return db.transaction(async (tx) => {
      // Requests for one contact take turns, so the daily count cannot be raced past.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${RESET_PURPOSE}:${contact.value}`]);
      const at = now();
      const sent = await oneTimeCodesRepo.countSince(tx, RESET_PURPOSE, contact.value, new Date(istanbulDayStart(at)));
      if (sent >= LIMITS.activationCodesPerDay) return false;
      const member = await matchingMember(tx, identifier, contact);
      const code = member ? newCode() : null;
      await oneTimeCodesRepo.insert(tx, {
        purpose: RESET_PURPOSE,
        memberId: member?.id ?? null,
        contact: contact.value,
        codeHash: code ? hashCode(code) : null,
        expiresAt: new Date(at + LIMITS.activationCountdownMs),
        createdAt: new Date(at),
      });
      if (member && code) {
        await outboxRepo.insert(tx, {
          channel: contact.channel,
          to: contact.channel === 'sms' ? `0${contact.value}` : contact.value,
          subject: contact.channel === 'email' ? FORGOT_MESSAGES.emailSubject : '',
          body: FORGOT_MESSAGES.smsBody(code),
          purpose: RESET_PURPOSE,
          createdAt: new Date(at),
        });
      }
      return true;
    });
  },

  async resetPassword(identifier: string, rawContact: string, code: string, password: string, clientId: string | null = null): Promise<ResetOutcome> {
    const contact = contactOf(rawContact);
    const wrong: ResetOutcome = { ok: false, code: 'CODE_INVALID', message: FORGOT_MESSAGES.codeWrong };
    // Hashed before looking anything up, so a known and an unknown account cost the same time.
    const passwordHash = await hashPassword(password);
    let sessionsEndedOf: number | null = null;
    const outcome = await db.transaction(async (tx): Promise<ResetOutcome> => {
      const member = await matchingMember(tx, identifier, contact);
      if (!member) return wrong;
      const at = new Date(now());
      const live = await oneTimeCodesRepo.latestLive(tx, RESET_PURPOSE, member.id, contact.value, at);
      if (!live || live.attempts >= MAX_CODE_GUESSES) return wrong;
      if (!codeMatches(code, live.codeHash)) {
        await oneTimeCodesRepo.countAttempt(tx, live.id);
        return wrong;
      }
      const rule = newPasswordError(password, member.username);
      if (rule) return { ok: false, code: 'PASSWORD_RULE', message: rule };
      await signupRepo.setPassword(tx, member.id, passwordHash);
      await oneTimeCodesRepo.useUp(tx, RESET_PURPOSE, member.id, at);
      await signupRepo.endSessions(tx, member.id);
      await onPasswordReset?.(tx, member.id, clientId);
      sessionsEndedOf = member.id;
      return { ok: true };
    });
    if (sessionsEndedOf !== null) onSessionsEnded?.(sessionsEndedOf);
    return outcome;
  },
});

export type ForgotPasswordService = ReturnType<typeof createForgotPasswordService>;
