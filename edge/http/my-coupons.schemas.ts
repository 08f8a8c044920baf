/** Schemas of the my-coupons calls: strict input shapes, every field bounded, and the my-coupons list answer. */
import { LIMITS } from '@shared/constants/business';
import { MY_COUPON_STATES, type CouponRowView, type GanyanCouponInfo, type MyCoupon, type MyCouponsAnswer } from '@shared/protocol/my-coupons-api';

const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
export const couponNoField = { type: 'string', pattern: '^[0-9]{1,20}$' } as const;
/** Room for the name rules to answer their own texts (too long, symbols) instead of a schema error. */
export const couponNameField = { type: 'string', maxLength: LIMITS.couponNameMax * 4 } as const;

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
  properties: { couponId: id, target: { type: 'string', enum: ['old', 'lost'] }, cType: { type: 'integer', enum: [1, 2, 3] } },
} as const;

export const saveCouponNameBody = {
  type: 'object', additionalProperties: false, required: ['couponId', 'cType', 'cDetailType', 'cName'],
  properties: { couponId: id, cType: { type: 'integer', minimum: 0, maximum: 99 }, cDetailType: { type: 'integer', minimum: 0, maximum: 99 }, cName: couponNameField },
} as const;

export const publicCouponQuery = { type: 'object', additionalProperties: false, required: ['couponNo'], properties: { couponNo: couponNoField } } as const;
export const shortLinkParams = { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[A-Za-z0-9]{4,16}$' } } } as const;

const NUMBER = { type: 'number' } as const;
const STRING = { type: 'string' } as const;
const BOOLEAN = { type: 'boolean' } as const;

const couponRowView = {
  type: 'object',
  properties: {
    code: NUMBER, marketId: NUMBER, outcomeId: NUMBER, outcomeStatus: NUMBER, eventStatus: NUMBER, bankStatus: NUMBER,
    statusId: { type: ['number', 'null'] }, colorId: NUMBER, odd: NUMBER, date: STRING, day: STRING, time: STRING, sportId: NUMBER,
    marketNo: NUMBER, logName: STRING, logId: NUMBER, mLink: STRING, bid: STRING, marketName: STRING,
    outcomeName: STRING, status: STRING, startsAt: { type: ['number', 'null'] },
    score: { type: ['array', 'null'], items: NUMBER },
  } satisfies Record<keyof CouponRowView, unknown>,
} as const;

/** Only on a Ganyan coupon (CType 3); absent on the others. */
const ganyanInfo = {
  type: 'object',
  properties: {
    RaceId: NUMBER, HippodromeName: STRING, RaceNo: NUMBER, StartsAt: NUMBER, HorseNo: NUMBER, HorseName: STRING, DeductionPercent: NUMBER,
  } satisfies Record<keyof GanyanCouponInfo, unknown>,
} as const;

const myCoupon = {
  type: 'object',
  properties: {
    CouponId: NUMBER, CouponNo: STRING, CouponName: { type: ['string', 'null'] }, CouponStatus: STRING, Amount: NUMBER,
    Misli: NUMBER, TotalOdd: NUMBER, MaxWinnings: NUMBER, Winnings: NUMBER, SystemSizes: { type: 'array', items: NUMBER },
    ColumnCount: NUMBER, IsCancelable: BOOLEAN, IsRefunded: BOOLEAN, PlayedAt: NUMBER,
    Rows: { type: 'array', items: couponRowView }, Folder: { type: ['string', 'null'] }, SettledAt: { type: ['number', 'null'] },
    CType: NUMBER, Ganyan: ganyanInfo,
  } satisfies Record<keyof MyCoupon, unknown>,
} as const;

/**
 * GET /Account/GetMyCoupons, 200 (MyCouponsAnswer). A response schema drops what it does not list, so each object
 * lists every key of its type (`satisfies` makes a key added to the type a compile error here), in the order the
 * services build them; no key is `required` and numbers are `number` (never `integer`, which would truncate), so
 * the bytes are exactly JSON.stringify's.
 */
export const myCouponsResponse = {
  200: {
    type: 'object',
    properties: {
      IsSuccess: BOOLEAN, State: STRING, Page: NUMBER, PageSize: NUMBER, Total: NUMBER,
      Coupons: { type: 'array', items: myCoupon },
    } satisfies Record<keyof MyCouponsAnswer, unknown>,
  },
} as const;
