/** Published contracts (membership, personal data) and which ones a member signed. */
import type { Queryable, Tx } from './db.port';

export interface ContractRecord {
  id: number;
  version: number;
  title: string;
}

/** Steps at every publish in this process, so a cached copy of the current contracts knows it is out of date. */
let publishedHere = 0;

export const contractsRepo = {
  async current(db: Queryable): Promise<ContractRecord[]> {
    return db.query<ContractRecord & Record<string, unknown>>('SELECT id, version, title FROM contracts ORDER BY id');
  },

  async publishIfAbsent(tx: Tx, c: ContractRecord, at: Date): Promise<void> {
    const rows = await tx.query(
      'INSERT INTO contracts (id, version, title, published_at) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING RETURNING id',
      [c.id, c.version, c.title, at],
    );
    if (rows.length > 0) publishedHere++;
  },

  async sign(tx: Tx, memberId: number, contractId: number, at: Date): Promise<void> {
    await tx.query(
      'INSERT INTO member_contracts (member_id, contract_id, signed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [memberId, contractId, at],
    );
  },
};

export interface CurrentContractsOptions {
  now?: () => number;
  /** How long a copy is used: the bound on how late a contract published by another process shows. */
  ttlMs?: number;
}

export const CONTRACTS_TTL_MS = 60_000;

/**
 * The current contracts, read once and kept: they change only when a migration or an admin publishes one. A
 * publish in this process drops the copy at once; one made elsewhere (another edge on the same PostgreSQL) shows
 * within ttlMs. A failed read is not kept.
 */
export const createCurrentContracts = (db: Queryable, opts: CurrentContractsOptions = {}): (() => Promise<readonly ContractRecord[]>) => {
  const now = opts.now ?? Date.now;
  const ttlMs = opts.ttlMs ?? CONTRACTS_TTL_MS;
  let copy: { at: number; generation: number; rows: Promise<readonly ContractRecord[]> } | null = null;
  return () => {
    const at = now();
    if (copy && copy.generation === publishedHere && at - copy.at < ttlMs) return copy.rows;
    const rows = contractsRepo.current(db);
    const mine = { at, generation: publishedHere, rows };
    copy = mine;
    rows.catch(() => {
      if (copy === mine) copy = null;
    });
    return rows;
  };
};
