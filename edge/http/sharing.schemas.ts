/** Input schemas of Kupondaş sharing: ShareCoupon, /sharing/{action}, the top-ten mail and the sharing ops calls. */
import { SHARING_ACTIONS } from '@shared/protocol/kupondas-share-api';
import { couponNoField } from './my-coupons.schemas';

const memberIdField = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

export const shareCouponBody = {
  type: 'object', additionalProperties: false, required: ['memberId', 'platformId', 'cbsCouponNo', 'privacyLevel', 'shareAll'],
  properties: {
    memberId: memberIdField,
    platformId: { type: 'integer', minimum: 1, maximum: 99 },
    cbsCouponNo: couponNoField,
    // Spec section 9: 1 all members, any other value followers only; the dialog sends 1 or 2.
    privacyLevel: { type: 'integer', minimum: 1, maximum: 9 },
    shareAll: { type: 'integer', enum: [0, 1] },
  },
} as const;

export const sharingActionParams = {
  type: 'object', additionalProperties: false, required: ['action'],
  properties: { action: { type: 'string', enum: [...SHARING_ACTIONS] } },
} as const;

export const sharingActionBody = {
  type: 'object', additionalProperties: false, required: ['datatype'],
  properties: {
    datatype: { type: 'string', enum: ['json'] },
    rnd: { anyOf: [{ type: 'string', maxLength: 32 }, { type: 'number' }] },
  },
} as const;

export const sendMailTopTenBody = {
  type: 'object', additionalProperties: false, required: ['couponno', 'couponDetailType', 'userName', 'publicSharingUrl'],
  properties: {
    couponno: couponNoField,
    couponDetailType: { type: 'integer', minimum: 0, maximum: 99 },
    userName: { type: 'string', minLength: 1, maxLength: 64 },
    publicSharingUrl: { type: 'string', minLength: 1, maxLength: 512 },
  },
} as const;

export const sharingMaintenanceBody = {
  type: 'object', additionalProperties: false, required: ['enabled'], properties: { enabled: { type: 'boolean' } },
} as const;

export const sharingMemberBlockBody = {
  type: 'object', additionalProperties: false, required: ['memberId', 'blocked'],
  properties: { memberId: memberIdField, blocked: { type: 'boolean' } },
} as const;

export const confirmCancellationBody = {
  type: 'object', additionalProperties: false, required: ['memberId'], properties: { memberId: memberIdField },
} as const;
