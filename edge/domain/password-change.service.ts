/**
 * The forced (or voluntary) password change: the shared password rules, the current password checked with
 * scrypt, the new hash stored with is_password_changed, and every session of the member ended; the caller then
 * gives the member a fresh session. Transport-free: the HTTP route maps the outcome to answers.
 */
import { ValidationError } from '@shared/validation/yup';
import { ACCOUNT_MESSAGES } from '@shared/errors/account-messages';
import type { ChangePasswordRequest } from '@shared/protocol/security-api';
import { passwordChangeSchema, type PasswordContext } from '@shared/validation/password.schema';
import type { Db } from '../storage/db.port';
import { accountsRepo } from '../storage/accounts.repo';
import { sessionsRepo } from '../storage/sessions.repo';
import { hashPassword, verifyPassword } from './password';

export type PasswordChangeOutcome =
  | { ok: true }
  | { ok: false; reason: 'invalid' | 'wrongCurrent' | 'noMember'; message: string };

/** `onSessionsEnded` is told, once committed, whose sessions a change ended (their open sockets leave the member room). */
export const createPasswordChangeService = (
  db: Db,
  hash: (password: string) => Promise<string> = hashPassword,
  onSessionsEnded: (memberId: number) => void = () => undefined,
) => ({
  async change(memberId: number, input: ChangePasswordRequest): Promise<PasswordChangeOutcome> {
    const cred = await accountsRepo.credentialsById(db, memberId);
    if (!cred) return { ok: false, reason: 'noMember', message: ACCOUNT_MESSAGES.wrongCurrentPassword };
    try {
      const context: PasswordContext = { username: cred.username };
      await passwordChangeSchema.validate(input, { abortEarly: true, context });
    } catch (e) {
      if (e instanceof ValidationError) return { ok: false, reason: 'invalid', message: e.message };
      throw e;
    }
    if (!(await verifyPassword(input.currentPassword, cred.passwordHash))) {
      return { ok: false, reason: 'wrongCurrent', message: ACCOUNT_MESSAGES.wrongCurrentPassword };
    }
    const newHash = await hash(input.newPassword);
    await db.transaction(async (tx) => {
      await accountsRepo.setPassword(tx, memberId, newHash);
      await sessionsRepo.deleteByMember(tx, memberId);
    });
    onSessionsEnded(memberId);
    return { ok: true };
  },
});

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
