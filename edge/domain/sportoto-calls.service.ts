/**
 * Spor Toto's member calls: the member's pool coupons, naming one (the sports-pool service's SaveCouponName, with the
 * iddaa coupon-name rules), mailing one through the outbox (spec's sports-pool mail: cId, type, amount, memberId) and
 * recording a tracking hit for a coupon number. The stored coupon is the truth, never the form.
 */
import { STOTO_COUPON_TYPE } from '@shared/constants/sportoto';
import { MESSAGES } from '@shared/errors/catalogue';
import { STOTO_MESSAGES as M } from '@shared/errors/sportoto-messages';
import { formatMoney } from '@shared/format/tr';
import { ROUTES } from '@shared/constants/routes';
import type { StotoCoupon, StotoSendMailRequest, StotoServiceAnswer } from '@shared/protocol/sportoto-api';
import { couponNameError } from '@shared/validation/coupon-name.schema';
import type { Db } from '../storage/db.port';
import { membersRepo } from '../storage/members.repo';
import { outboxRepo } from '../storage/outbox.repo';
import { sportotoCouponsRepo, type StotoCouponRow } from '../storage/sportoto-coupons.repo';

const LIST_LIMIT = 50;

const couponView = (c: StotoCouponRow): StotoCoupon => ({
  CouponId: Number(c.couponId), CouponNo: c.couponNo, CType: STOTO_COUPON_TYPE, CouponName: c.name, PoolId: Number(c.poolId), Week: c.week,
  Picks: c.picks, Columns: c.columns, Misli: c.misli, Amount: Number(c.amountKurus), Status: c.status, BestCorrect: c.bestCorrect,
  Winnings: Number(c.winningsKurus), PlayedAt: c.playedAt.getTime(), SettledAt: c.settledAt?.getTime() ?? null,
});

export const createSportotoCallsService = ({ db, now }: { db: Db; now: () => number }) => ({
  async myCoupons(memberId: number): Promise<StotoCoupon[]> {
    return (await sportotoCouponsRepo.ofMember(db, memberId, LIST_LIMIT)).map(couponView);
  },

  /** sc 401 without a member; 400 with the name rule's text or the save-failure text; 200 when saved. */
  async saveName(memberId: number | null, couponId: number, name: string): Promise<StotoServiceAnswer> {
    if (!memberId) return { sc: 401, el: [{ m: M.notAuthorized }] };
    const problem = couponNameError(name);
    if (problem) return { sc: 400, el: [{ m: problem }] };
    const saved = await sportotoCouponsRepo.setName(db, memberId, couponId, name.trim());
    return saved ? { sc: 200, el: [] } : { sc: 400, el: [{ m: MESSAGES.couponNameSaveFailed }] };
  },

  async sendMail(memberId: number | null, req: StotoSendMailRequest, origin: string): Promise<string> {
    if (!memberId) return M.notAuthorized;
    if (req.type !== STOTO_COUPON_TYPE || req.memberId !== memberId) return M.couponNotFound;
    const coupon = await sportotoCouponsRepo.byId(db, req.cId);
    if (!coupon || Number(coupon.memberId) !== memberId) return M.couponNotFound;
    const member = await membersRepo.infoRecord(db, memberId);
    if (!member?.email) return M.mailFailed;
    const body = [
      `Kupon No: ${coupon.couponNo}`,
      `Spor Toto Haftası: ${coupon.week}`,
      ...coupon.picks.map((p, i) => `${i + 1}. maç: ${p.split('').join('-')}`),
      `Kolon: ${coupon.columns} · Misli: ${coupon.misli}`,
      `Kupon Tutarı: ${formatMoney(Number(coupon.amountKurus))}`,
      `${origin}${ROUTES.sportsToto}`,
    ].join('\n');
    await outboxRepo.insert(db, { channel: 'email', to: member.email, subject: `${M.mailSubject} ${coupon.couponNo}`, body, purpose: 'sportoto_mail', createdAt: new Date(now()) });
    return M.mailSent;
  },

  async track(barcode: string, memberId: number | null, clientIp: string): Promise<void> {
    await sportotoCouponsRepo.track(db, { barcode, memberId, clientIp, at: new Date(now()) });
  },
});

export type SportotoCallsService = ReturnType<typeof createSportotoCallsService>;
