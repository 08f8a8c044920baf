/** JSON schema of coupon play (strict: no extra properties, no type coercion). */
import { COUPON_RULES } from '@shared/constants/business';

/** Room for more than the 30-selection rule, so the rule answers with its own message; beyond that it is garbage. */
const MAX_SELECTIONS_ACCEPTED = COUPON_RULES.maxSelections * 2;

export const playCouponBody = {
  type: 'object',
  additionalProperties: false,
  required: ['idempotencyKey', 'misli', 'acceptOddsChanges', 'selections'],
  properties: {
    idempotencyKey: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    // A number, not an integer: a fractional misli gets the rule's Turkish message, not a schema error.
    misli: { type: 'number' },
    acceptOddsChanges: { type: 'boolean' },
    systemSizes: { type: 'array', maxItems: COUPON_RULES.maxSelections, items: { type: 'integer', minimum: 1, maximum: COUPON_RULES.maxSelections } },
    selections: {
      type: 'array',
      maxItems: MAX_SELECTIONS_ACCEPTED,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['eventCode', 'marketId', 'outcomeId', 'odd', 'banker'],
        properties: {
          eventCode: { type: 'integer', minimum: 1 },
          marketId: { type: 'integer', minimum: 1 },
          outcomeId: { type: 'integer', minimum: 1 },
          odd: { type: 'integer', minimum: 1 },
          banker: { type: 'boolean' },
        },
      },
    },
  },
} as const;
