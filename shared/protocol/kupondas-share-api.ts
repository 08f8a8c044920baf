/**
 * Paths and request/answer shapes of sharing a played coupon on Kupondaş (spec sections 3, 7, 8): ShareCoupon under
 * SHARING_API_BASE, the member's default privacy level, the /sharing/{action} status calls, the top-ten mail, the
 * ops switches, and the sharing room with its message bodies. Bodies are JSON. Odds are integer hundredths, money
 * integer kuruş, times epoch ms. Every call answers no-store. Shapes only grow (fields are added, never changed).
 */

/**
 * ShareCoupon's path, under SHARING_API_BASE (edge; the client builds with the same VITE_SHARING_API_BASE): '' serves
 * it from the site itself.
 */
export const KUPONDAS_SHARE_API = {
  /** POST ShareCouponRequest -> ShareCouponAnswer; prefix it with SHARING_API_BASE. */
  shareCoupon: '/v1/Iddaa/ShareCoupon',
  /** GET -> PrivacyLevelAnswer (visitors too). */
  privacyLevel: '/Coupon/GetPrivacyLevel',
  /** POST SharingActionRequest -> SharingActionAnswer; `:action` is one of SHARING_ACTIONS. */
  sharingAction: '/sharing/:action',
  /** POST SendMailTopTenRequest -> SendMailTopTenAnswer (members; the mail goes through the outbox). */
  sendMailTopTen: '/Bet/SendMailTopTen',
  /** Ops (Bearer OPS_TOKEN and the anti-forgery token like every POST): POST SharingMaintenanceRequest -> SharingOpsAnswer. */
  opsMaintenance: '/ops/sharing/maintenance',
  /** Ops: POST SharingMemberBlockRequest -> SharingOpsAnswer. */
  opsMemberBlock: '/ops/sharing/member-block',
  /** Ops: POST ConfirmCancellationRequest -> ConfirmCancellationAnswer (the member enters the permanently-deleted queue). */
  opsConfirmCancellation: '/ops/membership-cancellations/confirm',
  /** Ops: GET -> SharingOpsAnswer (the platform switch only; MemberId null). */
  opsState: '/ops/sharing/state',
} as const;

/** `/sharing/{action}` of one action. */
export const sharingActionPath = (action: SharingAction): string => KUPONDAS_SHARE_API.sharingAction.replace(':action', action);

/** Spec section 9: 1 all members; any other value followers only. The dialog offers these two. */
export const PRIVACY_LEVEL = { allMembers: 1, followersOnly: 2 } as const;
export const isPublicPrivacy = (level: number): boolean => level === PRIVACY_LEVEL.allMembers;

/** Spec section 3 "Share request". memberId is the member info's Id; cbsCouponNo the played coupon's CouponNo. */
export interface ShareCouponRequest {
  memberId: number;
  /** 1..99: where the share was made (stored as told; 1 web). */
  platformId: number;
  cbsCouponNo: string;
  /** 1 all members, 2 (any other 1..9) followers only. */
  privacyLevel: number;
  /** 0 or 1 (stored as told). */
  shareAll: number;
}

/** The codes el[0].c carries (spec section 8), with sc 400 unless noted. */
export const SHARE_CODES = {
  alreadyShared: 1110,
  notPlayable: 1116,
  cancelled: 1201,
  /** Shared, but earns no score (d true): a live coupon after the window, or a pre-match one after its first start. */
  sharedWithoutScore: 1281,
  blocked: 1410,
  maintenance: 1100,
  deletedQueue: 1112,
  rateLimited: 1115,
  /** sc 0 (the member-state gate's contract answer, HTTP 403). */
  contractRequired: 1600,
} as const;
export type ShareCode = (typeof SHARE_CODES)[keyof typeof SHARE_CODES];

export interface ShareError {
  c: number;
  /** The Turkish text of the code (SHARING_MESSAGES). */
  m: string;
}

/**
 * Spec section 3 "Share response". sc 200 d true: shared (success message in `m` of `msg`); sc 401 isFault true:
 * not logged in, or memberId is not the session's member; sc 400 with el[0].c a SHARE_CODES value (d true only with
 * 1281: the share exists). The HTTP status equals sc. sc 0 with el[0].c 1600 is the member-state gate's contract
 * answer (HTTP 403, forced-answers.ts), which carries no isFault or d.
 */
export interface ShareCouponAnswer {
  isFault: boolean;
  sc: 0 | 200 | 400 | 401;
  d: boolean;
  el: ShareError[];
  /** Our addition: the Turkish text to show (success for all members or followers only, or the error's text). */
  msg: string;
  /** Our addition: the share's id when d is true, else null. */
  shareId: number | null;
}

/** Spec section 7 GetPrivacyLevel: the member's default privacy level (the last one used in a share, 1 at first). */
export const PRIVACY_VALUE = { notAuthorized: 'NOTAUTHORIZED', platformOff: 'NotEnableSharingPaltform' } as const;
export interface PrivacyLevelAnswer {
  Value: number | (typeof PRIVACY_VALUE)[keyof typeof PRIVACY_VALUE];
  isFault: boolean;
}

/** /sharing/{action} actions: 'status' before opening /kupondas; 'sharedcoupons' to disable shared coupons' buttons. */
export const SHARING_ACTIONS = ['status', 'sharedcoupons'] as const;
export type SharingAction = (typeof SHARING_ACTIONS)[number];

export interface SharingActionRequest {
  /** 'json' (the only type served). */
  datatype: 'json';
  /** Cache buster, ignored. */
  rnd?: string | number;
}

/** Result words the client routes by (spec section 8): login, login, /kupondas, /kupondas/underconstruction. */
export const SHARING_RESULT = {
  ok: 'ok',
  loginRequired: 'loginrequired',
  deletedQueue: 'InDeletedPermanentlyQueue',
  standby: 'standby',
} as const;
export type SharingResult = (typeof SHARING_RESULT)[keyof typeof SHARING_RESULT];

export interface SharingStatusData {
  MemberId: number;
  /** The default privacy level (as GetPrivacyLevel's Value). */
  PrivacyLevel: number;
  /** Sharing blocked by ops (1410): the client opens a URL containing 'sharingblocked'. */
  Blocked: boolean;
  /** Shares left before the rate limit (1115) within the current window. */
  SharesLeft: number;
}
export interface SharedCouponItem {
  CouponNo: string;
  ShareId: number;
  PrivacyLevel: number;
  SharedAt: number;
}
export interface SharedCouponsData {
  Coupons: SharedCouponItem[];
}

/**
 * isFault true only with loginrequired (no member session). Data is the action's data with Result 'ok', else null.
 * Order: loginrequired, InDeletedPermanentlyQueue, standby, ok.
 */
export interface SharingActionAnswer<D = SharingStatusData | SharedCouponsData> {
  isFault: boolean;
  Result: SharingResult;
  Data: D | null;
}

/** Spec section 3 "Top-ten mail". publicSharingUrl must be this site's coupon page of that coupon. */
export interface SendMailTopTenRequest {
  couponno: string;
  couponDetailType: number;
  userName: string;
  publicSharingUrl: string;
}
/** 'success', 'NOTAUTHORIZED' or a Turkish text. */
export interface SendMailTopTenAnswer {
  message: string;
}

export interface SharingMaintenanceRequest {
  enabled: boolean;
}
export interface SharingMemberBlockRequest {
  memberId: number;
  blocked: boolean;
}
export interface SharingOpsAnswer {
  Maintenance: boolean;
  MemberId: number | null;
  Blocked: boolean | null;
}
export interface ConfirmCancellationRequest {
  memberId: number;
}
/** Confirmed false: the member had no pending cancellation request (nothing changed). */
export interface ConfirmCancellationAnswer {
  Confirmed: boolean;
}

/** A shared coupon's status: open until settlement writes the coupon's result. */
export type ShareStatus = 'open' | 'won' | 'lost' | 'refunded' | 'cancelled';

/** One coupon row as shared (frozen at sharing time). */
export interface ShareSnapshotRow {
  eventCode: number;
  marketId: number;
  outcomeId: number;
  sportId: number;
  mbs: number;
  eventName: string;
  marketName: string;
  outcomeName: string;
  odd: number;
  banker: boolean;
  live: boolean;
  /** The event's start as played, epoch ms (null when unknown). */
  startsAt: number | null;
}

/** coupon_shares.snapshot: the coupon as it was when shared. */
export interface ShareSnapshot {
  couponNo: string;
  amountKurus: number;
  misli: number;
  totalOdd: number;
  maxWinningsKurus: number;
  systemSizes: number[];
  columnCount: number;
  playedAt: number;
  rows: ShareSnapshotRow[];
}

/** The sharing room (joined by anyone: it carries only privacy level 1 shares); defined with the other rooms. */
export { KUPONDAS_ROOM } from './realtime';

/** MT.shareNew's body: a new public share; the client refetches the card (feeds) by id with its session. */
export interface ShareNewBody {
  shareId: number;
  couponNo: string;
  nickname: string;
  sharedAt: number;
  totalOdd: number;
}
/** MT.shareSettled's body: a public share's coupon settled; score null when the share earns none. */
export interface ShareSettledBody {
  shareId: number;
  couponNo: string;
  status: Exclude<ShareStatus, 'open'>;
  score: number | null;
  settledAt: number;
}
