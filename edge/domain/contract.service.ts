/**
 * Contracts (spec sections 4 and 5): the current membership contract, signing it on the contract page (the
 * agreement checkbox is required; the optional consents are recorded beside it), accepting it from the update
 * bar, and which members must sign before anything else (the member-state gate answers 1600 to them).
 *
 * Current contract: the membership contract with the highest id. Required contract: the highest membership id
 * published with requiresSignature; a member whose signed id is below it must sign (mustSignContract). A newer
 * notice-only version only shows the update bar.
 */
import { CONTRACT_KIND } from '@shared/constants/contract';
import { ROUTES } from '@shared/constants/routes';
import type { ContractSignPayload } from '@shared/protocol/contract-api';
import { safeReturnPath } from '@shared/rules/safe-return-path';
import type { Db, Queryable } from '../storage/db.port';
import type { ContractTextRecord } from '../storage/contract-texts.data';
import { contractTextsRepo } from '../storage/contract-texts.repo';
import { consentsRepo } from '../storage/consents.repo';

/** A contract text as stored (the HTTP layer shapes it into the answer's ContractText). */
export type { ContractTextRecord };

export interface ContractSet {
  current: ContractTextRecord | null;
  requiredId: number;
  kvkText: ContractTextRecord | null;
}

const latest = (rows: readonly ContractTextRecord[], pick: (c: ContractTextRecord) => boolean): ContractTextRecord | null =>
  rows.filter(pick).reduce<ContractTextRecord | null>((a, c) => (a === null || c.id > a.id ? c : a), null);

export const contractSetOf = (rows: readonly ContractTextRecord[]): ContractSet => ({
  current: latest(rows, (c) => c.kind === CONTRACT_KIND.membership),
  requiredId: latest(rows, (c) => c.kind === CONTRACT_KIND.membership && c.requiresSignature)?.id ?? 0,
  kvkText: latest(rows, (c) => c.kind === CONTRACT_KIND.kvk),
});

/** Whether a member with this signed contract id must sign before using member calls (code 1600). */
export const mustSignContract = (signedContractId: number, set: ContractSet): boolean => signedContractId < set.requiredId;

/** The contract and return pages a sign may not come back to (they would loop). */
const NO_RETURN: readonly string[] = [ROUTES.contract, ROUTES.contractAlt];

export type SignOutcome =
  | { ok: true; url: string }
  | { ok: false; reason: 'agreementRequired' | 'outdated' | 'notFound' | 'noMember' };

export interface ContractServiceDeps {
  db: Db;
  now: () => number;
}

export const createContractService = ({ db, now }: ContractServiceDeps) => {
  const contracts = async (q: Queryable = db): Promise<ContractSet> => contractSetOf(await contractTextsRepo.list(q));

  /** The contract must be the current membership contract: an older page is told to reload. */
  const checkCurrent = (set: ContractSet, contractId: number, all: readonly ContractTextRecord[]): 'outdated' | 'notFound' | null => {
    if (!all.some((c) => c.id === contractId && c.kind === CONTRACT_KIND.membership)) return 'notFound';
    return set.current?.id === contractId ? null : 'outdated';
  };

  const signAs = async (
    source: 'sign' | 'accept',
    memberId: number,
    contractId: number,
    clientAddress: string,
    consent: { personalDataProtection: boolean; allowContact: boolean } | null,
  ): Promise<'agreementRequired' | 'outdated' | 'notFound' | 'noMember' | null> =>
    db.transaction(async (tx) => {
      const all = await contractTextsRepo.list(tx);
      const set = contractSetOf(all);
      const refused = checkCurrent(set, contractId, all);
      if (refused) return refused;
      const member = await consentsRepo.state(tx, memberId);
      if (!member) return 'noMember';
      const at = new Date(now());
      await contractTextsRepo.sign(tx, { memberId, contractId, version: set.current!.version, source, at, clientAddress }, true);
      // Ticked consents are recorded; unticked boxes leave an earlier answer as it was (withdrawal is its own popup).
      if (consent && (consent.personalDataProtection || consent.allowContact)) {
        await consentsRepo.record(tx, {
          memberId,
          personalDataProtection: consent.personalDataProtection || member.kvkAllowed,
          allowContact: consent.allowContact || member.allowContact,
          textContractId: set.kvkText?.id ?? null,
          textVersion: set.kvkText?.version ?? null,
          popupPage: 'sozlesme',
          source: 'contract-sign',
          at,
          clientAddress,
        });
      }
      return null;
    });

  return {
    contracts,

    async sign(memberId: number, p: ContractSignPayload, clientAddress: string): Promise<SignOutcome> {
      if (!p.chkV5) return { ok: false, reason: 'agreementRequired' };
      const refused = await signAs('sign', memberId, p.hdnCid, clientAddress, {
        personalDataProtection: p.checkKVK,
        allowContact: p.checkSPD,
      });
      return refused ? { ok: false, reason: refused } : { ok: true, url: safeReturnPath(p.hdnReturnUrl, ROUTES.home, NO_RETURN) };
    },

    /** The update bar's accept: stores the current id as the member's signed contract. */
    async accept(memberId: number, contractId: number, clientAddress: string): Promise<SignOutcome> {
      const refused = await signAs('accept', memberId, contractId, clientAddress, null);
      return refused ? { ok: false, reason: refused } : { ok: true, url: ROUTES.home };
    },
  };
};

export type ContractService = ReturnType<typeof createContractService>;
