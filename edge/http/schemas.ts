/**
 * JSON schemas of every call's input. Bodies are strict (no extra properties, no type coercion: the server is
 * configured with coerceTypes and removeAdditional off); query values arrive as strings and are matched by
 * pattern, then parsed by the route.
 */
import { COUPON_RULES } from '@shared/constants/business';

const INT_TEXT = '^-?[0-9]{1,9}$';
const CODE_TEXT = '^[0-9]{1,12}$';

export const sportProgramQuery = {
  type: 'object',
  required: ['sportId'],
  properties: { sportId: { type: 'string', pattern: INT_TEXT } },
} as const;

export const eventDetailQuery = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: CODE_TEXT } },
} as const;

export const viewQuery = {
  type: 'object',
  required: ['view'],
  properties: { view: { type: 'string', enum: ['fixed', 'mobile'] } },
} as const;

export const persistMeQuery = {
  type: 'object',
  required: ['action'],
  properties: { action: { type: 'string', maxLength: 32 }, rnd: { type: 'string', maxLength: 64 } },
} as const;

export const betDetailBody = {
  type: 'object',
  additionalProperties: false,
  required: ['MatchDate', 'CbsProviderId', 'Code', 'SportId', 'Bid', 'NevId'],
  properties: {
    MatchDate: { type: 'string', maxLength: 64 },
    CbsProviderId: { type: 'integer' },
    Code: { type: 'integer', minimum: 0 },
    SportId: { type: 'integer' },
    Bid: { type: 'string', maxLength: 32 },
    NevId: { type: 'integer', minimum: 0 },
  },
} as const;

/** Presence and Turkish messages are the shared yup schema's job; this only bounds types and sizes. */
export const loginBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    username: { type: 'string', maxLength: 64 },
    password: { type: 'string', maxLength: 128 },
    securityCode: { type: 'string', maxLength: 32 },
    skipSecurityCode: { type: 'boolean' },
  },
} as const;

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
