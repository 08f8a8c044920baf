/**
 * Site notices of a member: closing the cookie bar (signs COOKIE_BAR_SIGN_ID) and membership cancellation, at most
 * one pending request per member, which the member may withdraw (only their own).
 */
import { COOKIE_BAR_SIGN_ID } from '@shared/constants/contract';
import type { Db } from '../storage/db.port';
import { cancellationsRepo } from '../storage/cancellations.repo';
import { consentsRepo } from '../storage/consents.repo';

export interface SiteNoticesDeps {
  db: Db;
  now: () => number;
}

export const createSiteNoticesService = ({ db, now }: SiteNoticesDeps) => ({
  /** The member closed the cookie bar; answers the sign id stored. */
  async signCookieBar(memberId: number): Promise<number> {
    await consentsRepo.signCookieBar(db, memberId, COOKIE_BAR_SIGN_ID);
    return COOKIE_BAR_SIGN_ID;
  },
  /** The member's pending cancellation request, or null. */
  pendingCancellation: (memberId: number): Promise<{ requestedAt: Date } | null> => cancellationsRepo.pending(db, memberId),
  /** True when a new request was stored, false when one was already pending. */
  requestCancellation: (memberId: number, clientAddress: string): Promise<boolean> =>
    cancellationsRepo.request(db, memberId, new Date(now()), clientAddress),
  /** Withdraws the member's pending request; false when there was none. */
  withdrawCancellation: (memberId: number): Promise<boolean> => cancellationsRepo.withdraw(db, memberId, new Date(now())),
});
export type SiteNoticesService = ReturnType<typeof createSiteNoticesService>;
