/** Input schemas of Spor Toto's calls (shared/protocol/sportoto-api.ts). */
import { LIMITS } from '@shared/constants/business';
import { STOTO_MATCH_COUNT, STOTO_RULES } from '@shared/constants/sportoto';

export const poolByIdQuery = {
  type: 'object', additionalProperties: false, required: ['poolId'],
  properties: { poolId: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } },
} as const;

export const stotoPlayBody = {
  type: 'object', additionalProperties: false, required: ['poolId', 'picks', 'misli', 'idempotencyKey'],
  properties: {
    poolId: { type: 'integer', minimum: 1 },
    picks: { type: 'array', minItems: STOTO_MATCH_COUNT, maxItems: STOTO_MATCH_COUNT, items: { type: 'string', pattern: '^[102]{1,3}$' } },
    misli: { type: 'integer', minimum: STOTO_RULES.minMisli, maximum: STOTO_RULES.maxMisli },
    idempotencyKey: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
  },
} as const;

/** Names are checked by the coupon-name rule in the service (its texts); here only a sane length. */
export const saveNameQuery = {
  type: 'object', additionalProperties: false, required: ['couponId', 'cName'],
  properties: { couponId: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' }, cName: { type: 'string', maxLength: LIMITS.couponNameMax * 4 } },
} as const;

export const stotoSendMailBody = {
  type: 'object', additionalProperties: false, required: ['cId', 'type', 'amount', 'memberId'],
  properties: {
    cId: { type: 'integer', minimum: 1 }, type: { type: 'integer', minimum: 0, maximum: 99 }, amount: { type: 'number', minimum: 0 },
    memberId: { type: 'integer', minimum: 1 },
  },
} as const;

export const stotoTrackQuery = {
  type: 'object', additionalProperties: false, required: ['barcode'],
  properties: { barcode: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
