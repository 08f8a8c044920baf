/** Input schemas of Kupondaş's social calls: strict shapes, every field bounded; numbers in queries are digit strings. */
import { KUPONDAS_SOCIAL } from '@shared/constants/kupondas-social';
import { FEED_FILTERS, FEED_TABS, LEADERBOARD_PERIODS } from '@shared/protocol/kupondas-social-api';

const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
const idString = { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } as const;
/** Opaque to clients; its shape is checked by decodeCursor, which answers a Turkish refusal. */
const cursor = { type: 'string', minLength: 1, maxLength: 64 } as const;
const limit = { type: 'string', pattern: '^[1-9][0-9]{0,1}$' } as const;
/** Nicknames are usernames; room for any the signup rule allows, the lookup decides whether it exists. */
const nickname = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const feedQuery = {
  type: 'object', additionalProperties: false, required: ['tab'],
  properties: { tab: { type: 'string', enum: [...FEED_TABS] }, filter: { type: 'string', enum: [...FEED_FILTERS] }, cursor, limit },
} as const;

export const shareQuery = { type: 'object', additionalProperties: false, required: ['shareId'], properties: { shareId: idString } } as const;

export const profileQuery = { type: 'object', additionalProperties: false, required: ['nickname'], properties: { nickname } } as const;

export const profileSharesQuery = {
  type: 'object', additionalProperties: false, required: ['nickname'], properties: { nickname, cursor, limit },
} as const;

export const followBody = { type: 'object', additionalProperties: false, required: ['nickname'], properties: { nickname } } as const;

export const leaderboardQuery = {
  type: 'object', additionalProperties: false, required: ['period'], properties: { period: { type: 'string', enum: [...LEADERBOARD_PERIODS] } },
} as const;

export const commentsQuery = {
  type: 'object', additionalProperties: false, required: ['shareId'], properties: { shareId: idString, cursor, limit },
} as const;

/** Room beyond the limit so the service answers its own Turkish length text instead of a schema error. */
export const addCommentBody = {
  type: 'object', additionalProperties: false, required: ['shareId', 'text'],
  properties: { shareId: id, text: { type: 'string', maxLength: KUPONDAS_SOCIAL.commentMax * 4 } },
} as const;

export const commentIdBody = { type: 'object', additionalProperties: false, required: ['commentId'], properties: { commentId: id } } as const;

export const reportCommentBody = {
  type: 'object', additionalProperties: false, required: ['commentId'],
  properties: { commentId: id, reason: { type: 'string', maxLength: KUPONDAS_SOCIAL.reportReasonMax * 4 } },
} as const;

export const opsReportedQuery = { type: 'object', additionalProperties: false, properties: { limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' } } } as const;
