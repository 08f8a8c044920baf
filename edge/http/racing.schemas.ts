/** Input schemas of the horse-racing calls (strict: no coercion, no extra fields). */
import { RACING_RULES } from '@shared/protocol/racing-api';

const dayText = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const idText = { type: 'string', pattern: '^[1-9]\\d{0,14}$' } as const;

export const racingDayQuery = { type: 'object', additionalProperties: false, properties: { day: dayText } } as const;
export const raceIdQuery = { type: 'object', additionalProperties: false, required: ['raceId'], properties: { raceId: idText } } as const;

/** One horse only: the body names a single horse number (no list), so a coupon of two horses cannot be written. */
export const playGanyanBody = {
  type: 'object',
  additionalProperties: false,
  required: ['idempotencyKey', 'raceId', 'horseNo', 'amount', 'odd', 'acceptOddsChanges'],
  properties: {
    idempotencyKey: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    raceId: { type: 'integer', minimum: 1 },
    horseNo: { type: 'integer', minimum: 1, maximum: 99 },
    // Below the minimum is the service's Turkish refusal, not a schema error; above the maximum likewise.
    amount: { type: 'integer', minimum: 1, maximum: RACING_RULES.maxStakeKurus * 100 },
    odd: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    acceptOddsChanges: { type: 'boolean' },
  },
} as const;
