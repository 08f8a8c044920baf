/**
 * Personal-data (KVK) consent (spec sections 4, 5 and 8): consent is unchecked, then saved as allowed or refused;
 * cancelling sets it to false. Giving consent asks first for the current membership contract and a changed
 * password; withdrawing it is never held back. Every answer is a record with the text version, time and address.
 */
import { ROUTES } from '@shared/constants/routes';
import { MESSAGES } from '@shared/errors/catalogue';
import { CONSENT_SUCCESS, type ConsentAnswer, type ConsentPayload, type ContactPermissions } from '@shared/protocol/contract-api';
import type { Db } from '../storage/db.port';
import { consentsRepo } from '../storage/consents.repo';
import type { ContractService } from './contract.service';

export interface ConsentServiceDeps {
  db: Db;
  now: () => number;
  contracts: ContractService;
}

export const createConsentService = ({ db, now, contracts }: ConsentServiceDeps) => ({
  /** null when the member no longer exists. */
  async save(memberId: number, p: ConsentPayload, source: string, clientAddress: string): Promise<ConsentAnswer | null> {
    const [state, set] = await Promise.all([consentsRepo.state(db, memberId), contracts.contracts()]);
    if (!state) return null;
    const giving = p.personalDataProtection || p.allowContact;
    if (giving && set.current && state.signedContractId < set.current.id)
      return { Message: MESSAGES.contractUpdateRequired, RedirectUrl: ROUTES.contractAlt };
    if (giving && !state.isPasswordChanged) return { Message: MESSAGES.passwordChangeRequired, RedirectUrl: ROUTES.security };
    await db.transaction((tx) =>
      consentsRepo.record(tx, {
        memberId,
        personalDataProtection: p.personalDataProtection,
        allowContact: p.allowContact,
        textContractId: set.kvkText?.id ?? null,
        textVersion: set.kvkText?.version ?? null,
        popupPage: p.popupPage,
        source,
        at: new Date(now()),
        clientAddress,
      }),
    );
    return { Message: CONSENT_SUCCESS };
  },

  logPopup: (memberId: number, popupPage: string, clientAddress: string): Promise<void> =>
    consentsRepo.logPopup(db, memberId, popupPage, new Date(now()), clientAddress),

  permissions: (memberId: number): Promise<ContactPermissions> => consentsRepo.permissions(db, memberId),

  savePermissions: (memberId: number, p: ContactPermissions, clientAddress: string): Promise<void> =>
    consentsRepo.savePermissions(db, { memberId, ...p, at: new Date(now()), clientAddress }),
});

export type ConsentService = ReturnType<typeof createConsentService>;
