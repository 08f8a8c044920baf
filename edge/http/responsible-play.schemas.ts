/** JSON schemas of the responsible-play calls: the fixed choices of shared/protocol/responsible-play-api.ts. */
import { EXCLUSION_CHOICES, LIMIT_KINDS, LIMIT_PERIODS, RESPONSIBLE_PLAY_RULES as RULES } from '@shared/protocol/responsible-play-api';

const KIND = { type: 'string', enum: [...LIMIT_KINDS] } as const;
const PERIOD = { type: 'string', enum: [...LIMIT_PERIODS] } as const;

export const setLimitBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'period', 'amount'],
  properties: {
    kind: KIND,
    period: PERIOD,
    amount: {
      anyOf: [
        { type: 'integer', minimum: RULES.minLimitKurus, maximum: RULES.maxLimitKurus, multipleOf: RULES.limitStepKurus },
        { type: 'null' },
      ],
    },
  },
} as const;

export const limitKeyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'period'],
  properties: { kind: KIND, period: PERIOD },
} as const;

export const reminderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['minutes'],
  properties: { minutes: { type: 'integer', enum: [...RULES.reminderMinutes] } },
} as const;

export const selfExcludeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['duration'],
  properties: { duration: { type: 'string', enum: EXCLUSION_CHOICES } },
} as const;
