/** Input schemas of saving unplayed coupons, the coupon mail, short links, the share title and tracking. */
import { COUPON_RULES } from '@shared/constants/business';
import { playCouponBody } from './coupon.schemas';
import { couponNameField, couponNoField } from './my-coupons.schemas';

const savedCoupon = {
  type: 'object', additionalProperties: false, required: ['misli', 'systemSizes', 'selections'],
  properties: {
    misli: { type: 'integer' },
    systemSizes: playCouponBody.properties.systemSizes,
    selections: { ...playCouponBody.properties.selections, maxItems: COUPON_RULES.maxSelections },
  },
} as const;

export const ajaxHandlerBody = {
  type: 'object', additionalProperties: false, required: ['action', 'coupon'],
  properties: {
    action: { type: 'string', enum: ['savecoupon', 'saveandshare', 'saveandsendmail'] },
    couponname: couponNameField,
    mediatype: { type: 'string', enum: ['twitter', 'facebook', 'whatsapp', 'link'] },
    coupon: savedCoupon,
  },
} as const;

export const savedCouponQuery = {
  type: 'object', additionalProperties: false,
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' }, code: { type: 'string', pattern: '^[A-Za-z0-9]{4,16}$' } },
} as const;

export const sendMailBody = {
  type: 'object', additionalProperties: false, required: ['coupontype', 'couponno', 'couponDetailType', 'couponAmount', 'totalOdd'],
  properties: {
    coupontype: { type: 'integer', minimum: 0, maximum: 99 }, couponno: couponNoField, couponDetailType: { type: 'integer', minimum: 0, maximum: 99 },
    couponAmount: { type: 'number', minimum: 0 }, totalOdd: { type: 'number', minimum: 0 },
  },
} as const;

export const shortenUrlBody = {
  type: 'object', additionalProperties: false, required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 512 } },
} as const;

export const twitterMessageBody = {
  type: 'object', additionalProperties: false, required: ['couponNo'],
  properties: { couponNo: couponNoField, totalOdd: { type: 'integer', minimum: 0 }, couponAmount: { type: 'integer', minimum: 0 } },
} as const;

export const trackQuery = {
  type: 'object', additionalProperties: false, required: ['barcode', 'hazirKuponId'],
  properties: { barcode: { type: 'string', maxLength: 64 }, hazirKuponId: { type: 'string', maxLength: 64 } },
} as const;
