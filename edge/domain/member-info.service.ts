/**
 * Member info (spec section 3) assembled from the member row, coupon counts, contracts and the session: one
 * query for what belongs to the member, and the published contracts (the same for everyone) from memory.
 */
import { createHash } from 'node:crypto';
import type { MemberInfo } from '@shared/protocol/api';
import type { Queryable } from '../storage/db.port';
import { createCurrentContracts, type CurrentContractsOptions } from '../storage/contracts.repo';
import { membersRepo } from '../storage/members.repo';
import { racingBetsRepo } from '../storage/racing-bets.repo';
import { memberNoticeFacts } from '../storage/notices.repo';
import { NOTICE_FLAG_ID } from '@shared/constants/notices';
import { showsContractNotice } from '@shared/rules/contract-notice';

export interface MemberInfoContext {
  memberId: number;
  loginType: number | null;
  userAgent: string;
}

/** Internet Explorer user agents (MSIE up to 10, Trident for 11); the client tones down features for them. */
const isInternetExplorer = (ua: string): boolean => /MSIE |Trident\//.test(ua);

/** A stable, non-reversible id for analytics (HMID), derived from the opaque public id, never the row id. */
const hashedMemberId = (publicId: string): string => createHash('sha256').update(`hmid:${publicId}`).digest('hex').slice(0, 32);

const encodeNoticeId = (noticeId: number, publicId: string): string =>
  createHash('sha256').update(`notice:${publicId}:${noticeId}`).digest('base64url').slice(0, 22);

export const createMemberInfoService = (db: Queryable, contractsCache: CurrentContractsOptions = {}) => {
  const currentContracts = createCurrentContracts(db, contractsCache);
  // Notices' periods are read on the injected clock when the composition root passes one (contractsCache.now).
  const clock = contractsCache.now ?? Date.now;
  return {
    /** null when the member no longer exists (the session should then count as a visitor's). */
    async info({ memberId, loginType, userAgent }: MemberInfoContext): Promise<MemberInfo | null> {
      // Ganyan coupons (horse racing) are kept apart from coupons; TjkCouponCount counts both.
      const ganyanCount = racingBetsRepo.countOfMember(db, memberId);
      ganyanCount.catch(() => undefined);
      const [m, contracts, facts] = await Promise.all([
        membersRepo.infoRecord(db, memberId), currentContracts(), memberNoticeFacts(db, memberId, new Date(clock()), NOTICE_FLAG_ID.contract),
      ]);
      if (!m) return null;
      // The notice to show (issue 14): the first ops notice for members not dismissed, else the contract notice (flag 5).
      const contractNotice = facts.currentContractId !== null && showsContractNotice(m.signedContractId, facts.currentContractId, facts.contractDismissedValue);
      const noticeId = facts.noticeId ?? (contractNotice ? NOTICE_FLAG_ID.contract : m.noticeId);
      const counts = m.coupons;
      return {
        IsLogin: true,
        Id: m.id,
        EncryptedId: m.publicId,
        Name: m.name,
        NickName: m.nickname,
        Surname: m.surname,
        Point: m.point,
        // One wallet: the playable money and the balance are the same kuruş amount.
        Money: m.balanceKurus,
        Balance: m.balanceKurus,
        IddaaCouponCount: counts.iddaa,
        IddaaContinuedCouponCount: counts.iddaaOpen,
        StotoCouponCount: counts.sportoto,
        TjkCouponCount: counts.tjk + (await ganyanCount),
        MpiCouponCount: counts.mpi,
        WaitingMessages: m.waitingMessages,
        NoticeId: noticeId,
        NoticeIdEnc: noticeId === null ? null : encodeNoticeId(noticeId, m.publicId),
        HMID: hashedMemberId(m.publicId),
        OpenCouponType: m.openCouponType,
        HasMultipleCouponRight: m.hasMultipleCouponRight,
        IsWinnersClubMember: m.isWinnersClubMember,
        IsNickNameChanged: m.isNicknameChanged,
        IsSharingMember: m.isSharingMember,
        SignedContractId: m.signedContractId,
        IsPasswordChanged: m.isPasswordChanged,
        Avatar: { AvatarMediaId: m.avatarMediaId, Status: m.avatarStatus },
        ContractList: m.signedContractIds,
        Contracts: contracts.map((c) => ({ Id: c.id, Version: c.version, Title: c.title })),
        CookieBarSignId: m.cookieBarSignId,
        KvkAllowed: m.kvkAllowed,
        AllowContact: m.allowContact,
        Ie: isInternetExplorer(userAgent),
        EmailVerified: m.emailVerified,
        MobilePhoneVerified: m.mobilePhoneVerified,
        LoginType: loginType ?? 0,
        GroupCode: m.groupCode,
        TrackingCode: m.trackingCode,
        ShowingNotice: noticeId !== null,
        RedirectOnLogin: m.redirectOnLogin,
      };
    },
  };
};

export type MemberInfoService = ReturnType<typeof createMemberInfoService>;
