/**
 * Kupondaş sharing (spec sections 4, 7, 8): ShareCoupon decides every answer of the spec from stored data and the ops
 * switches, and freezes the coupon into the share; the member's default privacy level; the /sharing/{action} status
 * calls. Checks, in order: the session's member (401), maintenance (1100), the permanently-deleted queue (1112), the
 * ops block (1410), the member's own coupon still open (1116; refunded or cancelled 1201), already shared (1110), the
 * rate limit (1115). One transaction holds the member's sharing row and the coupon row locked, so a member's shares
 * run one at a time, settlement cannot finish the coupon in between, and parallel shares of one coupon give one share.
 */
import { SHARING } from '@shared/constants/sharing';
import { SHARING_MESSAGES as M } from '@shared/errors/sharing-messages';
import {
  isPublicPrivacy, PRIVACY_VALUE, SHARE_CODES, SHARING_RESULT,
  type PrivacyLevelAnswer, type ShareCouponAnswer, type ShareCouponRequest, type SharedCouponsData, type SharingAction,
  type SharingActionAnswer, type SharingStatusData, type ShareSnapshot,
} from '@shared/protocol/kupondas-share-api';
import { earnsScore } from '@shared/rules/sharing-score';
import type { Db, Tx } from '../storage/db.port';
import { couponSharesRepo, type CouponToShare } from '../storage/coupon-shares.repo';
import { myCouponsRepo, type SelectionRecord } from '../storage/my-coupons.repo';
import { sharingSwitchesRepo } from '../storage/sharing-switches.repo';
import type { SharingRoom } from './sharing-room';

const CODE_TEXT: Record<number, string> = {
  [SHARE_CODES.alreadyShared]: M.alreadyShared,
  [SHARE_CODES.notPlayable]: M.notPlayable,
  [SHARE_CODES.cancelled]: M.cancelled,
  [SHARE_CODES.blocked]: M.blocked,
  [SHARE_CODES.maintenance]: M.maintenance,
  [SHARE_CODES.deletedQueue]: M.deletedQueue,
  [SHARE_CODES.rateLimited]: M.rateLimited,
};

const refused = (code: number, text = CODE_TEXT[code] ?? M.technicalError): ShareCouponAnswer =>
  ({ isFault: false, sc: 400, d: false, el: [{ c: code, m: text }], msg: text, shareId: null });

export const SHARE_UNAUTHORIZED: ShareCouponAnswer = { isFault: true, sc: 401, d: false, el: [], msg: M.notLoggedIn, shareId: null };

const snapshotOf = (c: CouponToShare, rows: readonly SelectionRecord[]): ShareSnapshot => ({
  couponNo: c.couponNo,
  amountKurus: c.amountKurus,
  misli: c.misli,
  totalOdd: c.totalOdd,
  maxWinningsKurus: c.maxWinningsKurus,
  systemSizes: c.systemSizes,
  columnCount: c.columnCount,
  playedAt: c.playedAt.getTime(),
  rows: rows.map((r) => ({
    eventCode: r.eventCode, marketId: r.marketId, outcomeId: r.outcomeId, sportId: r.sportId, mbs: r.mbs,
    eventName: r.eventName, marketName: r.marketName, outcomeName: r.outcomeName, odd: r.odd, banker: r.banker,
    live: r.live, startsAt: r.startsAt ? r.startsAt.getTime() : null,
  })),
});

type Stored = { shareId: number; earns: boolean; isLive: boolean; couponNo: string; nickname: string; totalOdd: number };

export interface SharingDeps {
  db: Db;
  now: () => number;
  room: SharingRoom;
}

export const createSharingService = ({ db, now, room }: SharingDeps) => {
  const maintenance = (): Promise<boolean> => sharingSwitchesRepo.isOn(db, SHARING.maintenanceSwitch);

  /** The locked part of a share: a refusal code, or the stored share. */
  const store = async (tx: Tx, memberId: number, req: ShareCouponRequest, at: Date): Promise<number | Stored> => {
    const state = await sharingSwitchesRepo.lockMember(tx, memberId, at);
    if (state.deletedQueue) return SHARE_CODES.deletedQueue;
    if (state.blocked) return SHARE_CODES.blocked;
    const coupon = await couponSharesRepo.lockCoupon(tx, req.cbsCouponNo);
    // Another member's coupon answers as an unknown number: nobody learns which numbers exist.
    if (!coupon || coupon.memberId !== memberId) return SHARE_CODES.notPlayable;
    if (coupon.status === 'refunded' || coupon.status === 'cancelled') return SHARE_CODES.cancelled;
    if (coupon.status !== 'open') return SHARE_CODES.notPlayable;
    if (await couponSharesRepo.exists(tx, coupon.id)) return SHARE_CODES.alreadyShared;
    if ((await couponSharesRepo.countSince(tx, memberId, new Date(at.getTime() - SHARING.rateWindowMs))) >= SHARING.rateMaxShares) {
      return SHARE_CODES.rateLimited;
    }
    const rows = await myCouponsRepo.selections(tx, [coupon.id]);
    const isLive = rows.some((r) => r.live);
    const starts = rows.flatMap((r) => (r.startsAt ? [r.startsAt.getTime()] : []));
    const earns = earnsScore({ sharedAt: at.getTime(), playedAt: coupon.playedAt.getTime(), isLive, firstStartAt: starts.length ? Math.min(...starts) : null });
    const shareId = await couponSharesRepo.insert(tx, {
      couponId: coupon.id, memberId, privacyLevel: req.privacyLevel, platformId: req.platformId, shareAll: req.shareAll,
      snapshot: snapshotOf(coupon, rows), totalOdd: coupon.totalOdd, isLive, earnsScore: earns, sharedAt: at,
    });
    if (shareId === null) return SHARE_CODES.alreadyShared;
    await sharingSwitchesRepo.setDefaultPrivacy(tx, memberId, req.privacyLevel, at);
    return { shareId, earns, isLive, couponNo: coupon.couponNo, nickname: coupon.nickname, totalOdd: coupon.totalOdd };
  };

  return {
    maintenance,

    /** POST {SHARING_API_BASE}/v1/Iddaa/ShareCoupon; `sessionMemberId` null for a visitor. */
    async share(sessionMemberId: number | null, req: ShareCouponRequest): Promise<ShareCouponAnswer> {
      if (!sessionMemberId || req.memberId !== sessionMemberId) return SHARE_UNAUTHORIZED;
      if (await maintenance()) return refused(SHARE_CODES.maintenance);
      const at = new Date(now());
      const stored = await db.transaction((tx) => store(tx, sessionMemberId, req, at));
      if (typeof stored === 'number') return refused(stored);
      room.shareNew(req.privacyLevel, {
        shareId: stored.shareId, couponNo: stored.couponNo, nickname: stored.nickname, sharedAt: at.getTime(), totalOdd: stored.totalOdd,
      });
      if (!stored.earns) {
        const text = stored.isLive ? M.liveAfterWindow : M.startedBeforeShare;
        return { ...refused(SHARE_CODES.sharedWithoutScore, text), d: true, shareId: stored.shareId };
      }
      const msg = isPublicPrivacy(req.privacyLevel) ? M.sharedAllMembers : M.sharedFollowersOnly;
      return { isFault: false, sc: 200, d: true, el: [], msg, shareId: stored.shareId };
    },

    /** GET /Coupon/GetPrivacyLevel. */
    async privacyLevel(memberId: number | null): Promise<PrivacyLevelAnswer> {
      if (!memberId) return { Value: PRIVACY_VALUE.notAuthorized, isFault: false };
      if (await maintenance()) return { Value: PRIVACY_VALUE.platformOff, isFault: false };
      return { Value: (await sharingSwitchesRepo.member(db, memberId))?.defaultPrivacy ?? 1, isFault: false };
    },

    /** POST /sharing/{action}: loginrequired, InDeletedPermanentlyQueue, standby, or the action's data. */
    async action(memberId: number | null, action: SharingAction): Promise<SharingActionAnswer> {
      if (!memberId) return { isFault: true, Result: SHARING_RESULT.loginRequired, Data: null };
      const state = await sharingSwitchesRepo.member(db, memberId);
      if (state?.deletedQueue) return { isFault: false, Result: SHARING_RESULT.deletedQueue, Data: null };
      if (await maintenance()) return { isFault: false, Result: SHARING_RESULT.standby, Data: null };
      if (action === 'sharedcoupons') {
        const rows = await couponSharesRepo.ofMember(db, memberId, SHARING.sharedCouponsMax);
        const data: SharedCouponsData = {
          Coupons: rows.map((r) => ({ CouponNo: r.couponNo, ShareId: r.id, PrivacyLevel: r.privacyLevel, SharedAt: r.sharedAt.getTime() })),
        };
        return { isFault: false, Result: SHARING_RESULT.ok, Data: data };
      }
      const recent = await couponSharesRepo.countSince(db, memberId, new Date(now() - SHARING.rateWindowMs));
      const data: SharingStatusData = {
        MemberId: memberId,
        PrivacyLevel: state?.defaultPrivacy ?? 1,
        Blocked: state?.blocked ?? false,
        SharesLeft: Math.max(0, SHARING.rateMaxShares - recent),
      };
      return { isFault: false, Result: SHARING_RESULT.ok, Data: data };
    },
  };
};

export type SharingService = ReturnType<typeof createSharingService>;
