/** Input schemas of the coupon engine calls: strict shapes, every field bounded. */
import { COUPON_RULES, LIMITS } from '@shared/constants/business';
import { MY_COUPON_STATES } from '@shared/protocol/coupon-engine-api';
import { playCouponBody } from './schemas';

const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
const couponNo = { type: 'string', pattern: '^[0-9]{1,20}$' } as const;
/** Room for the name rules to answer their own texts (too long, symbols) instead of a schema error. */
const nameField = { type: 'string', maxLength: LIMITS.couponNameMax * 4 } as const;

export const myCouponsQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['state'],
  properties: {
    state: { type: 'string', enum: [...MY_COUPON_STATES] },
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    pageSize: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
  },
} as const;

export const moveCouponBody = {
  type: 'object', additionalProperties: false, required: ['couponId', 'target'],
  properties: { couponId: id, target: { type: 'string', enum: ['old', 'lost'] } },
} as const;

export const saveCouponNameBody = {
  type: 'object', additionalProperties: false, required: ['couponId', 'cType', 'cDetailType', 'cName'],
  properties: { couponId: id, cType: { type: 'integer', minimum: 0, maximum: 99 }, cDetailType: { type: 'integer', minimum: 0, maximum: 99 }, cName: nameField },
} as const;

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
    couponname: nameField,
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
    coupontype: { type: 'integer', minimum: 0, maximum: 99 }, couponno: couponNo, couponDetailType: { type: 'integer', minimum: 0, maximum: 99 },
    couponAmount: { type: 'number', minimum: 0 }, totalOdd: { type: 'number', minimum: 0 },
  },
} as const;

export const shortenUrlBody = {
  type: 'object', additionalProperties: false, required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 512 } },
} as const;

export const twitterMessageBody = {
  type: 'object', additionalProperties: false, required: ['couponNo'],
  properties: { couponNo, totalOdd: { type: 'integer', minimum: 0 }, couponAmount: { type: 'integer', minimum: 0 } },
} as const;

export const trackQuery = {
  type: 'object', additionalProperties: false, required: ['barcode', 'hazirKuponId'],
  properties: { barcode: { type: 'string', maxLength: 64 }, hazirKuponId: { type: 'string', maxLength: 64 } },
} as const;

export const publicCouponQuery = { type: 'object', additionalProperties: false, required: ['couponNo'], properties: { couponNo } } as const;
export const shortLinkParams = { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[A-Za-z0-9]{4,16}$' } } } as const;
