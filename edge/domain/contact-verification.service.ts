/**
 * Contact verification (spec sections 4 and 7): a member verifies a mobile phone or an e-mail address with a
 * 6-digit code sent through the outbox. Codes come from the CSPRNG and are kept only as an HMAC (server key in
 * edge_secrets) over the member, the session, the contact and the code; a check finds only the member's own live
 * code of that session and contact, allows 5 guesses, and uses the code up with one atomic update. A new send ends
 * the previous code. Sends are capped at 5 a day per member and contact type (Istanbul day, counted before anything
 * else, so parallel requests cannot pass it), with a cooldown between sends; the routes add a per-IP limit.
 * A success writes the members row (mobile_phone / email and their verified flags), which member info reads.
 */
import { randomBytes } from 'node:crypto';
import { LIMITS, VERIFICATION_TYPES } from '@shared/constants/business';
import { CONTACT_VERIFICATION_MESSAGES as M } from '@shared/errors/contact-verification-messages';
import type { ContactVerificationRecord, ContactVerificationType, ContactVerificationUpdate, SendCodeAnswer } from '@shared/protocol/contact-verification-api';
import { istanbulDayStart } from '@shared/time/istanbul';
import { cleanActivationCode } from '@shared/validation/activation-code';
import { emailError, normalizeEmail } from '@shared/validation/email';
import { normalizePhone, phoneError } from '@shared/validation/phone';
import type { Db } from '../storage/db.port';
import { contactVerificationRepo as repo, type ContactState } from '../storage/contact-verification.repo';
import { edgeSecretsRepo } from '../storage/edge-secrets.repo';
import { oneTimeCodesRepo } from '../storage/one-time-codes.repo';
import { outboxRepo } from '../storage/outbox.repo';
import { hmacCode, hmacMatches, newCode } from './one-time-code';

export type ContactKind = 'phone' | 'email';
export const VERIFY_PURPOSE: Record<ContactKind, string> = { phone: 'verify-phone', email: 'verify-email' };
export const MAX_VERIFY_GUESSES = 5;
/** Least time between two sends of one member and contact type. */
export const RESEND_COOLDOWN_MS = 30_000;
const KEY_NAME = 'contact-code-key';
const KEY_BYTES = 32;

export interface ContactVerificationDeps {
  db: Db;
  now: () => number;
}

export interface Caller {
  memberId: number;
  sessionId: string;
}

export interface CheckOutcome {
  activated: boolean;
  message: string;
  identity: string | null;
}

const normalized = (kind: ContactKind, raw: string): string => (kind === 'phone' ? normalizePhone(raw.trim()) : normalizeEmail(raw));
const contactError = (kind: ContactKind, raw: string): string | null => (kind === 'phone' ? phoneError(raw) : emailError(raw));
const binding = (kind: ContactKind, c: Caller, contact: string): string => `${VERIFY_PURPOSE[kind]}|${c.memberId}|${c.sessionId}|${contact}`;

/** What the site asks of the member now (0: nothing): a type whose contact is already verified asks nothing. */
const pendingType = (s: ContactState): ContactVerificationType => {
  switch (s.requestedType) {
    case VERIFICATION_TYPES.phone:
      return s.mobilePhoneVerified ? 0 : VERIFICATION_TYPES.phone;
    case VERIFICATION_TYPES.email:
      return s.emailVerified ? 0 : VERIFICATION_TYPES.email;
    case VERIFICATION_TYPES.phoneInfo:
      return s.mobilePhoneVerified || s.closedAt ? 0 : VERIFICATION_TYPES.phoneInfo;
    default:
      return 0;
  }
};

export const createContactVerificationService = ({ db, now }: ContactVerificationDeps) => {
  let key: Promise<string> | null = null;
  const serverKey = (): Promise<string> => {
    key ??= edgeSecretsRepo.ensure(db, KEY_NAME, randomBytes(KEY_BYTES).toString('base64url'), new Date(now()));
    key.catch(() => {
      key = null;
    });
    return key;
  };
  const dayStart = (at: number): Date => new Date(istanbulDayStart(at));

  return {
    async record(c: Caller): Promise<ContactVerificationRecord | null> {
      const s = await repo.state(db, c.memberId);
      if (!s) return null;
      const type = pendingType(s);
      const record: ContactVerificationRecord = {
        Type: type,
        MobilePhone: s.mobilePhone,
        MobilePhoneVerified: s.mobilePhoneVerified,
        Email: s.email,
        EmailVerified: s.emailVerified,
      };
      // Asked once per session: a popup that was shown (isNoticed) is not forced again in the same session.
      if (type !== 0 && s.noticedSession !== c.sessionId) return { ...record, ContactVerificationRequired: true, ContactVerificationType: type };
      return record;
    },

    /** UpdateContactVerification: what a popup reports. isVerified is the client's word and changes nothing. */
    async update(c: Caller, u: ContactVerificationUpdate): Promise<void> {
      if (!u.isNoticed && !u.activationCodeSent && !u.isClosed) return;
      const closed = u.isClosed === true && Number(u.type) === VERIFICATION_TYPES.phoneInfo;
      await repo.report(db, c.memberId, { noticedSession: u.isNoticed ? c.sessionId : undefined, codeSent: u.activationCodeSent, closed }, new Date(now()));
    },

    /** true while the member may still get a code of this type today. */
    async maySend(c: Caller, kind: ContactKind): Promise<boolean> {
      const at = now();
      return (await repo.sentSince(db, VERIFY_PURPOSE[kind], c.memberId, dayStart(at))) < LIMITS.activationCodesPerDay;
    },

    async send(c: Caller, kind: ContactKind, raw: string): Promise<SendCodeAnswer> {
      const invalid = contactError(kind, raw);
      if (invalid) return { Result: 'fail', Message: invalid };
      const contact = normalized(kind, raw);
      const purpose = VERIFY_PURPOSE[kind];
      const k = await serverKey();
      return db.transaction(async (tx): Promise<SendCodeAnswer> => {
        // One member's sends of one type take turns: the daily count and the cooldown cannot be raced past.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${purpose}:${c.memberId}`]);
        const at = now();
        const sent = await repo.sentSince(tx, purpose, c.memberId, dayStart(at));
        if (sent >= LIMITS.activationCodesPerDay) return { Result: 'fail', Message: kind === 'phone' ? M.dailyLimitPhone : M.dailyLimitEmail };
        const last = await repo.lastSentAt(tx, purpose, c.memberId);
        const wait = last ? last.getTime() + RESEND_COOLDOWN_MS - at : 0;
        if (wait > 0) return { Result: 'fail', Message: M.cooldown(Math.ceil(wait / 1000)) };
        const code = newCode();
        // A new code ends every earlier one of the member for this type.
        await oneTimeCodesRepo.useUp(tx, purpose, c.memberId, new Date(at));
        const expiresAt = at + LIMITS.activationCountdownMs;
        await oneTimeCodesRepo.insert(tx, {
          purpose,
          memberId: c.memberId,
          contact,
          codeHash: hmacCode(k, binding(kind, c, contact), code),
          expiresAt: new Date(expiresAt),
          createdAt: new Date(at),
          sessionId: c.sessionId,
        });
        await outboxRepo.insert(tx, {
          channel: kind === 'phone' ? 'sms' : 'email',
          to: kind === 'phone' ? `0${contact}` : contact,
          subject: kind === 'phone' ? '' : M.emailSubject,
          body: kind === 'phone' ? M.smsBody(code) : M.emailBody(code),
          purpose,
          createdAt: new Date(at),
        });
        return { Result: 'successful', Message: kind === 'phone' ? M.phoneSent : M.emailSent, ExpiresAt: expiresAt, ServerNow: at };
      });
    },

    async check(c: Caller, kind: ContactKind, raw: string, typedCode: string): Promise<CheckOutcome> {
      const fail = (message: string): CheckOutcome => ({ activated: false, message, identity: null });
      if (contactError(kind, raw)) return fail(M.noLiveCode);
      const contact = normalized(kind, raw);
      const code = cleanActivationCode(typedCode);
      const purpose = VERIFY_PURPOSE[kind];
      const k = await serverKey();
      return db.transaction(async (tx): Promise<CheckOutcome> => {
        const at = new Date(now());
        const live = await oneTimeCodesRepo.latestLive(tx, purpose, c.memberId, contact, at, c.sessionId);
        if (!live) return fail(M.noLiveCode);
        if (live.attempts >= MAX_VERIFY_GUESSES) return fail(M.tooManyGuesses);
        if (code.length !== LIMITS.activationCodeMin || !hmacMatches(k, binding(kind, c, contact), code, live.codeHash)) {
          await oneTimeCodesRepo.countAttempt(tx, live.id);
          return fail(live.attempts + 1 >= MAX_VERIFY_GUESSES ? M.tooManyGuesses : M.wrongCode);
        }
        if (!(await repo.consume(tx, live.id, at))) return fail(M.noLiveCode);
        const identity = randomBytes(12).toString('base64url');
        if (kind === 'phone') await repo.setPhoneVerified(tx, c.memberId, contact, identity, at);
        else await repo.setEmailVerified(tx, c.memberId, contact, identity, at);
        return { activated: true, message: kind === 'phone' ? M.phoneVerified : M.emailVerified, identity };
      });
    },
  };
};

export type ContactVerificationService = ReturnType<typeof createContactVerificationService>;
