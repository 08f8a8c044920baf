/**
 * Paths and request/answer shapes of the coupon engine (issue 5): my coupons, moving, naming, saving unplayed
 * coupons, mail, short links, tracking and the public coupon page. Bodies are JSON (the spec's "form" fields keep
 * their names). Money is integer kuruş, odds integer hundredths, times epoch ms. Every call answers no-store.
 */
import type { PlaySelection } from './api';

export const COUPON_ENGINE_API = {
  /** GET ?state=&page=&pageSize= → MyCouponsAnswer (members only; 401 ErrorAnswer otherwise). */
  myCoupons: '/Account/GetMyCoupons',
  /** POST MoveCouponRequest → MoveCouponAnswer (members only). */
  moveCoupon: '/Account/MoveCoupon',
  /** POST SaveCouponNameRequest → SaveCouponNameAnswer. */
  saveCouponName: '/Account/SaveCouponName',
  /** POST AjaxHandlerRequest → AjaxHandlerAnswer (savecoupon, saveandshare, saveandsendmail). */
  ajaxHandler: '/backend/AjaxHandler.ashx',
  /**
   * GET ?id= (the member's own) or ?code= (anyone with the share link) → SavedCouponAnswer: an unplayed coupon saved
   * earlier, to load back into the panel.
   */
  savedCoupon: '/Coupon/GetSavedCoupon',
  /** GET → SavedCouponListAnswer: the member's saved unplayed coupons, newest first. */
  savedCoupons: '/Coupon/GetSavedCoupons',
  /** POST SendMailRequest → SendMailAnswer (mails the played coupon to the member's address, through the outbox). */
  sendMail: '/Bet/SendMail',
  /** POST ShortenUrlRequest → ShortenUrlAnswer. */
  shortenUrl: '/Url/ShortenUrl',
  /** POST TwitterMessageRequest → TwitterMessageAnswer. */
  twitterMessage: '/Url/TwitterMessageControl',
  /** GET ?barcode=&hazirKuponId= → TrackAnswer (recorded for visitors and members). */
  trackIddaa: '/Tracking/TrackIddaa',
  /** GET ?couponNo= → PublicCouponAnswer: the public page's data (anyone with the number). */
  publicCoupon: '/Coupon/GetPublicCoupon',
} as const;

/** Short links: GET /k/{code} answers 302 to COUPON_PAGE_ROUTE with the coupon number (404 when unknown). */
export const SHORT_LINK_PREFIX = '/k/';

/** The SPA route that loads a shared saved (unplayed) coupon into the panel: GetSavedCoupon?code=. */
export const SAVED_COUPON_ROUTE = '/kayitli-kupon/:code';
export const savedCouponPath = (code: string): string => `/kayitli-kupon/${encodeURIComponent(code)}`;

/** The public coupon page (SPA route), e.g. /kupon/12345678901234. */
export const COUPON_PAGE_ROUTE = '/kupon/:couponNo';
export const couponPagePath = (couponNo: string): string => `/kupon/${encodeURIComponent(couponNo)}`;

/** My coupons tabs: ongoing (open), won, lost, cancelled or refunded; plus the two folders a member moves to. */
export const MY_COUPON_STATES = ['ongoing', 'won', 'lost', 'cancelled', 'old', 'lostFolder'] as const;
export type MyCouponState = (typeof MY_COUPON_STATES)[number];

/** Coupon-level status as stored and shown. */
export type CouponStatus = 'open' | 'won' | 'lost' | 'refunded' | 'cancelled';

/** Spec section 4: status id 1 thumbs-up, 2 thumbs-down, 3 check, 4 cross, 5 cancelled, 6 delayed. */
export const ROW_STATUS_ID = { thumbsUp: 1, thumbsDown: 2, check: 3, cross: 4, cancelled: 5, delayed: 6 } as const;
/** Spec section 4: colour id 1 none, 2 win, 3 lose. */
export const ROW_COLOR_ID = { none: 1, win: 2, lose: 3 } as const;

/** One coupon row, with the fields of spec section 3. */
export interface CouponRowView {
  code: number;
  marketId: number;
  outcomeId: number;
  outcomeStatus: number;
  eventStatus: number;
  /** 1 banker active, 0 banker disabled (not a banker). */
  bankStatus: 0 | 1;
  colorId: 1 | 2 | 3;
  statusId: 1 | 2 | 3 | 4 | 5 | 6;
  odd: number;
  /** dd.MM.yyyy, Istanbul time of the event start (as played). */
  date: string;
  /** Turkish weekday name. */
  day: string;
  /** HH:mm. */
  time: string;
  sportId: number;
  marketNo: number;
  /** Event name. */
  logName: string;
  logId: number;
  mLink: string;
  bid: string;
  /** Our additions: market and outcome names as played, the selection's settle status. */
  marketName: string;
  outcomeName: string;
  status: 'open' | 'won' | 'lost' | 'void';
}

export interface MyCoupon {
  CouponId: number;
  CouponNo: string;
  CouponName: string | null;
  CouponStatus: CouponStatus;
  Amount: number;
  Misli: number;
  TotalOdd: number;
  /** Max winnings at play (capped). */
  MaxWinnings: number;
  /** Paid winnings (refund included), 0 while open or lost. */
  Winnings: number;
  SystemSizes: number[];
  ColumnCount: number;
  /** Always false for members: "A played coupon cannot be cancelled by the member". */
  IsCancelable: boolean;
  IsRefunded: boolean;
  /** 'old' or 'lost' once moved, otherwise null. */
  Folder: 'old' | 'lost' | null;
  PlayedAt: number;
  SettledAt: number | null;
  Rows: CouponRowView[];
}

export interface MyCouponsQuery {
  state: MyCouponState;
  /** 1-based. */
  page?: number;
  /** 1..50, default 20. */
  pageSize?: number;
}
export interface MyCouponsAnswer {
  IsSuccess: true;
  State: MyCouponState;
  Page: number;
  PageSize: number;
  Total: number;
  Coupons: MyCoupon[];
}

export interface MoveCouponRequest {
  couponId: number;
  target: 'old' | 'lost';
}
/** Failure Message is MESSAGES.moveCouponFailed ('Bir sorun oluştu. Tekrar deneyin.'). */
export interface MoveCouponAnswer {
  IsSuccess: boolean;
  Message: string;
}

export interface SaveCouponNameRequest {
  couponId: number;
  /** Coupon type: 1 iddaa (2 sports pool is not served here). */
  cType: number;
  cDetailType: number;
  cName: string;
}
/** 'success', 'NOTAUTHORIZED' (not logged in: client logs out and says 'Lütfen Üye Girişi yapınız.') or a text. */
export interface SaveCouponNameAnswer {
  Message: string;
}

/** A coupon built in the panel, not played. */
export interface SavedCouponPayload {
  misli: number;
  systemSizes: number[];
  selections: PlaySelection[];
}
export type AjaxHandlerRequest =
  | { action: 'savecoupon'; couponname: string; coupon: SavedCouponPayload }
  | { action: 'saveandshare'; mediatype: 'twitter' | 'facebook' | 'whatsapp' | 'link'; couponname?: string; coupon: SavedCouponPayload }
  | { action: 'saveandsendmail'; couponname?: string; coupon: SavedCouponPayload };
/**
 * message: 'success' or a Turkish text ('NOTAUTHORIZED' when not logged in); shareurl: absolute link of the saved
 * coupon (SAVED_COUPON_ROUTE, empty on failure); title: share title. savedCouponId: our addition, for GetSavedCoupon.
 * saveandsendmail mails shareurl to the member's address (outbox).
 */
export interface AjaxHandlerAnswer {
  message: string;
  shareurl: string;
  title: string;
  savedCouponId?: number;
}

export interface SavedCoupon extends SavedCouponPayload {
  id: number;
  code: string;
  name: string;
  savedAt: number;
}
export type SavedCouponAnswer = { IsSuccess: true; Coupon: SavedCoupon } | { IsSuccess: false; Code: string; Message: string };
export interface SavedCouponListAnswer {
  IsSuccess: true;
  Coupons: SavedCoupon[];
}

export interface SendMailRequest {
  coupontype: number;
  couponno: string;
  couponDetailType: number;
  couponAmount: number;
  totalOdd: number;
}
/** message: 'success' or a Turkish text. */
export interface SendMailAnswer {
  message: string;
}

/** url: a path of this site (or absolute on this host) to a coupon page, e.g. /kupon/{couponNo}. */
export interface ShortenUrlRequest {
  url: string;
}
/** data: the absolute short link; sc: 200 ok, 400 bad url, 404 unknown coupon. */
export interface ShortenUrlAnswer {
  data: string;
  sc: number;
}

export interface TwitterMessageRequest {
  couponNo: string;
  totalOdd?: number;
  couponAmount?: number;
}
export interface TwitterMessageAnswer {
  data: { TwitterTitle: string };
}

export interface TrackAnswer {
  ok: true;
}

/** Spec section 3 "coupon sharing display" plus the rows. */
export interface PublicCoupon {
  CouponNo: string;
  CouponName: string | null;
  IsCancelable: boolean;
  TotalOdd: number;
  IsOwner: boolean;
  CouponStatus: CouponStatus;
  /** Member nickname. */
  UserName: string;
  IsRefunded: boolean;
  Amount: number;
  Misli: number;
  SystemSizes: number[];
  ColumnCount: number;
  MaxWinnings: number;
  Winnings: number;
  PlayedAt: number;
  Rows: CouponRowView[];
}
export type PublicCouponAnswer = { IsSuccess: true; Coupon: PublicCoupon } | { IsSuccess: false; Code: string; Message: string };
