/**
 * The forced states of a logged-in member (spec section 4 "Forced redirects"): a required password change, a
 * missing profession, an unsigned current membership contract, a pending personal-data (KVK) answer. One read of
 * the member row per call; the first state in that order is the one the member is sent to resolve. Also the
 * profession list and choice, which resolve the profession state.
 */
import type { ForcedState } from '@shared/protocol/security-api';
import type { Queryable } from '../storage/db.port';
import { accountsRepo } from '../storage/accounts.repo';
import { professionsRepo, type ProfessionRecord } from '../storage/professions.repo';
import { MEMBERSHIP_CONTRACT } from '../storage/seed';

/**
 * The id of the current membership contract that must be signed. Migration 5 (contracts) adds `kind` and
 * `requires_signature`; to_jsonb reads them when present, and before that only the seeded membership contract
 * counts (the KVK text is not a contract to sign).
 */
const CURRENT_CONTRACT_SQL = `SELECT COALESCE(MAX(c.id), 0)::integer AS id FROM contracts c
  WHERE COALESCE(to_jsonb(c) ->> 'kind', CASE WHEN c.id = $1 THEN 'membership' END) = 'membership'
    AND COALESCE((to_jsonb(c) ->> 'requires_signature')::boolean, true)`;

export const createMemberStateService = (db: Queryable) => {
  const currentContractId = async (): Promise<number> => {
    const rows = await db.query<{ id: number }>(CURRENT_CONTRACT_SQL, [MEMBERSHIP_CONTRACT.id]);
    return rows[0]?.id ?? 0;
  };
  return {
    currentContractId,

    /** The state the member must resolve first, or null (also for a member that no longer exists). */
    async forcedState(memberId: number): Promise<ForcedState | null> {
      const [row, contractId] = await Promise.all([accountsRepo.forcedState(db, memberId), currentContractId()]);
      if (!row) return null;
      if (!row.isPasswordChanged) return 'passwordChange';
      if (row.professionRequired) return 'profession';
      if (row.signedContractId < contractId) return 'contract';
      if (row.kvkRequired) return 'kvk';
      return null;
    },

    professions: (): Promise<ProfessionRecord[]> => professionsRepo.list(db),
    professionOf: (memberId: number): Promise<number | null> => professionsRepo.ofMember(db, memberId),
    /** Resolves the profession state; false for an id not in the list. */
    saveProfession: (memberId: number, professionId: number): Promise<boolean> => professionsRepo.save(db, memberId, professionId),
  };
};

export type MemberStateService = ReturnType<typeof createMemberStateService>;
