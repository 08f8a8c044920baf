/** Published contracts (membership, personal data) and which ones a member signed. */
import type { Queryable, Tx } from './db.port';

export interface ContractRecord {
  id: number;
  version: number;
  title: string;
}

export const contractsRepo = {
  async current(db: Queryable): Promise<ContractRecord[]> {
    return db.query<ContractRecord & Record<string, unknown>>('SELECT id, version, title FROM contracts ORDER BY id');
  },

  async signedIds(db: Queryable, memberId: number): Promise<number[]> {
    const rows = await db.query<{ id: number }>('SELECT contract_id AS id FROM member_contracts WHERE member_id = $1 ORDER BY contract_id', [
      memberId,
    ]);
    return rows.map((r) => r.id);
  },

  async publishIfAbsent(tx: Tx, c: ContractRecord, at: Date): Promise<void> {
    await tx.query('INSERT INTO contracts (id, version, title, published_at) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING', [
      c.id,
      c.version,
      c.title,
      at,
    ]);
  },

  async sign(tx: Tx, memberId: number, contractId: number, at: Date): Promise<void> {
    await tx.query(
      'INSERT INTO member_contracts (member_id, contract_id, signed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [memberId, contractId, at],
    );
  },
};
