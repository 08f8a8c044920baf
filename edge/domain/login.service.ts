/**
 * Credential check for login (spec sections 1 and 8): member number, citizen ID or username with a password.
 *
 * What each attempt answers, and why it leaks nothing about which accounts exist:
 * - LOGIN_DISABLED (configuration): 104 for everyone, before any lookup.
 * - An e-mail address: 502 (decided by the text alone).
 * - Every other attempt first takes a slot (login-guard.ts), atomically and before any hashing. Without one it is
 *   answered 401 at once, with no scrypt, whatever the password; `offerCaptcha` tells the caller that a solved
 *   captcha would get one. Unknown identifiers take slots and are held the same way, so 401 comes after the same
 *   number of tries for an account that does not exist.
 * - With a slot it spends exactly one scrypt: against the account's hash, or a dummy hash for an unknown identifier.
 * - Wrong password: 102 with the reset link, for unknown identifiers, active accounts and passive accounts alike;
 *   its slot stays taken.
 * - Right password on an account in a state (300, 301, 302, 303, 503 or another code with its own message): that
 *   code. Only someone who knows the password learns the state.
 * - Anything unexpected (a storage failure): 100, logged, never a crash.
 */
import { LOGIN_CODES, PASSWORD_RESET_PATH, loginMessage } from '@shared/errors/login-messages';
import type { LoginAnswer } from '@shared/protocol/api';
import { loginIdKind } from '@shared/validation/login.schema';
import { isValidTcKimlik } from '@shared/validation/tc-kimlik';
import type { Queryable } from '../storage/db.port';
import { accountsRepo, type AccountLogin } from '../storage/accounts.repo';
import type { AttemptContext, LoginGuard, LoginSubject } from './login-guard';
import { dummyPasswordHash, verifyPassword } from './password';

/** How the member identified themself; kept on the session and shown as MemberInfo.LoginType. */
export const LOGIN_TYPE = { memberNo: 1, citizenId: 2, username: 3 } as const;

/** Account status 0: an active account. */
export const ACCOUNT_ACTIVE = 0;

export interface LoginDeps {
  db: Queryable;
  customerServicePhone: string;
  guard: LoginGuard;
  /** Configuration switch LOGIN_DISABLED: every login answers 104. */
  loginDisabled?: boolean;
  /** Where an unexpected failure is reported before the answer 100. */
  onError?: (err: unknown) => void;
  /** The password check; tests wrap it to count evaluations. */
  verify?: (password: string, stored: string) => Promise<boolean>;
}

export type LoginOutcome =
  | { ok: true; memberId: number; loginType: number }
  | { ok: false; answer: LoginAnswer; offerCaptcha?: boolean };

type LoginRefusal = Extract<LoginOutcome, { ok: false }>;

const refusal = (code: number, phone: string, serverMessage?: string | null): LoginRefusal => ({
  ok: false,
  answer: {
    IsSuccess: false,
    Code: code,
    Message: loginMessage(code, phone, serverMessage ?? undefined),
    ...(code === LOGIN_CODES.wrongCredentials ? { ResetLink: PASSWORD_RESET_PATH } : {}),
  },
});

const findAccount = async (db: Queryable, id: string): Promise<{ account: AccountLogin | null; loginType: number }> => {
  switch (loginIdKind(id)) {
    case 'memberNo':
      return { account: await accountsRepo.byMemberNo(db, Number(id)), loginType: LOGIN_TYPE.memberNo };
    case 'citizenId':
      // A number failing the checksum cannot be anyone's: it is treated exactly like an unknown identifier.
      return { account: isValidTcKimlik(id) ? await accountsRepo.byCitizenId(db, id) : null, loginType: LOGIN_TYPE.citizenId };
    default:
      return { account: await accountsRepo.byUsername(db, id), loginType: LOGIN_TYPE.username };
  }
};

export const createLoginService = ({ db, customerServicePhone, guard, loginDisabled = false, onError, verify = verifyPassword }: LoginDeps) => {
  const refuse = (code: number, serverMessage?: string | null) => refusal(code, customerServicePhone, serverMessage);

  const attempt = async (username: string, password: string, ctx: AttemptContext): Promise<LoginOutcome> => {
    if (loginDisabled) return refuse(LOGIN_CODES.temporarilyUnavailable);
    const id = username.trim();
    if (loginIdKind(id) === 'email') return refuse(LOGIN_CODES.emailLoginUnsupported);
    const { account, loginType } = await findAccount(db, id);
    const subject: LoginSubject = account ? { account } : { unknownId: `${loginIdKind(id)}:${id.toLowerCase()}` };
    const slot = await guard.reserve(subject, ctx);
    if (!slot.granted) {
      const held = refuse(LOGIN_CODES.tooManyAttempts);
      return slot.captchaHelps ? { ...held, offerCaptcha: true } : held;
    }
    // The same scrypt work on every evaluated path: the hash is the account's or a dummy one.
    const matches = await verify(password, account?.passwordHash ?? (await dummyPasswordHash()));
    if (!account || !matches) return refuse(LOGIN_CODES.wrongCredentials);
    await guard.succeeded(subject, slot.kind);
    if (account.accountStatus !== ACCOUNT_ACTIVE) return refuse(account.accountStatus, account.statusMessage);
    return { ok: true, memberId: account.id, loginType };
  };

  return {
    async authenticate(username: string, password: string, ctx: AttemptContext): Promise<LoginOutcome> {
      try {
        return await attempt(username, password, ctx);
      } catch (err) {
        onError?.(err);
        return refuse(LOGIN_CODES.unexpected);
      }
    },
  };
};

export type LoginService = ReturnType<typeof createLoginService>;
