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
import { myCouponListRepo } from '../storage/my-coupon-list.repo';
import { RACING_COUPON_TYPE } from '@shared/protocol/racing-api';
import { myCouponView, publicCouponView } from './coupon-view';
import { ganyanCouponView } from './ganyan-coupon-view';

export const MY_COUPONS_PAGE = { defaultSize: 20, maxSize: 50 } as const;
/**
 * Coupon type 1 is iddaa; sports-pool names go to their own service; Ganyan coupons (3) are not named: one horse in
 * one race, the card shows the race and horse instead (refused with the save-failure text, nothing stored).
 */
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
    // One order and one paging over iddaa / Spor Toto coupons and Ganyan coupons (CType 3, table racing_bets).
    const { total, keys } = await myCouponListRepo.page(db, memberId, state, size, (p - 1) * size);
    const idsOf = (kind: 'coupon' | 'ganyan') => keys.filter((k) => k.kind === kind).map((k) => k.id);
    const coupons = new Map((await myCouponsRepo.byIds(db, memberId, idsOf('coupon'))).map((c) => [c.id, c]));
    const ganyan = new Map((await myCouponListRepo.ganyanByIds(db, memberId, idsOf('ganyan'))).map((b) => [b.id, b]));
    const selections = byCoupon(await myCouponsRepo.selections(db, [...coupons.keys()]));
    return {
      IsSuccess: true, State: state, Page: p, PageSize: size, Total: total,
      Coupons: keys.flatMap((k) => {
        const c = k.kind === 'coupon' ? coupons.get(k.id) : undefined;
        const b = k.kind === 'ganyan' ? ganyan.get(k.id) : undefined;
        return c ? [myCouponView(c, selections.get(c.id) ?? [])] : b ? [ganyanCouponView(b)] : [];
      }),
    };
  },

  /** A Ganyan coupon (cType 3) is moved in its own table: its id is a Ganyan bet's. */
  async move(memberId: number, couponId: number, target: 'old' | 'lost', cType = IDDAA_COUPON_TYPE): Promise<MoveCouponAnswer> {
    const moved = cType === RACING_COUPON_TYPE
      ? await myCouponListRepo.moveGanyan(db, memberId, couponId, target)
      : await myCouponsRepo.move(db, memberId, couponId, target);
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
