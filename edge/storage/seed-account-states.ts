/**
 * Demo members in each login state (spec section 8) and each forced state (section 4), so every message and page
 * can be seen: created once (idempotent), password `Demo.1234`, 100,00 TL each with its opening ledger row.
 * `kilitli` is held afresh at every start (the hold ends by itself after LOGIN_HOLD_MINUTES, like any other).
 * The README's demo-accounts table lists them with what each shows.
 */
import { randomBytes } from 'node:crypto';
import { completeTcKimlik } from '@shared/validation/tc-kimlik';
import type { Db, Tx } from './db.port';
import { contactVerificationRepo } from './contact-verification.repo';
import { contractsRepo } from './contracts.repo';
import { LEDGER_KIND, ledgerRepo } from './ledger.repo';
import { loginAttemptsRepo, memberSubject } from './login-attempts.repo';
import { membersRepo } from './members.repo';
import { MEMBERSHIP_CONTRACT, PUBLISHED_CONTRACTS, seedPasswordHash } from './seed';

export interface StateMember {
  username: string;
  memberNo: number;
  citizenNine: string;
  name: string;
  /** Login code the account answers after a right password (0: active). */
  accountStatus?: number;
  statusMessage?: string;
  passwordChangeRequired?: boolean;
  professionRequired?: boolean;
  kvkRequired?: boolean;
  /** Has not signed the current membership contract. */
  unsigned?: boolean;
  held?: boolean;
  /** The site asks the member to verify this contact type (1 phone, 2 e-mail, 99 phone info prompt) at login. */
  contactVerificationType?: number;
  /** The mobile phone on file (10 national digits), not yet verified. */
  mobilePhone?: string;
}

export const STATE_MEMBER_PASSWORD = 'Demo.1234';
const BALANCE_KURUS = 10_000;

export const STATE_MEMBERS: readonly StateMember[] = [
  { username: 'kilitli', memberNo: 10000011, citizenNine: '411111111', name: 'Kilitli', held: true },
  { username: 'musteri300', memberNo: 10000012, citizenNine: '411111112', name: 'Müşteri', accountStatus: 300 },
  { username: 'pasif301', memberNo: 10000013, citizenNine: '411111113', name: 'Pasif', accountStatus: 301 },
  { username: 'musteri302', memberNo: 10000014, citizenNine: '411111114', name: 'Müşteri', accountStatus: 302 },
  { username: 'pasif303', memberNo: 10000015, citizenNine: '411111115', name: 'Pasif', accountStatus: 303 },
  { username: 'donuk503', memberNo: 10000016, citizenNine: '411111116', name: 'Donuk', accountStatus: 503 },
  {
    username: 'inceleme',
    memberNo: 10000017,
    citizenNine: '411111117',
    name: 'İnceleme',
    accountStatus: 310,
    statusMessage: 'Hesabınız inceleme aşamasındadır. Lütfen daha sonra tekrar deneyiniz.',
  },
  { username: 'sifre', memberNo: 10000021, citizenNine: '411111121', name: 'Şifre', passwordChangeRequired: true },
  { username: 'meslek', memberNo: 10000022, citizenNine: '411111122', name: 'Meslek', professionRequired: true },
  { username: 'sozlesme', memberNo: 10000023, citizenNine: '411111123', name: 'Sözleşme', unsigned: true },
  { username: 'kvk', memberNo: 10000024, citizenNine: '411111124', name: 'Kvk', kvkRequired: true },
  { username: 'dogrula', memberNo: 10000025, citizenNine: '411111125', name: 'Doğrula', contactVerificationType: 1, mobilePhone: '5321110025' },
];

export const stateCitizenId = (m: StateMember): string => completeTcKimlik(m.citizenNine);

const insert = async (tx: Tx, m: StateMember, passwordHash: string, at: Date): Promise<void> => {
  const id = await membersRepo.insertIfAbsent(tx, {
    memberNo: m.memberNo,
    citizenId: stateCitizenId(m),
    username: m.username,
    email: `${m.username}@example.com`,
    passwordHash,
    name: m.name,
    surname: 'Demo',
    nickname: m.username,
    publicId: randomBytes(16).toString('base64url'),
    signedContractId: m.unsigned ? 0 : MEMBERSHIP_CONTRACT.id,
    kvkAllowed: !m.kvkRequired,
    allowContact: false,
    isSharingMember: true,
    createdAt: at,
  });
  if (id === null) return;
  for (const c of PUBLISHED_CONTRACTS) if (!(m.unsigned && c.id === MEMBERSHIP_CONTRACT.id)) await contractsRepo.sign(tx, id, c.id, at);
  await tx.query(
    `UPDATE members SET account_status = $2, status_message = $3, is_password_changed = $4, profession_required = $5,
       kvk_required = $6 WHERE id = $1`,
    [id, m.accountStatus ?? 0, m.statusMessage ?? null, !m.passwordChangeRequired, m.professionRequired === true, m.kvkRequired === true],
  );
  if (m.mobilePhone) await tx.query('UPDATE members SET mobile_phone = $2 WHERE id = $1', [id, m.mobilePhone]);
  if (m.contactVerificationType) await contactVerificationRepo.request(tx, id, m.contactVerificationType, at);
  await membersRepo.addToBalance(tx, id, BALANCE_KURUS);
  await ledgerRepo.insert(tx, { memberId: id, amountKurus: BALANCE_KURUS, kind: LEDGER_KIND.opening, couponId: null, createdAt: at });
};

export const seedAccountStates = async (db: Db, hash: (password: string) => Promise<string>, now: () => number, holdMs: number): Promise<void> => {
  const missing: StateMember[] = [];
  for (const m of STATE_MEMBERS) if (!(await membersRepo.existsByUsername(db, m.username))) missing.push(m);
  const passwordHash = missing.length > 0 ? await seedPasswordHash(STATE_MEMBER_PASSWORD, hash) : '';
  const at = new Date(now());
  await db.transaction(async (tx) => {
    for (const m of missing) await insert(tx, m, passwordHash, at);
    const held = STATE_MEMBERS.filter((m) => m.held).map((m) => m.username);
    const ids = await tx.query<{ id: number }>('SELECT id FROM members WHERE username = ANY($1)', [held]);
    await loginAttemptsRepo.hold(tx, ids.map((r) => memberSubject(r.id)), at, new Date(now() + holdMs));
  });
};
