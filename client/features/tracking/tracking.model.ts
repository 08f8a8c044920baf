/**
 * What the page pushes into its own data layer after a play (spec sections 3, 6, 7 "Tracking"). Pure builders; the
 * saga decides when. No third-party script is loaded: whatever tag manager a deployment adds reads window.dataLayer.
 *
 * Our choices where the spec is silent: the affiliate cookie is `AffiliateId` (its click's transaction id, when the
 * affiliate link gave one, is `AffiliateTransactionId`); ad consent is the cookie `AdConsent` with value `1`; the
 * ad-conversion transaction id is the cookie `AdTransactionId` the ad's landing page set (spec section 7: an
 * image request after login, made only with ad consent and a transaction id other than '0').
 */
import type { PlayedCoupon } from '../coupon/coupon.slice';

export const TRACKING_COOKIES = {
  affiliateId: 'AffiliateId',
  affiliateTransactionId: 'AffiliateTransactionId',
  adConsent: 'AdConsent',
  adTransactionId: 'AdTransactionId',
} as const;

export const NO_TRANSACTION = '0';
export const CURRENCY = 'TRY';

/** Kuruş to TL with two decimals. */
const tl = (kurus: number): number => Math.round(kurus) / 100;

/** CouponAmountWithoutTax = amount × 100 / 118, rounded to 2 decimals (computed in kuruş to stay exact). */
export const amountWithoutTax = (amountKurus: number): number => tl((amountKurus * 100) / 118);

export interface AffiliatePush {
  event: 'affiliateCoupon';
  AffiliateId: string;
  AffiliateTransactionId: string;
  CouponAmount: number;
  CouponAmountWithoutTax: number;
  MemberId: number | null;
}

export const affiliatePush = (coupon: PlayedCoupon, affiliateId: string, transactionId: string | undefined, memberId: number | null): AffiliatePush => ({
  event: 'affiliateCoupon',
  AffiliateId: affiliateId,
  AffiliateTransactionId: transactionId || NO_TRANSACTION,
  CouponAmount: tl(coupon.amount),
  CouponAmountWithoutTax: amountWithoutTax(coupon.amount),
  MemberId: memberId,
});

/** GA4-style e-commerce purchase of one coupon. */
export const purchasePush = (coupon: PlayedCoupon) => ({
  event: 'purchase',
  ecommerce: {
    transaction_id: coupon.couponNo,
    value: tl(coupon.amount),
    currency: CURRENCY,
    items: [
      {
        item_id: coupon.systemSizes.length > 0 ? 'iddaa-sistem' : 'iddaa-tek',
        item_name: 'iddaa kuponu',
        item_category: 'iddaa',
        item_variant: coupon.systemSizes.length > 0 ? coupon.systemSizes.join(',') : String(coupon.selections),
        price: tl(coupon.amount),
        quantity: 1,
      },
    ],
  },
});

export type DataLayerEntry = object;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** The page's data layer, created on first use. */
export const pushToDataLayer = (entry: DataLayerEntry): void => {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
};
