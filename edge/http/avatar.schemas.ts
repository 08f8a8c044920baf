/** Input schemas of the avatar calls and their ops moderation; the upload's body limit is its own (avatar.routes.ts). */
import { AVATAR_LIMITS } from '@shared/constants/avatar';

const mediaIdField = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/** base64 of the cropped limit, a data: URL prefix and the JSON around it. */
export const AVATAR_BODY_LIMIT_BYTES = Math.ceil(AVATAR_LIMITS.croppedMaxBytes / 3) * 4 + 4096;

export const avatarUploadBody = {
  type: 'object', additionalProperties: false, minProperties: 1,
  properties: {
    data: { type: 'string', maxLength: AVATAR_BODY_LIMIT_BYTES },
    avatarMediaId: mediaIdField,
  },
} as const;

export const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

export const avatarImageParams = {
  type: 'object', additionalProperties: false, required: ['file'],
  properties: { file: { type: 'string', pattern: '^[1-9][0-9]{0,14}\\.jpg$' } },
} as const;

export const avatarClaimBody = {
  type: 'object', additionalProperties: false, required: ['moderator'],
  properties: { moderator: { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' } },
} as const;

export const avatarDecisionBody = {
  type: 'object', additionalProperties: false, required: ['mediaId', 'claimToken', 'approve'],
  properties: {
    mediaId: mediaIdField,
    claimToken: { type: 'string', minLength: 1, maxLength: 64 },
    approve: { type: 'boolean' },
    reason: { type: 'string', maxLength: AVATAR_LIMITS.reasonMaxChars },
  },
  // A rejection says why.
  if: { properties: { approve: { const: false } } },
  then: { required: ['reason'], properties: { reason: { type: 'string', minLength: 1, pattern: '\\S' } } },
} as const;
