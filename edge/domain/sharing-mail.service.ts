/**
 * POST /Bet/SendMailTopTen: mails a Kupondaş share (a coupon of the top ten, or any share the member may see) to the
 * member's own address through the outbox. The mail is built from the stored share (nickname, number, total odds)
 * and our own link on PUBLIC_ORIGIN; the form's userName and URL are only checked, never mailed, so the call cannot
 * send text or links of the caller's choosing.
 */
import { couponPagePath } from '@shared/constants/routes';
import { fillTemplate } from '@shared/errors/catalogue';
import { MY_COUPONS_MESSAGES } from '@shared/errors/my-coupons-messages';
import { SHARING_MESSAGES as M } from '@shared/errors/sharing-messages';
import { formatOdd } from '@shared/format/tr';
import { isPublicPrivacy, type SendMailTopTenRequest } from '@shared/protocol/kupondas-share-api';
import type { Db } from '../storage/db.port';
import { couponSharesRepo } from '../storage/coupon-shares.repo';
import { membersRepo } from '../storage/members.repo';
import { outboxRepo } from '../storage/outbox.repo';
import { couponNoOfUrl } from './coupon-share.service';

export const createSharingMailService = ({ db, now }: { db: Db; now: () => number }) => ({
  /** 'success', 'NOTAUTHORIZED' or a Turkish text. */
  async sendTopTen(memberId: number | null, req: SendMailTopTenRequest, origin: string): Promise<string> {
    if (!memberId) return MY_COUPONS_MESSAGES.notAuthorized;
    const share = await couponSharesRepo.byCouponNo(db, req.couponno);
    // A followers-only share is mailed to its owner only: the follow graph decides nothing here yet.
    if (!share || (!isPublicPrivacy(share.privacyLevel) && share.memberId !== memberId)) return M.mailNotShared;
    if (couponNoOfUrl(req.publicSharingUrl, origin) !== share.couponNo) return M.mailBadUrl;
    const member = await membersRepo.infoRecord(db, memberId);
    if (!member?.email) return MY_COUPONS_MESSAGES.mailFailed;
    const body = [
      fillTemplate(M.mailBody, { userName: share.nickname, couponNo: share.couponNo, totalOdd: formatOdd(share.totalOdd) }),
      `${origin}${couponPagePath(share.couponNo)}`,
    ].join('\n');
    await outboxRepo.insert(db, {
      channel: 'email', to: member.email, subject: `${M.mailSubject} ${share.couponNo}`, body, purpose: 'top_ten_mail', createdAt: new Date(now()),
    });
    return MY_COUPONS_MESSAGES.success;
  },
});
export type SharingMailService = ReturnType<typeof createSharingMailService>;
