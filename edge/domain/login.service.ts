/**
 * Credential check for login (spec section 1 and 8): member number, citizen ID or username with a password;
 * an e-mail address is refused with 502. A wrong password and an unknown identifier give the same answer after
 * the same scrypt work, so answers do not reveal which accounts exist.
 */
import { LOGIN_CODES, PASSWORD_RESET_PATH, loginMessage } from '@shared/errors/catalogue';
import type { LoginAnswer } from '@shared/protocol/api';
import { loginIdKind } from '@shared/validation/login.schema';
import { isValidTcKimlik } from '@shared/validation/tc-kimlik';
import type { Queryable } from '../storage/db.port';
import { membersRepo, type MemberCredentials } from '../storage/members.repo';
import { dummyPasswordHash, verifyPassword } from './password';

/** How the member identified themself; kept on the session and shown as MemberInfo.LoginType. */
export const LOGIN_TYPE = { memberNo: 1, citizenId: 2, username: 3 } as const;

/**
 * The seam for account lockout (a later issue): consulted before the password check and told the outcome.
 * `before` answers a login code (e.g. 401) to refuse, or null to go on.
 */
export interface LoginGuard {
  before(memberId: number): Promise<number | null>;
  afterFailure(memberId: number): Promise<void>;
  afterSuccess(memberId: number): Promise<void>;
}

export interface LoginDeps {
  db: Queryable;
  customerServicePhone: string;
  guard?: LoginGuard;
}

export type LoginOutcome = { ok: true; memberId: number; loginType: number } | { ok: false; answer: LoginAnswer };

const refusal = (code: number, phone: string): LoginOutcome => ({
  ok: false,
  answer: {
    IsSuccess: false,
    Code: code,
    Message: loginMessage(code, phone),
    ...(code === LOGIN_CODES.wrongCredentials ? { ResetLink: PASSWORD_RESET_PATH } : {}),
  },
});

const findCredentials = async (db: Queryable, id: string): Promise<{ cred: MemberCredentials | null; loginType: number }> => {
  switch (loginIdKind(id)) {
    case 'memberNo':
      return { cred: await membersRepo.byMemberNo(db, Number(id)), loginType: LOGIN_TYPE.memberNo };
    case 'citizenId':
      // A number failing the checksum cannot be anyone's: it is treated exactly like an unknown identifier.
      return { cred: isValidTcKimlik(id) ? await membersRepo.byCitizenId(db, id) : null, loginType: LOGIN_TYPE.citizenId };
    default:
      return { cred: await membersRepo.byUsername(db, id), loginType: LOGIN_TYPE.username };
  }
};

export const createLoginService = ({ db, customerServicePhone, guard }: LoginDeps) => ({
  async authenticate(username: string, password: string): Promise<LoginOutcome> {
    const id = username.trim();
    if (loginIdKind(id) === 'email') return refusal(LOGIN_CODES.emailLoginUnsupported, customerServicePhone);
    const { cred, loginType } = await findCredentials(db, id);
    if (!cred) {
      await verifyPassword(password, await dummyPasswordHash());
      return refusal(LOGIN_CODES.wrongCredentials, customerServicePhone);
    }
    const blocked = guard ? await guard.before(cred.id) : null;
    if (blocked !== null) return refusal(blocked, customerServicePhone);
    if (!(await verifyPassword(password, cred.passwordHash))) {
      await guard?.afterFailure(cred.id);
      return refusal(LOGIN_CODES.wrongCredentials, customerServicePhone);
    }
    await guard?.afterSuccess(cred.id);
    return { ok: true, memberId: cred.id, loginType };
  },
});

export type LoginService = ReturnType<typeof createLoginService>;
