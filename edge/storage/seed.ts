/**
 * Demo members and published contracts, created at first start and skipped afterwards (idempotent). Each
 * opening balance is a ledger row written with the balance, so the ledger sums to the balance from day one.
 */
import { randomBytes } from 'node:crypto';
import { completeTcKimlik } from '@shared/validation/tc-kimlik';
import type { Db } from './db.port';
import { contractsRepo, type ContractRecord } from './contracts.repo';
import { CONTRACT_TEXTS } from './contract-texts.data';
import { contractTextsRepo } from './contract-texts.repo';
import { LEDGER_KIND, ledgerRepo } from './ledger.repo';
import { membersRepo } from './members.repo';

export interface SeedMember {
  username: string;
  password: string;
  memberNo: number;
  /** Nine leading digits; the two check digits are computed. */
  citizenNine: string;
  name: string;
  surname: string;
  email: string;
  balanceKurus: number;
}

export const DEMO_MEMBERS: readonly SeedMember[] = [
  { username: 'demo', password: 'Demo.1234', memberNo: 10000001, citizenNine: '123456780', name: 'Demo', surname: 'Üye', email: 'demo@example.com', balanceKurus: 100_000 },
  { username: 'ayse', password: 'Ayse.1234', memberNo: 10000002, citizenNine: '234567891', name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', balanceKurus: 2_000 },
  { username: 'mehmet', password: 'Mehmet.1234', memberNo: 10000003, citizenNine: '345678912', name: 'Mehmet', surname: 'Demir', email: 'mehmet@example.com', balanceKurus: 500_000 },
];

export const demoCitizenId = (m: SeedMember): string => completeTcKimlik(m.citizenNine);

export const MEMBERSHIP_CONTRACT: ContractRecord = { id: 1, version: 1, title: 'Üyelik Sözleşmesi' };
export const PUBLISHED_CONTRACTS: readonly ContractRecord[] = [
  MEMBERSHIP_CONTRACT,
  { id: 2, version: 1, title: 'Kişisel Verilerin Korunması Aydınlatma Metni' },
];

/** Scrypt is slow by design; one hash per seed password per process keeps every fresh database quick to seed. */
const hashCache = new Map<string, Promise<string>>();

/**
 * Hands in hashes made earlier (by another process of a test run) for seed passwords, so seeding a fresh
 * database costs no scrypt at all. Any valid hash of the password will do: salts differ, verification does not.
 */
export const primeSeedHashes = (hashes: Readonly<Record<string, string>>): void => {
  for (const [password, hash] of Object.entries(hashes)) hashCache.set(password, Promise.resolve(hash));
};

/** The hash of a seed password, made once per process (or handed in by primeSeedHashes). */
export const seedPasswordHash = (password: string, hash: (password: string) => Promise<string>): Promise<string> => {
  let h = hashCache.get(password);
  if (!h) hashCache.set(password, (h = hash(password)));
  return h;
};

export const seedDemoData = async (db: Db, hash: (password: string) => Promise<string>, now: () => number): Promise<string[]> => {
  const at = new Date(now());
  const missing: SeedMember[] = [];
  for (const m of DEMO_MEMBERS) if (!(await membersRepo.existsByUsername(db, m.username))) missing.push(m);
  const hashes = await Promise.all(missing.map((m) => seedPasswordHash(m.password, hash)));
  return db.transaction(async (tx) => {
    for (const c of PUBLISHED_CONTRACTS) await contractsRepo.publishIfAbsent(tx, c, at);
    await contractTextsRepo.publish(tx, CONTRACT_TEXTS, at);
    const created: string[] = [];
    for (const [i, m] of missing.entries()) {
      const id = await membersRepo.insertIfAbsent(tx, {
        memberNo: m.memberNo,
        citizenId: demoCitizenId(m),
        username: m.username,
        email: m.email,
        passwordHash: hashes[i]!,
        name: m.name,
        surname: m.surname,
        nickname: m.username,
        publicId: randomBytes(16).toString('base64url'),
        signedContractId: MEMBERSHIP_CONTRACT.id,
        kvkAllowed: true,
        allowContact: false,
        isSharingMember: true,
        createdAt: at,
      });
      if (id === null) continue;
      for (const c of PUBLISHED_CONTRACTS) await contractsRepo.sign(tx, id, c.id, at);
      await membersRepo.addToBalance(tx, id, m.balanceKurus);
      await ledgerRepo.insert(tx, { memberId: id, amountKurus: m.balanceKurus, kind: LEDGER_KIND.opening, couponId: null, createdAt: at });
      created.push(m.username);
    }
    return created;
  });
};
