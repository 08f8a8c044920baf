/** Hesabım/Kuponlarım: a member's coupons by tab and page, moving to folders, naming; the public coupon page's data. */
import { MESSAGES } from '@shared/errors/catalogue';
import { MY_COUPONS_MESSAGES } from '@shared/errors/my-coupons-messages';
import type {
  MoveCouponAnswer, MyCouponState, MyCouponsAnswer, PublicCoupon, SaveCouponNameAnswer, SaveCouponNameRequest,
} from '@shared/protocol/my-coupons-api';
import { couponNameError } from '@shared/validation/coupon-name.schema';
import type { Db } from '../storage/db.port';
import { couponShareRepo } from '../storage/coupon-share.repo';
import { myCouponsRepo, type SelectionRecord } from '../storage/my-coupons.repo';
import { myCouponView, publicCouponView } from './coupon-view';

export const MY_COUPONS_PAGE = { defaultSize: 20, maxSize: 50 } as const;
/** Coupon type 1 is iddaa; sports-pool names go to their own service. */
const IDDAA_COUPON_TYPE = 1;

const byCoupon = (rows: readonly SelectionRecord[]): Map<number, SelectionRecord[]> => {
  const m = new Map<number, SelectionRecord[]>();
  for (const r of rows) m.set(r.couponId, [...(m.get(r.couponId) ?? []), r]);
  return m;
};

export const createMyCouponsService = ({ db }: { db: Db }) => ({
  async page(memberId: number, state: MyCouponState, page = 1, pageSize: number = MY_COUPONS_PAGE.defaultSize): Promise<MyCouponsAnswer> {
    const size = Math.min(Math.max(1, pageSize), MY_COUPONS_PAGE.maxSize);
    const p = Math.max(1, page);
    const { total, rows } = await myCouponsRepo.page(db, memberId, state, size, (p - 1) * size);
    const selections = byCoupon(await myCouponsRepo.selections(db, rows.map((r) => r.id)));
    return {
      IsSuccess: true, State: state, Page: p, PageSize: size, Total: total,
      Coupons: rows.map((c) => myCouponView(c, selections.get(c.id) ?? [])),
    };
  },

  async move(memberId: number, couponId: number, target: 'old' | 'lost'): Promise<MoveCouponAnswer> {
    const moved = await myCouponsRepo.move(db, memberId, couponId, target);
    return moved ? { IsSuccess: true, Message: MY_COUPONS_MESSAGES.moveSuccess } : { IsSuccess: false, Message: MESSAGES.moveCouponFailed };
  },

  /** 'NOTAUTHORIZED' without a member, the name rule's text, the save-failure text, or 'success'. */
  async saveName(memberId: number | null, req: SaveCouponNameRequest): Promise<SaveCouponNameAnswer> {
    if (!memberId) return { Message: MY_COUPONS_MESSAGES.notAuthorized };
    const problem = couponNameError(req.cName);
    if (problem) return { Message: problem };
    if (req.cType !== IDDAA_COUPON_TYPE) return { Message: MESSAGES.couponNameSaveFailed };
    const saved = await myCouponsRepo.setName(db, memberId, req.couponId, req.cName.trim());
    return { Message: saved ? MY_COUPONS_MESSAGES.success : MESSAGES.couponNameSaveFailed };
  },

  /**
   * The public coupon page's data: its owner always sees it; anyone else only once the owner shared it (made its
   * short link). An unshared coupon answers like an unknown number, so a guess tells nothing.
   */
  async publicCoupon(couponNo: string, viewerId: number | null): Promise<PublicCoupon | null> {
    const c = await myCouponsRepo.byCouponNo(db, couponNo);
    if (!c) return null;
    if (viewerId !== c.memberId && !(await couponShareRepo.shortCodeOf(db, couponNo))) return null;
    return publicCouponView(c, await myCouponsRepo.selections(db, [c.id]), viewerId);
  },
});

export type MyCouponsService = ReturnType<typeof createMyCouponsService>;
