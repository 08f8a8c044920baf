/**
 * Ops of the sharing platform (behind OPS_TOKEN): the maintenance switch (ShareCoupon 1100, /sharing standby,
 * GetPrivacyLevel NotEnableSharingPaltform), a member's sharing block (1410), and confirming a membership
 * cancellation, which puts the member into the permanently-deleted queue (1112, InDeletedPermanentlyQueue) in the
 * same transaction.
 */
import { SHARING } from '@shared/constants/sharing';
import type { SharingOpsAnswer } from '@shared/protocol/kupondas-share-api';
import type { Db } from '../storage/db.port';
import { cancellationsRepo } from '../storage/cancellations.repo';
import { sharingSwitchesRepo } from '../storage/sharing-switches.repo';

export const createSharingOpsService = ({ db, now }: { db: Db; now: () => number }) => {
  const maintenance = (): Promise<boolean> => sharingSwitchesRepo.isOn(db, SHARING.maintenanceSwitch);
  return {
    async state(): Promise<SharingOpsAnswer> {
      return { Maintenance: await maintenance(), MemberId: null, Blocked: null };
    },

    async setMaintenance(enabled: boolean): Promise<SharingOpsAnswer> {
      await sharingSwitchesRepo.set(db, SHARING.maintenanceSwitch, enabled, new Date(now()));
      return { Maintenance: enabled, MemberId: null, Blocked: null };
    },

    /** null when no such member exists. */
    async setBlocked(memberId: number, blocked: boolean): Promise<SharingOpsAnswer | null> {
      if (!(await sharingSwitchesRepo.setBlocked(db, memberId, blocked, new Date(now())))) return null;
      return { Maintenance: await maintenance(), MemberId: memberId, Blocked: blocked };
    },

    /** false when the member had no pending request (nothing changes). */
    confirmCancellation: (memberId: number): Promise<boolean> =>
      db.transaction(async (tx) => {
        const at = new Date(now());
        if (!(await cancellationsRepo.complete(tx, memberId, at))) return false;
        await sharingSwitchesRepo.enterDeletedQueue(tx, memberId, at);
        return true;
      }),
  };
};
export type SharingOpsService = ReturnType<typeof createSharingOpsService>;
