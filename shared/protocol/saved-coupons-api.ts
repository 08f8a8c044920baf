/**
 * Paths and request/answer shapes of saved coupons: a coupon built in the panel and saved unplayed (AjaxHandler's
 * savecoupon, saveandshare and saveandsendmail), read back by the member or by anyone with its share link. Bodies are
 * JSON (the spec's "form" fields keep their names). Odds are integer hundredths, times epoch ms. Every call answers
 * no-store.
 */
import type { PlaySelection } from './api';

export const SAVED_COUPONS_API = {
  /** POST AjaxHandlerRequest → AjaxHandlerAnswer (savecoupon, saveandshare, saveandsendmail). */
  ajaxHandler: '/backend/AjaxHandler.ashx',
  /**
   * GET ?id= (the member's own) or ?code= (anyone with the share link) → SavedCouponAnswer: an unplayed coupon saved
   * earlier, to load back into the panel.
   */
  savedCoupon: '/Coupon/GetSavedCoupon',
  /** GET → SavedCouponListAnswer: the member's saved unplayed coupons, newest first. */
  savedCoupons: '/Coupon/GetSavedCoupons',
} as const;

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
 * coupon (ROUTES.savedCoupon, empty on failure); title: share title. savedCouponId: our addition, for GetSavedCoupon.
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
