/**
 * Response schema of the member's saved coupons list (SavedCouponListAnswer), serialised by Fastify instead of
 * JSON.stringify. A response schema drops what it does not list, so each object lists every key of its type
 * (`satisfies Record<keyof …>` makes a key added to the type a compile error here). It also writes keys in its own
 * order, so they are listed in the order the answer has them; no key is `required` and numbers are `number`, never
 * `integer` (which would truncate): the bytes are exactly JSON.stringify's.
 */
import type { PlaySelection } from '@shared/protocol/api';
import type { SavedCoupon, SavedCouponListAnswer } from '@shared/protocol/saved-coupons-api';

const NUMBER = { type: 'number' } as const;

/** Keys in the order the stored jsonb gives them (PostgreSQL keeps jsonb keys by length, then bytes). */
const selection = {
  type: 'object',
  properties: {
    odd: NUMBER,
    banker: { type: 'boolean' },
    marketId: NUMBER,
    eventCode: NUMBER,
    outcomeId: NUMBER,
  } satisfies Record<keyof PlaySelection, unknown>,
} as const;

const savedCoupon = {
  type: 'object',
  properties: {
    id: NUMBER,
    code: { type: 'string' },
    name: { type: 'string' },
    savedAt: NUMBER,
    // The stored payload's keys follow, in jsonb's order.
    misli: NUMBER,
    selections: { type: 'array', items: selection },
    systemSizes: { type: 'array', items: NUMBER },
  } satisfies Record<keyof SavedCoupon, unknown>,
} as const;

export const savedCouponListResponse = {
  200: {
    type: 'object',
    properties: { IsSuccess: { type: 'boolean' }, Coupons: { type: 'array', items: savedCoupon } } satisfies Record<keyof SavedCouponListAnswer, unknown>,
  },
} as const;
