/**
 * The forced states of a logged-in member (spec section 4 "Forced redirects"): a required password change, a
 * missing profession, an unsigned current membership contract, a pending personal-data (KVK) answer. One query per
 * call (the member row and the required contract id); the first state in that order is the one the member is sent
 * to resolve. Also the profession list and choice, which resolve the profession state.
 */
import type { ForcedState } from '@shared/protocol/forced-answers';
import type { Queryable } from '../storage/db.port';
import { accountsRepo } from '../storage/accounts.repo';
import { professionsRepo, type ProfessionRecord } from '../storage/professions.repo';

export const createMemberStateService = (db: Queryable) => ({
  /** The state the member must resolve first, or null (also for a member that no longer exists). */
  async forcedState(memberId: number): Promise<ForcedState | null> {
    const row = await accountsRepo.forcedState(db, memberId);
    if (!row) return null;
    if (!row.isPasswordChanged) return 'passwordChange';
    if (row.professionRequired) return 'profession';
    // The contract service's rule (mustSignContract): below the newest membership contract requiring a signature.
    if (row.signedContractId < row.requiredContractId) return 'contract';
    if (row.kvkRequired) return 'kvk';
    return null;
  },

  professions: (): Promise<ProfessionRecord[]> => professionsRepo.list(db),
  professionOf: (memberId: number): Promise<number | null> => professionsRepo.ofMember(db, memberId),
  /** Resolves the profession state; false for an id not in the list. */
  saveProfession: (memberId: number, professionId: number): Promise<boolean> => professionsRepo.save(db, memberId, professionId),
});

export type MemberStateService = ReturnType<typeof createMemberStateService>;
