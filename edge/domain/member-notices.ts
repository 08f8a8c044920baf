/**
 * Settlement notices to Member_<EncryptedId>_V3. Any edge node may settle a coupon, so these rooms have no single
 * publishing process: the bus versions each notice atomically (publishNext). Settlement (edge/app.ts) calls
 * notifySettled and notifySelectionsSettled; other member notices can use publishMemberNotice the same way.
 */
import { memberRoom, MT, type MessageType, type SelectionsSettledBody, type SettlementNoticeBody } from '@shared/protocol/realtime';
import type { Db } from '../storage/db.port';
import { membersRepo } from '../storage/members.repo';
import type { Bus } from '../bus/bus.port';

export const createMemberNotices = (bus: Pick<Bus, 'publishNext'>, db: Db, onError: (err: unknown) => void) => {
  const publicIds = new Map<number, string>();
  const publicIdOf = async (memberId: number): Promise<string | null> => {
    const known = publicIds.get(memberId);
    if (known) return known;
    const rec = await membersRepo.infoRecord(db, memberId);
    if (rec) publicIds.set(memberId, rec.publicId);
    return rec?.publicId ?? null;
  };
  const publishMemberNotice = async (memberId: number, type: MessageType, body: unknown): Promise<number | null> => {
    const id = await publicIdOf(memberId);
    return id === null ? null : bus.publishNext(memberRoom(id), type, body);
  };
  return {
    publicIdOf,
    publishMemberNotice,
    /** Fire and forget: a notice that fails is logged; the member still sees the result in "my coupons". */
    notifySettled(e: SettlementNoticeBody & { memberId: number }): void {
      const { memberId, ...body } = e;
      publishMemberNotice(memberId, MT.settlementNotice, body).catch(onError);
    },
    /** Fire and forget, like notifySettled: selections settled while the member may watch their rows. */
    notifySelectionsSettled(e: SelectionsSettledBody & { memberId: number }): void {
      const { memberId, ...body } = e;
      publishMemberNotice(memberId, MT.selectionsSettled, body).catch(onError);
    },
  };
};
export type MemberNotices = ReturnType<typeof createMemberNotices>;
