/** JSON schemas of the page's diagnostics posts: known fields, bounded lengths and numbers. */
import {
  ACTIVITY_ENDINGS, ACTIVITY_LIMITS, SCREEN_LOG_LIMITS,
} from '@shared/protocol/diagnostics-api';

const id = { type: 'string', minLength: 1, maxLength: SCREEN_LOG_LIMITS.maxIdLength, pattern: '^[A-Za-z0-9_-]+$' } as const;
const count = { type: 'integer', minimum: 0, maximum: ACTIVITY_LIMITS.maxCount } as const;
const duration = { type: 'integer', minimum: 0, maximum: ACTIVITY_LIMITS.maxDurationMs } as const;
const epoch = { type: 'integer', minimum: 0, maximum: 8_640_000_000_000 } as const;

export const screenLogsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['coll'],
  properties: {
    coll: {
      type: 'array',
      minItems: 1,
      maxItems: SCREEN_LOG_LIMITS.maxPerPost,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'html'],
        properties: { id, html: { type: 'string', maxLength: SCREEN_LOG_LIMITS.maxHtml } },
      },
    },
  },
} as const;

export const activityReportBody = {
  type: 'object',
  additionalProperties: false,
  required: ['nid', 'sid', 'at', 'tec', 'pec', 'eat', 'aet', 'lpet', 'ftt', 'urcle', 'cp', 'fct', 'laptt', 'dec'],
  properties: {
    nid: id,
    sid: id,
    at: { type: 'string', enum: Object.values(ACTIVITY_ENDINGS) },
    tec: count,
    pec: count,
    eat: epoch,
    aet: epoch,
    lpet: duration,
    ftt: duration,
    urcle: count,
    cp: { type: 'integer', minimum: 0, maximum: ACTIVITY_LIMITS.maxAmount },
    fct: count,
    laptt: duration,
    dec: count,
  },
} as const;

export const activityQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { days: { type: 'integer', minimum: 1, maximum: 90 } },
} as const;
