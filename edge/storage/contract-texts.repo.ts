/** Contract documents with their kind and text, and the signature records (who, which version, when, from where). */
import type { Queryable, Tx } from './db.port';
import type { ContractTextRecord } from './contract-texts.data';

export interface NewSignature {
  memberId: number;
  contractId: number;
  version: number;
  /** 'sign' (the contract page), 'accept' (the update bar), 'signup'. */
  source: string;
  at: Date;
  clientAddress: string;
}

export const contractTextsRepo = {
  async list(db: Queryable): Promise<ContractTextRecord[]> {
    return db.query<ContractTextRecord & Record<string, unknown>>(
      `SELECT id, version, title, kind, requires_signature AS "requiresSignature", body FROM contracts ORDER BY id`,
    );
  },

  /** Inserts missing documents and keeps the kind, text and signature rule of existing ones in step (idempotent). */
  async publish(tx: Tx, texts: readonly ContractTextRecord[], at: Date): Promise<void> {
    for (const c of texts) {
      await tx.query(
        `INSERT INTO contracts (id, version, title, kind, body, requires_signature, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, body = EXCLUDED.body, requires_signature = EXCLUDED.requires_signature`,
        [c.id, c.version, c.title, c.kind, c.body, c.requiresSignature, at],
      );
    }
  },

  /**
   * Records a signature and moves the member's signed contract forward (never back): the signature row, the
   * member_contracts id list member info shows, and members.signed_contract_id for a membership contract.
   */
  async sign(tx: Tx, s: NewSignature, membership: boolean): Promise<void> {
    await tx.query(
      `INSERT INTO contract_signatures (member_id, contract_id, contract_version, source, signed_at, client_address)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [s.memberId, s.contractId, s.version, s.source, s.at, s.clientAddress],
    );
    await tx.query('INSERT INTO member_contracts (member_id, contract_id, signed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      s.memberId,
      s.contractId,
      s.at,
    ]);
    if (membership)
      await tx.query('UPDATE members SET signed_contract_id = GREATEST(signed_contract_id, $2) WHERE id = $1', [s.memberId, s.contractId]);
  },
};
